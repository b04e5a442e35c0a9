// English words of the coach's hint, in the shape of the Russian ones (hint.ru.ts).
import { percentOf } from './coach'
import type { Widen } from './ru'
import type { hintRu } from './hint.ru'

const pct = (p: number): string => percentOf(p, 'en')
const list = (xs: readonly string[]): string => xs.join(', ')

export const hintEn: Widen<typeof hintRu> = {
  button: 'Hint',
  thinking: (s) => `The coach is thinking… ${s} s`,
  cancel: 'Cancel the hint',
  title: "The coach's hint",
  byLevel: (level) => `What the computer (“${level}”) would play in your place: the next step of its plan.`,
  fellBack: (level) => `Answered at “${level}”: the stronger level ran out of time.`,
  apply: 'Play it',
  close: 'Close',
  none: 'Nothing to decide now.',
  failed: 'No hint could be had. Try again.',
  used: (n) => `Hints used: ${n}`,
  settingOn: 'Hints: on',
  settingOff: 'Hints: off',
  settingHint: 'A “no help” game: the hint button is hidden',
  move: (who, from, to) => `Move ${who} from ${from} to ${to}.`,
  setup: (who, to) => `Place ${who} in ${to}.`,
  setupOff: (who) => `Leave ${who} off the map.`,
  terrain: (hex, terrain) => `Hex ${hex}: ${terrain}.`,
  enemiesNext: (names) => `There it stands next to the enemy: ${list(names)}.`,
  noEnemyNext: 'No enemy next to that hex.',
  joins: (names) => `Own units there: ${list(names)} — the commander will be with them.`,
  attack: (defender, attackers) => `Attack ${defender} with ${list(attackers)}.`,
  fire: (target, batteries) => `Fire on ${target} with ${list(batteries)}.`,
  odds: (diff, column) => `Strength difference ${diff}, table column ${column}.`,
  destroyed: (p, exact) =>
    p <= 0
      ? 'This combat cannot destroy the defender (chance 0).'
      : p >= 1
        ? 'The defender is certainly destroyed (chance 1).'
        : `The defender is destroyed with a chance of ${pct(p)} (exactly ${exact}).`,
  retreat: (who, to) => `Retreat ${who} to ${to}.`,
  advance: (who, to) => `Advance ${who} into the vacated hex ${to}.`,
  noAdvance: 'Do not advance: stay in place.',
  exchange: (names) => `Remove in the exchange: ${list(names)}.`,
  rally: (n) =>
    n > 0
      ? `Roll to rally the demoralized units (${n} of them).`
      : 'Nobody to rally: the roll just ends the rally phase.',
  warnings: 'The coach warns about this step:',
  endPhase: (phase) => `End the ${phase} phase: the computer in your place would do nothing more in it.`,
  limber: (who) => `Limber ${who}.`,
  unlimber: (who) => `Unlimber ${who}.`,
}
