// The side panel: what to do in this phase, the hovered or selected counter, the last result, and the record:
// the move list or the order of battle. In review it shows the reviewed step instead of the phase's actions.
import { useState } from 'react'
import { useGame } from '../../store/app'
import { useReview } from '../../store/reviewApp'
import { LastResult } from '../log/LastResult'
import { MoveList } from '../review/MoveList'
import { ReviewStep } from '../review/ReviewStep'
import { Roster } from '../review/Roster'
import { useRT } from '../review/useRT'
import { CombatPanel } from './CombatPanel'
import { EndPhaseButton } from './EndPhaseButton'
import { MovementPanel } from './MovementPanel'
import { PendingPanel } from './PendingPanel'
import { RallyPanel } from './RallyPanel'
import { SetupPanel } from './SetupPanel'
import { UnitDetails } from './UnitDetails'
import { AiPanel } from '../ai/AiPanel'
import { computerActs } from '../../store/players'

export function SidePanel() {
  const phase = useGame((s) => s.state.phase)
  const pending = useGame((s) => s.state.pending.length > 0)
  const reviewing = useReview((s) => s.active)
  // While the computer plays the side to act, its panel stands in for the phase's buttons.
  const computer = useGame(computerActs)
  const r = useRT()
  const [tab, setTab] = useState<'moves' | 'roster'>('moves')
  return (
    <aside className="side-panel" id="side-panel">
      {reviewing ? (
        <ReviewStep />
      ) : (
        <>
          {computer && <AiPanel />}
          {!computer && (
            <div className="phase-actions">
              {pending ? (
                <PendingPanel />
              ) : phase === 'rally' ? (
                <RallyPanel />
              ) : phase === 'movement' ? (
                <MovementPanel />
              ) : phase === 'combat' ? (
                <CombatPanel />
              ) : phase === 'setup' ? (
                <SetupPanel />
              ) : null}
              <EndPhaseButton />
            </div>
          )}
          {!computer && <AiPanel />}
          <LastResult />
          <UnitDetails />
        </>
      )}
      <div className="record-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'moves'}
          data-testid="tab-moves"
          onClick={() => setTab('moves')}
        >
          {r.moves}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'roster'}
          data-testid="tab-roster"
          onClick={() => setTab('roster')}
        >
          {r.roster}
        </button>
      </div>
      {tab === 'moves' ? <MoveList /> : <Roster />}
    </aside>
  )
}
