// One line per result of the table (CBT.7), with what it does on this board: each consequence with its
// rule and its chance given that result, summed over the cases of that result.
import type { CombatResult, GameState } from '../core/state'
import type { HexCode } from '../core/types'
import { add, div, exactly, mul, ZERO, type Bounds, type Fraction } from './fraction'
import type { RawCase } from './cases'
import { captureIn } from './commanderFate'
import type { Consequence, ResultLine } from './types'

/** The retreat a result orders: 1 or 2 hexes (CBT.8). */
const distanceOf = (r: CombatResult): number => (r === 'A2' || r === 'D2' ? 2 : 1)

/** A consequence being summed: its chance so far, and how to build it once the sum is known. */
interface Sum {
  low: Fraction
  high: Fraction
  build: (chance: Bounds) => Consequence
}

class Lines {
  readonly sums = new Map<string, Sum>()
  readonly hexes = new Map<string, { first: Set<HexCode>; ends: Set<HexCode> }>()

  add(key: string, chance: Bounds, build: Sum['build']): void {
    const s = this.sums.get(key) ?? { low: ZERO, high: ZERO, build }
    this.sums.set(key, { ...s, low: add(s.low, chance.low), high: add(s.high, chance.high) })
  }

  /** Every consequence, its chance given the result (probability pr). */
  given(pr: Fraction): Consequence[] {
    return [...this.sums.values()].map((s) => s.build({ low: div(s.low, pr), high: div(s.high, pr) }))
  }
}

/** Units a case's later choices may lose: in every variant (at least) or in some (at most). */
function variantLosses(c: RawCase): Array<{ unit: string; range: Bounds }> {
  const units = new Set(c.variants.flatMap((v) => v.destroyed))
  return [...units].map((unit) => {
    const all = c.variants.every((v) => v.destroyed.includes(unit))
    return { unit, range: { low: all ? c.probability : ZERO, high: c.probability } }
  })
}

function addCase(lines: Lines, state: GameState, c: RawCase, tracked: string[]): void {
  const p = exactly(c.probability)
  const side = (unit: string) => state.units[unit]!.side // units of the combat are units of the state
  const distance = distanceOf(c.result)
  const destroyed = (unit: string, chance: Bounds, noRetreat: boolean): void => {
    if (noRetreat)
      lines.add(`no-retreat:${unit}`, chance, (probability) => ({
        code: 'no-retreat',
        rule: 'CBT.9',
        unit,
        side: side(unit),
        distance,
        probability,
      }))
    else
      lines.add(`destroyed:${unit}`, chance, (probability) => ({
        code: 'destroyed',
        rule: 'CBT.8',
        unit,
        side: side(unit),
        probability,
      }))
  }
  if (c.facts.noEffect) lines.add('no-effect', p, (b) => ({ code: 'no-effect', rule: 'ART.6', probability: b.low }))
  for (const d of c.facts.destroyed) destroyed(d.unit, p, d.cause === 'no-retreat')
  for (const { unit, range } of variantLosses(c)) destroyed(unit, range, !c.facts.exchange)
  for (const h of c.checks.filter((x) => x.held)) {
    const { unit, commander } = h
    lines.add(`holds:${unit}`, p, (b) => ({ code: 'holds', rule: 'CMD.2', unit, commander, probability: b.low }))
  }
  for (const r of c.facts.retreats) {
    const seen = lines.hexes.get(r.unit) ?? { first: new Set<HexCode>(), ends: new Set<HexCode>() }
    lines.hexes.set(r.unit, seen)
    for (const h of r.hexes) seen.first.add(h)
    for (const h of r.ends) seen.ends.add(h)
    const { unit, side: rside, distance: k } = r
    lines.add(`retreat:${unit}`, p, (b) => ({
      code: 'retreat',
      rule: 'CBT.10',
      unit,
      side: rside,
      distance: k,
      hexes: [...seen.first].sort(),
      ends: [...seen.ends].sort(),
      probability: b.low,
    }))
  }
  const ex = c.facts.exchange
  const exUnit = ex?.choices[0]?.[0]
  if (ex && exUnit) {
    const exSide = side(exUnit)
    lines.add('exchange', p, (b) => ({
      code: 'exchange',
      rule: 'CBT.8',
      side: exSide,
      need: ex.need,
      choices: ex.choices,
      probability: b.low,
    }))
  }
  for (const commander of tracked) {
    const b = captureIn(c, commander)
    if (b.high.num === 0n) continue
    const cside = state.commanders[commander]!.side // tracked commanders are commanders of the state
    const chance = { low: mul(b.low, c.probability), high: mul(b.high, c.probability) }
    lines.add(`captured:${commander}`, chance, (probability) => ({
      code: 'captured',
      rule: 'CMD.5',
      commander,
      side: cside,
      probability,
    }))
  }
}

export function resultLines(state: GameState, cases: RawCase[], tracked: string[]): ResultLine[] {
  const lines: ResultLine[] = []
  for (const c of cases) {
    let line = lines.find((l) => l.result === c.result)
    if (!line) {
      line = { result: c.result, rule: 'CBT.7', dice: c.dice, probability: ZERO, consequences: [] }
      lines.push(line)
    }
    line.probability = add(line.probability, c.probability)
  }
  for (const line of lines) {
    const sums = new Lines()
    for (const c of cases) if (c.result === line.result) addCase(sums, state, c, tracked)
    line.consequences = sums.given(line.probability)
  }
  return lines
}
