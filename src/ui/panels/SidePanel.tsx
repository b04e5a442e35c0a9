// The side panel: what to do in this phase, the hovered or selected counter, the last result, the log.
import { lazy, Suspense } from 'react'
import { useGame } from '../../store/app'
import { LogPanel } from '../log/LogPanel'
import { EndPhaseButton } from './EndPhaseButton'
import { MovementPanel } from './MovementPanel'
import { PendingPanel } from './PendingPanel'
import { RallyPanel } from './RallyPanel'
import { SetupPanel } from './SetupPanel'
import { UnitDetails } from './UnitDetails'

// Loaded after the first screen (see preload.ts), before they are needed: combat, a first result.
const CombatPanel = lazy(() => import('./CombatPanel').then((m) => ({ default: m.CombatPanel })))
const LastResult = lazy(() => import('../log/LastResult').then((m) => ({ default: m.LastResult })))

export function SidePanel() {
  const phase = useGame((s) => s.state.phase)
  const pending = useGame((s) => s.state.pending.length > 0)
  const hasLog = useGame((s) => s.log.length > 0)
  return (
    <aside className="side-panel" id="side-panel">
      <div className="phase-actions">
        <Suspense fallback={<section className="panel" aria-busy="true" />}>
          {pending ? <PendingPanel /> : phase === 'rally' ? <RallyPanel /> : phase === 'movement' ? <MovementPanel /> : phase === 'combat' ? <CombatPanel /> : phase === 'setup' ? <SetupPanel /> : null}
        </Suspense>
        <EndPhaseButton />
      </div>
      {hasLog && (
        <Suspense fallback={null}>
          <LastResult />
        </Suspense>
      )}
      <UnitDetails />
      <LogPanel />
    </aside>
  )
}
