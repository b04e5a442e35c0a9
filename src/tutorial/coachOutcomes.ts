// What the third lesson's text claims happens (with its seed), as checks: an empty list means every claim holds.
import { Coach, type Ctx, type GameEvent, type GameState } from '../engine'
import type { LessonRun } from './playLesson'
import { C, RETREAT_HEX } from './coachSteps'

const find = <K extends GameEvent['type']>(ev: GameEvent[] | undefined, type: K) =>
  ev?.find((e): e is Extract<GameEvent, { type: K }> => e.type === type)

/** The claims about the start: I-5 into 1217 takes III-25's last retreat, and ending the phase captures Davout. */
export function coachStartClaims(ctx: Ctx, start: GameState): string[] {
  const p: string[] = []
  const into = Coach.moveWarnings(ctx, start, { type: 'move', unit: C.mover, path: ['1219', '1218', RETREAT_HEX] })
  const blocked = into.ok ? into.warnings.find((w) => w.code === 'retreat-blocked') : undefined
  if (blocked?.unit !== C.attacker) p.push('moving I-5 into 1217 warns that III-25 loses its last retreat')
  const end = Coach.phaseEndWarnings(ctx, start)
  if (!end.ok || !end.warnings.some((w) => w.code === 'commander-captured' && w.commander === C.commander))
    p.push('ending the phase at the start captures Davout')
  return p
}

export function coachOutcomes(run: LessonRun): string[] {
  const p: string[] = []
  const claim = (ok: boolean, what: string) => {
    if (!ok) p.push(what)
  }
  claim(!run.events['c-end-movement']?.some((e) => e.type === 'commander-captured'), 'the phase ends with Davout safe')
  const fight = find(run.events['c-hint'], 'combat-resolved')
  // III-25 alone: 3 against 7, −4; the die gives A1 (CBT.7).
  claim(fight?.attack === 3 && fight?.defence === 7 && fight?.result === 'A1', 'the attack is 3 v 7 and gives A1')
  claim(find(run.events['c-retreat'], 'retreat-step')?.to === RETREAT_HEX, 'III-25 retreats into 1217')
  claim(run.visited.includes('c-advance'), 'the Russian advance is offered')
  claim(run.state.units[C.attacker]?.status !== 'destroyed', 'III-25 survives')
  return p
}
