// Every class of rolls an attack can meet, and what the engine does in each (CBT.7, CMD.2, CMD.4).
// Rolls are grouped only where the rules treat them alike: the faces of the combat die that give one
// result, a CMD.2 roll that holds or not, and a CMD.4 roll that kills or not. Whether a commander is
// killed matters to the board only through his command's zones of control (ZOC.2) when a unit must
// retreat; otherwise each roller's fate is his own, with its exact odds, and is not enumerated.
import { resultOdds } from '../combat/crt'
import type { Command, Ctx } from '../core/commands'
import { dev } from '../core/diagnostic'
import type { CombatResult, GameState } from '../core/state'
import { commands, isOnMap } from '../core/units'
import { fraction, mul, type Fraction } from './fraction'
import { runFacts, sameBoard, type RunFacts } from './runFacts'
import { QUIET_DIE, runWithDice, type ScriptedRun } from './scriptedRun'
import type { HoldCheck, Variant } from './types'
import { crowdedVariants, exchangeVariants, noVariants } from './variants'

/** One case as enumerated; consequences.ts reads out the commanders it concerns and the public facts. */
export interface RawCase {
  probability: Fraction
  result: CombatResult
  dice: number[]
  checks: HoldCheck[]
  decisive: string[]
  killed: string[]
  facts: RunFacts
  run: ScriptedRun
  variants: Variant[]
}

const KILL = fraction(1, 18)
const SPARE = fraction(17, 18)

function run(ctx: Ctx, state: GameState, cmd: Command, dice: number[]): ScriptedRun {
  const r = runWithDice(ctx, state, cmd, dice)
  // The attack was checked legal before any case is run, and dice never make it illegal.
  if ('refusal' in r) throw new Error(dev`engine invariant: a checked attack refused (${r.refusal.code})`)
  return r
}

/** CMD.2: each roll holds (die at most the rating) or not; the die 1 or 6 stands for its class. */
function holdPatterns(checks: HoldCheck[]): Array<{ checks: HoldCheck[]; dice: number[]; probability: Fraction }> {
  let out = [{ checks: [] as HoldCheck[], dice: [] as number[], probability: fraction(1) }]
  for (const c of checks) {
    const hold = Math.max(0, Math.min(6, c.rating))
    const next: typeof out = []
    for (const p of out) {
      if (hold > 0)
        next.push({
          checks: [...p.checks, { ...c, held: true }],
          dice: [...p.dice, 1],
          probability: mul(p.probability, fraction(hold, 6)),
        })
      if (hold < 6)
        next.push({
          checks: [...p.checks, { ...c, held: false }],
          dice: [...p.dice, 6],
          probability: mul(p.probability, fraction(6 - hold, 6)),
        })
    }
    out = next
  }
  return out
}

/** Rollers whose death demoralizes a unit that now exerts a zone of control (CMD.4, ZOC.2). */
function decisiveRollers(start: GameState, after: GameState, rollers: string[]): string[] {
  return rollers.filter((id) => {
    const c = start.commanders[id]! // rollers are commanders of the state
    return Object.values(after.units).some(
      (u) => isOnMap(u) && u.type !== 'artillery' && !u.demoralized && commands(c, u),
    )
  })
}

function subsets<T>(xs: T[]): T[][] {
  return xs.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]])
}

function variantsOf(ctx: Ctx, r: ScriptedRun, facts: RunFacts): Variant[] {
  if (facts.exchange) return exchangeVariants(ctx, r, facts.exchange.choices)
  return facts.retreats.length > 1 ? crowdedVariants(ctx, r, facts.retreats) : noVariants()
}

type Common = Pick<RawCase, 'result' | 'dice' | 'checks' | 'probability'>

/**
 * The cases of one combat result and CMD.2 pattern, run first with every roller spared. Killing
 * commanders only takes zones of control away (ZOC.2), so retreats only gain hexes: when killing all
 * the decisive rollers changes nothing, no other kill does, and their rolls are left to their own odds.
 */
function casesOf(ctx: Ctx, state: GameState, cmd: Command, common: Common, dice: number[], r0: ScriptedRun): RawCase[] {
  const facts0 = runFacts(ctx, state, r0)
  const spared = { ...common, decisive: [], killed: [], facts: facts0, run: r0, variants: variantsOf(ctx, r0, facts0) }
  // Retreats are ordered before the casualty rolls; with none, no kill can change the board.
  const retreat = facts0.retreats.length > 0 || facts0.destroyed.some((d) => d.cause === 'no-retreat')
  const decisive = retreat ? decisiveRollers(state, r0.state, facts0.rollers) : []
  if (decisive.length === 0) return [spared]
  const runKilling = (killed: string[]): ScriptedRun =>
    run(ctx, state, cmd, [...dice, ...facts0.rollers.flatMap((id) => (killed.includes(id) ? [1, 1] : [QUIET_DIE]))])
  const all = runKilling(decisive)
  if (sameBoard(facts0, runFacts(ctx, state, all))) return [spared]
  return subsets(decisive).map((killed) => {
    const r = killed.length === 0 ? r0 : killed.length === decisive.length ? all : runKilling(killed)
    const facts = killed.length === 0 ? facts0 : runFacts(ctx, state, r)
    const probability = decisive.reduce((acc, id) => mul(acc, killed.includes(id) ? KILL : SPARE), common.probability)
    return { ...common, probability, decisive, killed, facts, run: r, variants: variantsOf(ctx, r, facts) }
  })
}

export function attackCases(ctx: Ctx, state: GameState, cmd: Command, diff: number): RawCase[] {
  const out: RawCase[] = []
  for (const odds of resultOdds(diff)) {
    const face = odds.dice[0]! // a result of the column has at least one face
    const base = run(ctx, state, cmd, [face])
    for (const pattern of holdPatterns(runFacts(ctx, state, base).checks)) {
      const dice = [face, ...pattern.dice]
      // The first run left every CMD.2 roll at QUIET_DIE: the same dice need no second run.
      const r0 = pattern.dice.every((d) => d === QUIET_DIE) ? base : run(ctx, state, cmd, dice)
      const probability = mul(fraction(odds.dice.length, 6), pattern.probability)
      out.push(
        ...casesOf(
          ctx,
          state,
          cmd,
          { result: odds.result, dice: odds.dice, checks: pattern.checks, probability },
          dice,
          r0,
        ),
      )
    }
  }
  return out
}
