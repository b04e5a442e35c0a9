// Every class of rolls an attack can meet, and what the engine does in each (CBT.7, CMD.2, CMD.4).
// Rolls are grouped only where the rules treat them alike: the faces of the combat die that give one
// result, a CMD.2 roll that holds or not, and a CMD.4 roll that kills or not. Whether a commander is
// killed matters to the board only through his command's zones of control (ZOC.2) when a unit must
// retreat; otherwise each roller's fate is his own, with its exact odds, and is not enumerated.
import { resultOdds } from '../combat/crt'
import type { Command, Ctx } from '../core/commands'
import { dev } from '../core/diagnostic'
import { distance } from '../../core/geometry'
import { hexId } from '../map/map'
import type { CombatResult, GameState } from '../core/state'
import type { HexCode, Side } from '../core/types'
import { commandsUnit, isOnMap, placed } from '../core/units'
import { fraction, mul, type Fraction } from './fraction'
import { runFacts, sameBoard, type RunFacts } from './runFacts'
import { createRunner, type Faces, type ScriptedRun } from './scriptedRun'
import type { HoldCheck, Variant } from './types'
import { exchangeVariants, noVariants, retreatVariants } from './variants'

/** One case as enumerated; consequences.ts reads out the commanders it concerns and the public facts. */
export interface RawCase {
  probability: Fraction
  result: CombatResult
  dice: number[]
  checks: HoldCheck[]
  decisive: string[]
  killed: string[]
  facts: RunFacts
  variants: Variant[]
}

/** CMD.4: a commander dies on 1–2 and then 1, 2 pairs of dice in 36. */
const KILL = fraction(1, 18)
const SPARE = fraction(17, 18)

/** CMD.4: a roll that leaves the commander unhurt at once (3–6), and the two that kill him (1–2, then 1). */
const UNHURT: Faces = [3, 4, 5, 6]
const KILLING: Faces[] = [[1, 2], [1]]
const faces = (from: number, to: number): Faces => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** CMD.2: each roll holds (die at most the rating) or not. */
function holdPatterns(checks: HoldCheck[]): Array<{ checks: HoldCheck[]; rolls: Faces[]; probability: Fraction }> {
  let out = [{ checks: [] as HoldCheck[], rolls: [] as Faces[], probability: fraction(1) }]
  for (const c of checks) {
    const hold = Math.max(0, Math.min(6, c.rating))
    const next: typeof out = []
    for (const p of out) {
      const add = (held: boolean, f: Faces) =>
        next.push({
          checks: [...p.checks, { ...c, held }],
          rolls: [...p.rolls, f],
          probability: mul(p.probability, fraction(f.length, 6)),
        })
      if (hold > 0) add(true, faces(1, hold))
      if (hold < 6) add(false, faces(hold + 1, 6))
    }
    out = next
  }
  return out
}

/** Where units must retreat, or were destroyed for want of a retreat: hexes and sides (CBT.9–10). */
function retreatsOf(run: ScriptedRun, facts: RunFacts): Array<{ hex: HexCode; side: Side; cavalry: boolean }> {
  const out: Array<{ hex: HexCode; side: Side; cavalry: boolean }> = []
  for (const r of facts.retreats) {
    const u = placed(run.state.units[r.unit]!) // a pending retreat's unit stands on the map
    out.push({ hex: u.hex, side: u.side, cavalry: u.type === 'cavalry' })
  }
  for (const e of run.events) {
    if (e.type !== 'unit-destroyed' || e.cause !== 'no-retreat') continue
    const u = run.state.units[e.unit]! // the event names a unit of the state
    out.push({ hex: e.hex, side: u.side, cavalry: u.type === 'cavalry' })
  }
  return out
}

/**
 * Rollers whose death could change a retreat: killed, a commander demoralizes his command (CMD.4), whose
 * units then exert no zone of control (ZOC.2). That matters only to an enemy retreating unit that is not
 * cavalry (ZOC.5), and only for units near enough: a retreat enters hexes at most two away, and a zone
 * reaches only the hexes next to the unit that exerts it, so a unit more than three hexes away cannot bar it.
 */
function decisiveRollers(ctx: Ctx, start: GameState, r0: ScriptedRun, facts: RunFacts): string[] {
  const at = retreatsOf(r0, facts).filter((r) => !r.cavalry)
  if (at.length === 0) return []
  return facts.rollers.filter((id) => {
    const c = start.commanders[id]! // rollers are commanders of the state
    return Object.values(r0.state.units).some(
      (u) =>
        isOnMap(u) &&
        u.type !== 'artillery' &&
        !u.demoralized &&
        commandsUnit(c, u) &&
        at.some((r) => r.side !== u.side && distance(ctx.map.geo, hexId(ctx.map, r.hex), hexId(ctx.map, u.hex)) <= 3),
    )
  })
}

