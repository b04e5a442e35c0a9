// The coach's answers in words: exact chances as percentages (rounded only for display, never to 0 % or 100 %
// when the fraction is not), ranges where a player's later choice decides, expected points, and each consequence
// or warning from its codes and facts.
import type { Coach, Side } from '../engine'
import type { Lang } from './lang'
import type { Strings } from './ru'

type Words = Strings['coach']

/** How the words name the pieces the facts give by id. */
export interface CoachNames {
  unit: (id: string) => string
  commander: (id: string) => string
  side: (side: Side) => string
}

/** n / d rounded half up to a whole number (n, d ≥ 0). */
const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d)

const same = (a: Coach.Fraction, b: Coach.Fraction): boolean => a.num === b.num && a.den === b.den
const isZero = (f: Coach.Fraction): boolean => f.num === 0n
const isOne = (f: Coach.Fraction): boolean => f.num === f.den

/** The whole percentage of a chance; a chance neither impossible nor certain never shows as 0 or 100. */
function wholePercent(f: Coach.Fraction): string {
  const r = roundDiv(f.num * 100n, f.den)
  if (r === 0n && !isZero(f)) return '<1'
  if (r === 100n && !isOne(f)) return '>99'
  return String(r)
}

const PERCENT: Record<Lang, string> = { ru: '\u00a0%', en: '%' }

/** An exact chance as a percentage: "42 %" (ru), "42%" (en). */
export function percentText(f: Coach.Fraction, lang: Lang): string {
  return wholePercent(f) + PERCENT[lang]
}

/** A chance given as a number (already rounded by its maker) in the same words: never 0 or 100 unless it is so. */
export function percentOf(p: number, lang: Lang): string {
  const r = Math.round(p * 100)
  const s = r === 0 && p > 0 ? '<1' : r === 100 && p < 1 ? '>99' : String(r)
  return s + PERCENT[lang]
}

/** A number to one decimal in the language's way: "2,1" (ru), "2.1" (en); never "−0,0". */
export function decimalOf(n: number, lang: Lang): string {
  const s = Math.round(n * 10) === 0 ? '0.0' : (Math.round(n * 10) / 10).toFixed(1)
  return lang === 'ru' ? s.replace('.', ',') : s
}

/** A chance that a later choice decides: its range "0–33 %", or one figure when the bounds are the same. */
export function chanceText(b: Coach.Bounds, lang: Lang): string {
  const lo = wholePercent(b.low)
  const hi = wholePercent(b.high)
  if (same(b.low, b.high)) return lo + PERCENT[lang]
  // Different chances that round alike are still a range, not one figure.
  if (lo === hi) return `≈${lo}${PERCENT[lang]}`
  return `${lo}–${hi}${PERCENT[lang]}`
}

/** An expected number of strength points to one decimal: "2,1" (ru), "2.1" (en); a range where choices decide. */
export function pointsText(b: Coach.Bounds, lang: Lang): string {
  const one = (f: Coach.Fraction): string => {
    const tenths = roundDiv(f.num * 10n, f.den)
    const s = `${tenths / 10n}.${tenths % 10n}`
    return lang === 'ru' ? s.replace('.', ',') : s
  }
  const lo = one(b.low)
  const hi = one(b.high)
  if (same(b.low, b.high)) return lo
  return lo === hi ? `≈${lo}` : `${lo}–${hi}`
}

/** The chance of a consequence given its result; null when it is certain (the result always does it). */
export function givenChance(c: Coach.Consequence, lang: Lang): string | null {
  const b: Coach.Bounds = 'low' in c.probability ? c.probability : { low: c.probability, high: c.probability }
  return isOne(b.low) && isOne(b.high) ? null : chanceText(b, lang)
}

const list = (xs: readonly string[]): string => xs.join(', ')

/** What one result does on this board, in words (its rule and chance are shown beside it). */
export function consequenceText(c: Coach.Consequence, w: Words, n: CoachNames): string {
  switch (c.code) {
    case 'no-effect':
      return w.noEffect
    case 'destroyed':
      return w.destroyed(n.unit(c.unit))
    case 'no-retreat':
      return w.noRetreat(n.unit(c.unit), c.distance)
    case 'holds':
      return w.holds(n.unit(c.unit), n.commander(c.commander))
    case 'retreat':
      return c.distance === 1
        ? w.retreat1(n.unit(c.unit), list(c.ends))
        : w.retreat2(n.unit(c.unit), list(c.hexes), list(c.ends))
    case 'exchange':
      return w.exchange(n.side(c.side), c.need)
    case 'captured':
      return w.captured(n.commander(c.commander))
  }
}

/** A warning before a costly step, in words. */
export function warningText(x: Coach.Warning, w: Words, n: CoachNames): string {
  switch (x.code) {
    case 'commander-captured':
      return w.commanderCaptured(n.commander(x.commander), x.hex)
    case 'commander-alone':
      return `${w.commanderAlone(n.commander(x.commander), x.hex)} — ${x.mayStillMove ? w.mayStillMove : w.cannotMove}`
    case 'retreat-blocked':
      return w.retreatBlocked(n.unit(x.unit), x.hex, list([...new Set(x.blocked.map((b) => n.unit(b.enemy)))]))
    case 'no-retreat':
      return w.noRetreatHere(n.unit(x.unit), list(x.enemies.map(n.unit)))
  }
}
