// Hard: a search over whole-phase movement plans. Several plans come from the candidate planner
// (other knobs, other main efforts); each is played out two turns on (`HORIZON`) with the AI's own
// dice, the more promising ones more often, and the best mean value wins.
import { isGameOver, type Command, type Ctx, type GameState, type Side } from '../engine'
import { seedToState, startSimulation } from '../engine/ai'
import { type Rand } from '../core'
import { decideCombat } from './combatPlan'
import { evaluate } from './evaluate'
import { planMovement } from './movePlan'
import { simSeed } from './rand'
import { decideAdvance, decideExchange, decideRetreat } from './steps'
import { DEFAULT_HARD_BUDGET, levelParams, type PlanParams } from './types'

/**
 * Knob variants of the planner, per side: more or fewer attacks set up, more or less drive, a bolder
 * or warier line (the Russians' choices are mostly about how much ground to give, the French's
 * about where and how hard to attack: their base already presses hard, so the others ask more or
 * less of an attack, weigh danger more, or drive harder).
 */
const KNOBS: Readonly<Record<Side, ReadonlyArray<Partial<PlanParams>>>> = {
  fr: [
    { minSetupValue: 1.0 },
    { minSetupValue: -0.2 },
    { drive: 1, caution: 1 },
    { maxSetups: 3 },
    { drive: 1.8 },
    { caution: 0.9 },
    { caution: 0.6, drive: 1.3 },
  ],
  ru: [
    { caution: 1.6 },
    { caution: 0.7 },
    { caution: 1.3, drive: 0.6 },
    { drive: 1.6 },
    { minSetupValue: -0.2 },
    { minSetupValue: 1.5, caution: 1.3 },
    { caution: 2.2 },
  ],
}
/** The base plan's first set-up targets, each left out once so that the effort goes elsewhere. */
const EXCLUDE_TOP = 3
/**
 * How far each playout looks, per side: the number of our own turns played out after the plan (its
 * combat and the enemy's reply, then `turns - 1` more turns of ours and the enemy's replies). A French
 * attack pays off over several turns (the Russians withdraw and refill the line in between): judged
 * only until the next French turn, the search preferred the warier plans and played worse than its own
 * base plan (docs/benchmarks-history.md); two turns let the attack's follow-up count. The Russians look
 * as far: a plan that holds this blow but leaves a flank, a battery or a corps commander with no way
 * out of the next one is seen to lose there (Normal French against Hard Russians, 40 games: 44.0% of
 * the Russian army lost with one turn, 39.0% with two; docs/balance.md).
 */
export const HORIZON: Readonly<Record<Side, number>> = { fr: 2, ru: 2 }
/** Most plans compared in one decision. */
export const MAX_PLANS = 10

export interface SearchReport {
  plans: number
  simulations: number
}

/**
 * The distinct whole-phase plans to compare, Hard's own base plan first: the planner with other
 * knobs, and the base plan with one of its first targets (or the first two) left out, which moves
 * the main effort to another sector rather than nudging the same one.
 */
export function candidatePlans(ctx: Ctx, state: GameState, rand: Rand): Command[][] {
  const base = levelParams('hard', state.side)
  const first = planMovement(ctx, state, base, rand)
  const plans: Command[][] = [first.commands]
  const seen = new Set<string>([JSON.stringify(first.commands)])
  const add = (p: Command[]): void => {
    const key = JSON.stringify(p)
    if (plans.length >= MAX_PLANS || seen.has(key)) return
    seen.add(key)
    plans.push(p)
  }
  const top = first.targets.slice(0, EXCLUDE_TOP)
  for (const t of top) add(planMovement(ctx, state, base, rand, { exclude: new Set([t]) }).commands)
  for (const v of KNOBS[state.side]) add(planMovement(ctx, state, { ...base, ...v }, rand).commands)
  if (top.length >= 2) add(planMovement(ctx, state, base, rand, { exclude: new Set(top.slice(0, 2)) }).commands)
  return plans
}

/**
 * Successive halving over the candidate plans: every plan gets a simulation or two, the better half
 * goes on to more, until the budget is spent; the best mean wins. Common random numbers: the k-th
 * simulation of every plan meets the same dice, so plans differ by their merit rather than by luck.
 */
