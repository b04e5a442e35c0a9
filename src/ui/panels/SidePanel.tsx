// The side panel: what to do in this phase, the hovered or selected counter, the last result, the log.
import { useGame } from '../../store/app'
import { LastResult } from '../log/LastResult'
import { LogPanel } from '../log/LogPanel'
import { CombatPanel } from './CombatPanel'
import { EndPhaseButton } from './EndPhaseButton'
import { MovementPanel } from './MovementPanel'
import { PendingPanel } from './PendingPanel'
import { RallyPanel } from './RallyPanel'
import { SetupPanel } from './SetupPanel'
import { UnitDetails } from './UnitDetails'

export function SidePanel() {
  const phase = useGame((s) => s.state.phase)
  const pending = useGame((s) => s.state.pending.length > 0)
  return (
    <aside className="side-panel" id="side-panel">
      <div className="phase-actions">
        {pending ? <PendingPanel /> : phase === 'rally' ? <RallyPanel /> : phase === 'movement' ? <MovementPanel /> : phase === 'combat' ? <CombatPanel /> : phase === 'setup' ? <SetupPanel /> : null}
        <EndPhaseButton />
      </div>
      <LastResult />
      <UnitDetails />
      <LogPanel />
    </aside>
  )
}
