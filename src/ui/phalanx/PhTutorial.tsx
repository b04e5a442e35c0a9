// The short Phalanx tutorial: leaving the camp, facing, a combined attack (on a prepared position), the end
// of the game. Each step ends when the player has done what it asks; the game itself is an ordinary one, played
// apart from the player's own, which comes back when the tutorial is left.
import { apply, PH_DEFAULT_LEVEL, type PhCommand, type PhEvent, type PhState } from '../../phalanx'
import prepared from '../../data/phalanx/tutorial-attack.json'
import { DEFAULT_OPTIONS, HUMANS, initialState, ctx, phalanxStore, usePh } from '../../store/phalanx'
import { PhRuleLink } from './PhRuleLink'
import { usePhUi } from './phUi'
import { markLessonPassed } from '../../store/tutorial'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'

const STEP_RULES = ['PH-SETUP.3', 'PH-FACE.1', 'PH-CBT.4', 'PH-WIN.5']
let handoverBefore = true

export function startTutorial(): void {
  // The hand-over setting as it is when the tutorial starts (from a menu or an effect), to be put back when it is left.
  const g = phalanxStore.getState()
  handoverBefore = g.handoverEnabled
  // The player's own game is kept apart (and stays the autosaved one) while the tutorial plays its own.
  g.enterTutorial()
  g.setHandover(false)
  g.newGame({ first: 'south' }, HUMANS)
  usePhUi.getState().reset()
  usePhUi.getState().open(null)
  usePhUi.getState().setTutorial(0)
  stepStart = 0
}

export function leaveTutorial(): void {
  // Left at the last step (by «Готово» or by «Выйти»), the lesson was played to its end.
  if (usePhUi.getState().tutorial === STEP_RULES.length - 1) markLessonPassed('phalanx')
  usePhUi.getState().reset()
  usePhUi.getState().setTutorial(null)
  const g = phalanxStore.getState()
  g.leaveTutorial()
  g.setHandover(handoverBefore)
  // No game of one's own yet (a first visit): the next step is choosing one, offered as a person against the
  // computer, the common case, rather than an untouched two-person game behind a hand-over curtain.
  const own = phalanxStore.getState()
  if (own.commands.length === 0 && !own.state.result)
    usePhUi.getState().offerNewGame({ south: 'human', north: PH_DEFAULT_LEVEL })
}

/** The prepared position of the combined-attack step: South's attack phase, every unit still in play. */
function loadPrepared(): void {
  const commands = prepared as PhCommand[]
  let state: PhState = initialState(DEFAULT_OPTIONS)
  const events: PhEvent[][] = []
  for (const c of commands) {
    const out = apply(ctx, state, c)
    if (!out.ok) return
    state = out.state
    events.push(out.events)
  }
  usePhUi.getState().reset()
  phalanxStore.getState().restore({ options: DEFAULT_OPTIONS, players: HUMANS, commands, events, state })
}

/** Whether the step's task is done, from the game's events. */
function stepDone(step: number, events: PhEvent[][], from: number): boolean {
  const recent = events.slice(from).flat()
  if (step === 0) return recent.some((e) => e.kind === 'moved' && e.from === 'camp')
  if (step === 1) return recent.some((e) => e.kind === 'faced')
  if (step === 2) return recent.some((e) => e.kind === 'routed' && e.attackers.length >= 2)
  return false
}

let stepStart = 0

export function PhTutorial() {
  const t = usePhT()
  const step = usePhUi((s) => s.tutorial)
  const events = usePh((s) => s.events)
  const { setTutorial } = usePhUiActions()
  const done = step !== null && stepDone(step, events, stepStart)
  const s = step === null ? undefined : t.ui.tutorial.steps[step]
  const rule = step === null ? undefined : STEP_RULES[step]
  if (step === null || !s) return null
  const last = step === t.ui.tutorial.steps.length - 1
  const next = () => {
    if (last) {
      leaveTutorial()
      return
    }
    if (step + 1 === 2) {
      loadPrepared()
      stepStart = (prepared as unknown[]).length
    } else stepStart = events.length
    setTutorial(step + 1)
  }
  return (
    <div
      className="tutorial-card ph-tutorial"
      data-testid="tutorial"
      data-step={step}
      data-done={done ? 'true' : undefined}
    >
      <h3>
        {s.title} {rule && <PhRuleLink id={rule} />}
      </h3>
      <p>{s.text}</p>
      <div className="row">
        <button type="button" className="primary" data-testid="tutorial-next" disabled={!done && !last} onClick={next}>
          {last ? t.ui.tutorial.done : t.ui.tutorial.next}
        </button>
        <button type="button" data-testid="tutorial-leave" onClick={leaveTutorial}>
          {t.ui.tutorial.leave}
        </button>
      </div>
    </div>
  )
}
