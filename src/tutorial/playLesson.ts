// Plays a lesson through the engine as its script says, step by step (used by the tests and the seed search).
import { apply, type Command, type Ctx, type GameEvent, type GameState } from '../engine'
import type { Scripted } from './script'
import type { TutorialStep } from './steps'
import { formatRefusal } from '../i18n'

export interface LessonRun {
  state: GameState
  /** The events of each step's command, by step id. */
  events: Record<string, GameEvent[]>
  /** The steps shown, in order (skipped ones left out). */
  visited: string[]
  /** The first refusal, if the script could not be played. */
  refused?: string
}

export function playLesson(
  ctx: Ctx,
  start: GameState,
  steps: readonly TutorialStep[],
  script: Readonly<Record<string, Scripted>>,
  choose?: (cmd: Command, s: GameState) => Command,
): LessonRun {
  let s = start
  const events: Record<string, GameEvent[]> = {}
  const visited: string[] = []
  for (const step of steps) {
    if (step.skip?.(s)) continue
    visited.push(step.id)
    if (!step.expects) continue
    const scripted = script[step.id]
    if (!scripted) return { state: s, events, visited, refused: `${step.id}: no scripted command` }
    const cmd = choose ? choose(scripted(ctx, s), s) : scripted(ctx, s)
    if (!step.expects(cmd, s))
      return { state: s, events, visited, refused: `${step.id}: the step does not accept its own command` }
    const out = apply(ctx, s, cmd)
    if (!out.ok) return { state: s, events, visited, refused: `${step.id}: ${formatRefusal(out.refusal, 'en')}` }
    events[step.id] = out.events
    s = out.state
  }
  return { state: s, events, visited }
}