export function searchMovement(
  ctx: Ctx,
  state: GameState,
  budget: number | undefined,
  rand: Rand,
  report?: SearchReport,
): Command[] {
  const sims = Math.max(1, budget ?? DEFAULT_HARD_BUDGET)
  const plans = candidatePlans(ctx, state, rand)
  if (plans.length === 1) return plans[0]!
  const seeds = Array.from({ length: sims }, () => simSeed(rand))
  let alive = plans.slice(0, Math.max(2, Math.min(plans.length, sims))).map((plan) => ({ plan, total: 0, n: 0 }))
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)))
  let left = sims
  for (let r = 0; r < rounds && left > 0; r++) {
    const each = Math.max(1, Math.floor(Math.floor(left / (rounds - r)) / alive.length))
    for (const st of alive) {
      for (let k = 0; k < each && left > 0; k++) {
        st.total += simulate(ctx, state, st.plan, seeds[st.n % seeds.length]!, rand) // sims >= 1 seeds
        st.n++
        left--
      }
    }
    // Stable: on equal means the earlier plan (the base plan first) stays ahead.
    alive = [...alive].sort((a, b) => b.total / Math.max(1, b.n) - a.total / Math.max(1, a.n))
    if (r < rounds - 1) alive = alive.slice(0, Math.ceil(alive.length / 2))
  }
  if (report) {
    report.plans += plans.length
    report.simulations += sims - left
  }
  return alive[0]!.plan // candidatePlans always has the base plan
}

/** Plays the plan out (`playout`) and values the position it comes to for the side to move. */
function simulate(ctx: Ctx, state: GameState, plan: Command[], diceSeed: number, rand: Rand): number {
  const end = playout(ctx, state, plan, diceSeed, rand)
  return end ? evaluate(ctx, end, state.side) : -1e6
}

/**
 * Plays the plan, then the game on until our own rally `HORIZON` turns on (our combat, the enemy's
 * whole reply, and so on), our side by Hard's planner and the enemy by Normal's, with dice from the
 * AI's generator; the position it comes to, or null when the plan is not legal. The playout runs on an
 * engine simulation (commands applied in place); each decision is taken on a frozen snapshot, the
 * state `apply` would have given, so the choices are the same either way.
 */
export function playout(ctx: Ctx, state: GameState, plan: Command[], diceSeed: number, rand: Rand): GameState | null {
  const side: Side = state.side
  const sim = startSimulation(ctx, state)
  for (const c of plan) if (!sim.apply(c).ok) return null
  // From here the dice are the AI's own: a fresh generator state drawn from its seed.
  sim.setDice(seedToState(diceSeed))
  const s = sim.state
  // Our own later moves as Hard's planner would make them; the enemy as Normal.
  const paramsOf = (who: Side): PlanParams => (who === side ? levelParams('hard', side) : levelParams('normal', who))
  let queue: Command[] = []
  let turnsLeft = HORIZON[side]
  let counted = -1 // the turn whose rally of ours was last counted
  for (let i = 0; i < 1500 * HORIZON[side] && !isGameOver(s); i++) {
    if (s.side === side && s.phase === 'rally' && counted !== s.turn) {
      counted = s.turn
      if (--turnsLeft <= 0) break
    }
    const head = s.pending[0]
    // Each decide* below answers at least one command.
    let cmd: Command
    if (head) {
      const snap = sim.snapshot()
      cmd =
        head.kind === 'exchange'
          ? decideExchange(ctx, snap)[0]!
          : head.kind === 'retreat'
            ? decideRetreat(ctx, snap, head.side)[0]!
            : decideAdvance(ctx, snap, head.side)[0]!
    } else if (s.phase === 'combat') cmd = decideCombat(ctx, sim.snapshot(), paramsOf(s.side), rand)[0]!
    else if (s.phase === 'rally') cmd = { type: 'rally' }
    else if (s.phase === 'movement') {
      if (!queue.length) queue = planMovement(ctx, sim.snapshot(), paramsOf(s.side), rand).commands
      cmd = queue.shift() as Command
    } else break
    if (!sim.apply(cmd).ok) {
      queue = []
      if (!sim.apply({ type: 'endPhase' }).ok) break
    }
  }
  return sim.snapshot()
}
