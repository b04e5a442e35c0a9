// The Phalanx coach's facts in words (no React): a chance as an exact fraction, a list of units, and each consequence
// of an attack (src/phalanx/coach) as a sentence in the reader's language.
import type { AttackConsequences, Chance, PhConsequence } from '../../../phalanx'
import type { PhT } from '../usePhT'

/** An exact chance: "5/6", or "1" and "0". */
export const chanceText = (c: Chance): string => (c.den === 1 ? String(c.num) : `${c.num}/${c.den}`)

const sure = (c: Chance): boolean => c.num === c.den

/** The units, named and joined. */
export const namesOf = (ids: readonly string[], t: PhT): string => ids.map(t.ph.unitName).join(', ')

/** The attack's result in a few words: routed for certain, no result, or routed with its chance. */
export function resultText(routed: Chance, t: PhT): string {
  if (routed.num === 0) return t.coach.cq.never
  return sure(routed) ? t.coach.cq.sure : t.coach.cq.chance(chanceText(routed))
}

/** PH-OPT.1's die faces of a case: "1", "2–5", "6". */
export const facesText = (faces: readonly number[]): string =>
  faces.length > 1 ? `${faces[0]}–${faces[faces.length - 1]}` : String(faces[0])

/** One consequence as a sentence, with its chance when it holds only with it. */
export function consequenceText(c: PhConsequence, a: AttackConsequences, t: PhT): string {
  const w = t.coach.cq
  const side = (s: 'south' | 'north') => t.coach.sideOf[s]
  // A line that holds only with the die says its chance before its full stop.
  const maybe = (text: string, ch: Chance) =>
    sure(ch) ? text : `${text.replace(/\.$/, '')}${w.withChance(chanceText(ch))}.`
  switch (c.code) {
    case 'routed':
      return maybe(w.routed(t.ph.unitName(c.unit), c.hex, a.when === 'turnEnd'), c.chance)
    case 'holds':
      return maybe(w.holds(t.ph.unitName(c.unit)), c.chance)
    case 'spent':
      return w.spent(t.ph.unitName(c.unit), namesOf(c.attackers, t))
    case 'spare':
      return w.spare(c.spare, namesOf(c.units, t), c.units.length)
    case 'short':
      return `${w.short(c.need)} ${c.more.length ? w.more(namesOf(c.more, t), c.moreStrength) : w.noMore}`
    case 'losses':
      return maybe(w.losses(side(c.side), c.before, c.after, c.points, c.double), c.chance)
    case 'last-turn':
      return maybe(w.lastTurn(side(c.side)), c.chance)
    case 'score':
      return maybe(w.score(side(c.side), c.before, c.after), c.chance)
  }
}
