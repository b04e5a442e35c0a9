// Hard: a search over whole-phase movement plans. Several plans come from the candidate planner
// with different knobs; each is played out through our combat phase a few times with the AI's own
// dice, and the plan with the best mean position value is chosen.
import { apply, seedToState, type Command, type Ctx, type GameState, type Side } from '../engine'
import { type Rand } from '../sim'
import { decideCombat } from './combatPlan'
import { evaluate } from './evaluate'
import { planMovement } from './movePlan'
import { simSeed } from './rand'
import { decideAdvance, decideExchange, decideRetreat } from './steps'
import { DEFAULT_HARD_BUDGET, LEVEL_PARAMS, type PlanParams } from './types'
import { isGameOver } from '../engine'

const VARIANTS: ReadonlyArray<Partial<PlanParams>> = [
  {},
  { minSetupValue: 1.5 },
  { minSetupValue: -0.2, drive: 1.3 },
  { drive: 0.6, minSetupValue: 0.8 },
  { maxSetups: 2 },
  { drive: 1.6 },
]

export interface SearchReport {
  plans: number
  simulations: number
}

export function searchMovement(
  ctx: Ctx,
  state: GameState,
  budget: number | undefined,
  rand: Rand,
  report?: SearchReport,
): Command[] {
  const sims = Math.max(1, budget ?? DEFAULT_HARD_BUDGET)
  const base = LEVEL_PARAMS.hard
  const plans: Command[][] = []
  const seen = new Set<string>()
  for (const v of VARIANTS) {
    const p = planMovement(ctx, state, { ...base, ...v }, rand).commands
    const key = JSON.stringify(p)
    if (seen.has(key)) continue
    seen.add(key)
    plans.push(p)
    if (plans.length >= Math.max(2, Math.ceil(sims / 2))) break
  }
  if (plans.length === 1) return plans[0]
  const per = Math.max(1, Math.floor(sims / plans.length))
  // Common random numbers: every plan meets the same simulated dice, so plans differ by their merit.
  const seeds = Array.from({ length: per }, () => simSeed(rand))
  let best = plans[0]
  let bestV = -Infinity
  for (const plan of plans) {
    let total = 0
    for (let i = 0; i < per; i++) total += simulate(ctx, state, plan, seeds[i], rand)
    const mean = total / per
    if (report) {
      report.plans++
      report.simulations += per
    }
    if (mean > bestV) {
      bestV = mean
      best = plan
    }
  }
  return best
}

/**
 * Plays the plan, our combat phase and the enemy's whole reply (rally, movement, combat), both
 * sides by the Normal policy, with dice from the AI's generator; values the position we get back.
 */
function simulate(ctx: Ctx, state: GameState, plan: Command[], diceSeed: number, rand: Rand): number {
  const side: Side = state.side
  let s = state
  for (const c of plan) {
    const out = apply(ctx, s, c)
    if (!out.ok) return -1e6
    s = out.state
  }
  // From here the dice are the AI's own: a fresh generator state drawn from its seed.
  s = { ...s, rng: seedToState(diceSeed) }
  const params = LEVEL_PARAMS.normal
  let queue: Command[] = []
  for (let i = 0; i < 1500 && !isGameOver(s) && !(s.side === side && s.phase === 'rally'); i++) {
    const head = s.pending[0]
    let cmd: Command
    if (head)
      cmd =
        head.kind === 'exchange'
          ? decideExchange(s)[0]
          : head.kind === 'retreat'
            ? decideRetreat(ctx, s, head.side)[0]
            : decideAdvance(ctx, s, head.side)[0]
    else if (s.phase === 'combat') cmd = decideCombat(ctx, s, params, rand)[0]
    else if (s.phase === 'rally') cmd = { type: 'rally' }
    else if (s.phase === 'movement') {
      if (!queue.length) queue = planMovement(ctx, s, params, rand).commands
      cmd = queue.shift() as Command
    } else break
    const out = apply(ctx, s, cmd)
    if (!out.ok) {
      queue = []
      const end = apply(ctx, s, { type: 'endPhase' })
      if (!end.ok) break
      s = end.state
      continue
    }
    s = out.state
  }
  return evaluate(ctx, s, side)
}
