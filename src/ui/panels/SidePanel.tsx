// The side panel: what to do in this phase, the hovered or selected counter, the last result, and the record:
// the move list or the order of battle. In review it shows the reviewed step instead of the phase's actions.
import { NoMoves } from './NoMoves'
// Drawn on every start (who plays each side): with the first screen, not as a chunk of its own.
import { AiPanel } from '../ai/AiPanel'
import { memo, useState } from 'react'
import { useGame } from '../../store/app'
import { useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { lazyPart } from '../lazy/lazyPart'
import { loadReview } from '../features'
import { laterPart } from '../lazy/laterPart'
import { MovementPanel } from './MovementPanel'
import type { DetailsOf } from './UnitDetails'
import { LastResult } from '../log/LastResult'
import { EndPhaseButton } from './EndPhaseButton'
import { RallyPanel } from './RallyPanel'
import { computerActs } from '../../store/game'
import { useAfterPaint } from '../useAfterPaint'
import { HintButton } from '../hint/HintButton'
import { awaited, PbmAwaiting } from '../pbm'
import { HintPanel } from '../hint/HintPanel'

// The record comes with the review (features.ts): fetched just after the first screen.
const MoveList = lazyPart(() => loadReview().then((m) => m.MoveList), { name: 'moves' })
const Roster = lazyPart(() => loadReview().then((m) => m.Roster), { name: 'roster' })
const ReviewStep = lazyPart(() => loadReview().then((m) => m.ReviewStep), { name: 'review' })

// The panels of the phases a new game does not start in, and a counter's details (shown once one is pointed at),
// come with the parts the first screen does not draw (laterParts.ts), fetched just after it.
const CombatPanel = laterPart((m) => m.CombatPanel, { name: 'panel' })
const PendingPanel = laterPart((m) => m.PendingPanel, { name: 'panel' })
const SetupPanel = laterPart((m) => m.SetupPanel, { name: 'panel' })
const UnitDetails = laterPart((m) => m.UnitDetails, { name: 'panel' })

const sameShown = (a: DetailsOf, b: DetailsOf) => a.unit === b.unit && a.commander === b.commander

/**
 * The hovered or selected counter, or a one-line hint drawn without loading UnitDetails. Its own component, so that
 * a click on a unit re-renders this part of the panel only, not the move list and the rest; and one frame after the
 * click (useAfterPaint), so that the click's first frame is the board's reach alone.
 */
function Details() {
  const unit = useUi((s) => s.hoverUnit ?? s.selectedUnit ?? s.defender)
  const commander = useUi((s) => s.selectedCommander)
  const shown = useAfterPaint<DetailsOf>({ unit, commander }, sameShown)
  return <DetailsShown unit={shown.unit} commander={shown.commander} />
}

/** Re-rendered only when what it shows changes (not in the click's own render, when Details only notes it). */
const DetailsShown = memo(function DetailsShown({ unit, commander }: DetailsOf) {
  const t = useT()
  return unit || commander ? (
    <UnitDetails unit={unit} commander={commander} />
  ) : (
    <section className="panel details muted">{t.panel.hint}</section>
  )
})

export function SidePanel() {
  const phase = useGame((s) => s.state.phase)
  const pending = useGame((s) => s.state.pending.length > 0)
  const reviewing = useReview((s) => s.active)
  const played = useGame((s) => s.log.length > 0)
  const t = useT()
  // While the computer plays the side to act, its panel stands in for the phase's buttons.
  const computer = useGame(computerActs)
  // In a game by mail, while the other side plays (or this player's file is due), only what is awaited is shown.
  const awaiting = useGame((g) => awaited(g) !== '')
  const [tab, setTab] = useState<'moves' | 'roster'>('moves')
  return (
    <aside className="side-panel" id="side-panel">
      {reviewing ? (
        <ReviewStep />
      ) : (
        <>
          {computer && <AiPanel />}
          {awaiting && <PbmAwaiting />}
          {!computer && !awaiting && (
            <div className="phase-actions">
              <HintButton />
              <HintPanel />
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
          {!computer && !awaiting && <AiPanel />}
          {played && <LastResult />}
          <Details />
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
          {t.record.moves}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'roster'}
          data-testid="tab-roster"
          onClick={() => setTab('roster')}
        >
          {t.record.roster}
        </button>
      </div>
      {/* An empty list needs none of the list's code: it is fetched with the first command (or the idle preload). */}
      {tab === 'moves' ? played ? <MoveList /> : <NoMoves /> : <Roster />}
    </aside>
  )
}