function subsets<T>(xs: T[]): T[][] {
  return xs.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]])
}

/** What the coach keeps of a run: read at once, since the next run reuses the copy. */
interface Read {
  facts: RunFacts
  variants: Variant[]
  decisive: string[]
}

/** Runs the attack with chosen rolls, and reads the run. */
function reader(ctx: Ctx, state: GameState, cmd: Command): (rolls: readonly Faces[]) => Read {
  const go = createRunner(ctx, state)
  return (rolls) => {
    const r = go(cmd, rolls)
    // The attack was checked legal before any case is run, and dice never make it illegal.
    if ('refusal' in r) throw new Error(dev`engine invariant: a checked attack refused (${r.refusal.code})`)
    const facts = runFacts(ctx, state, r)
    const variants = facts.exchange
      ? exchangeVariants(ctx, r, facts.exchange.choices)
      : facts.retreats.length > 0
        ? retreatVariants(ctx, r, facts.retreats)
        : noVariants()
    return { facts, variants, decisive: decisiveRollers(ctx, state, r, facts) }
  }
}

type Common = Pick<RawCase, 'result' | 'dice' | 'checks' | 'probability'>

/**
 * The cases of one combat result and CMD.2 pattern, read first with every roller spared. Killing
 * commanders only takes zones of control away (ZOC.2), so retreats only gain hexes: when killing all
 * the decisive rollers changes nothing, no other kill does, and their rolls are left to their own odds.
 */
function casesOf(read: (rolls: readonly Faces[]) => Read, common: Common, rolls: Faces[], r0: Read): RawCase[] {
  const spared: RawCase = { ...common, decisive: [], killed: [], facts: r0.facts, variants: r0.variants }
  // Retreats are ordered before the casualty rolls; with none, no kill can change the board.
  const decisive = r0.decisive
  if (decisive.length === 0) return [spared]
  const killing = (killed: string[]): Read =>
    read([...rolls, ...r0.facts.rollers.flatMap((id) => (killed.includes(id) ? KILLING : [UNHURT]))])
  const all = killing(decisive)
  if (sameBoard(r0.facts, all.facts)) return [spared]
  return subsets(decisive).map((killed) => {
    const r = killed.length === 0 ? r0 : killed.length === decisive.length ? all : killing(killed)
    const probability = decisive.reduce((acc, id) => mul(acc, killed.includes(id) ? KILL : SPARE), common.probability)
    return { ...common, probability, decisive, killed, facts: r.facts, variants: r.variants }
  })
}

/**
 * Faces for the rolls after the combat die in a first run: above every rating concerned (no CMD.2 hold) and
 * 3 or more (no CMD.4 casualty); as many as the rolls that can follow (a CMD.2 roll per unit of the combat,
 * a CMD.4 roll per commander with them). Empty when a rating of 6 leaves no such face.
 */
function quietRolls(state: GameState, units: string[]): Faces[] {
  const hexes = new Set(units.map((id) => state.units[id]!.hex)) // the attack was checked: units of the state
  const near = Object.values(state.commanders).filter((c) => c.status === 'active' && hexes.has(c.hex))
  const low = Math.max(3, ...near.map((c) => c.rating + 1))
  return low > 6 ? [] : Array<Faces>(units.length + near.length).fill(faces(low, 6))
}

export function attackCases(ctx: Ctx, state: GameState, cmd: Command, units: string[], diff: number): RawCase[] {
  const out: RawCase[] = []
  const read = reader(ctx, state, cmd)
  const quiet = quietRolls(state, units)
  for (const odds of resultOdds(diff)) {
    // A first run with any die of the result: which CMD.2 and CMD.4 rolls follow depends on nothing else,
    // and it stands for the case where none holds and nobody is hurt when its rolls fell that way.
    const base = read([odds.dice, ...quiet])
    const found = base.facts
    const calm = found.checks.every((c) => !c.held) && found.dice === 1 + found.checks.length + found.rollers.length
    for (const pattern of holdPatterns(found.checks)) {
      const rolls = [odds.dice, ...pattern.rolls]
      const reuse = calm && pattern.checks.every((c) => !c.held)
      const r0 = reuse ? base : read([...rolls, ...found.rollers.map(() => UNHURT)])
      const probability = mul(fraction(odds.dice.length, 6), pattern.probability)
      out.push(
        ...casesOf(read, { result: odds.result, dice: odds.dice, checks: pattern.checks, probability }, rolls, r0),
      )
    }
  }
  return out
}
