// Combat commands: attack, fire, and the commands that resolve pending steps (CBT.8, CBT.10, CBT.11).
import { edit } from '../core/working'
import { advanceUnit } from './advance'
import { checkAttack } from './combatRules'
import type { Command, Ctx, Outcome } from '../core/commands'
import type { GameEvent } from '../core/events'
import { refuse, type Refusal } from '../core/refusal'
import { minimalLossSets, removeExchange, resolveCombat } from './resolve'
import { retreatOneHex, retreatOptions, type RetreatStep } from './retreat'
import { pendingSteps, setPendingSteps } from './pendingQueue'
import { settle } from './settle'
import type { GameState } from '../core/state'

const no = (r: Refusal): Outcome => ({ ok: false, refusal: r })

/** Applies a combat step to a draft, then settles its consequences on the result (settle.ts). */
function run(ctx: Ctx | null, state: GameState, fn: (s: GameState, events: GameEvent[]) => void): Outcome {
  const events: GameEvent[] = []
  const next = edit(state, (s) => fn(s, events))
  return { ok: true, state: ctx ? settle(ctx, next, events) : next, events }
}

export function attack(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'attack' }>): Outcome {
  const spec = { defender: cmd.defender, attackers: cmd.attackers, batteries: cmd.batteries ?? [] }
  const checked = checkAttack(ctx, state, spec, 'melee')
  if (!checked.ok) return no(checked.refusal)
  return run(ctx, state, (s, ev) =>
    resolveCombat(
      ctx,
      s,
      { kind: 'melee', defender: spec.defender, attackers: spec.attackers, batteries: spec.batteries },
      ev,
    ),
  )
}

export function fire(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'fire' }>): Outcome {
  const checked = checkAttack(ctx, state, { defender: cmd.target, attackers: [], batteries: cmd.batteries }, 'fire')
  if (!checked.ok) return no(checked.refusal)
  return run(ctx, state, (s, ev) =>
    resolveCombat(ctx, s, { kind: 'fire', defender: cmd.target, attackers: [], batteries: cmd.batteries }, ev),
  )
}

/** The retreat steps the acting side may take now: the one already begun, or any of its side's. */
export function actionableRetreats(state: GameState): RetreatStep[] {
  const head = state.pending[0]
  if (!head || head.kind !== 'retreat') return []
  // A retreat once begun is kept at the head of the queue until it is finished.
  if (head.remaining < head.total) return [head]
  return pendingSteps(state).filter((p): p is RetreatStep => p.kind === 'retreat' && p.side === head.side)
}

export function retreat(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'retreat' }>): Outcome {
  const steps = actionableRetreats(state)
  const step = steps.find((p) => p.unit === cmd.unit)
  if (!step) {
    const begun = steps.length === 1 && steps[0]!.remaining < steps[0]!.total
    return no(begun ? refuse('CBT.10', 'retreat.finish-first') : refuse('CBT.10', 'retreat.not-pending'))
  }
  const options = retreatOptions(ctx, state, step)
  if (!options.includes(cmd.hex)) {
    return no(refuse('CBT.10', 'retreat.illegal-hex', { hex: String(cmd.hex) }))
  }
  return run(ctx, state, (s, ev) => retreatOneHex(s, step, cmd.hex, ev))
}

export function chooseLosses(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'chooseLosses' }>): Outcome {
  const head = state.pending[0]
  if (!head || head.kind !== 'exchange') return no(refuse('CBT.8', 'exchange.not-pending'))
  const units = cmd.units
  if (
    !Array.isArray(units) ||
    new Set(units).size !== units.length ||
    !units.every((u) => head.candidates.includes(u))
  ) {
    return no(refuse('CBT.8', 'exchange.bad-units'))
  }
  const strengths = head.candidates.map((id) => state.units[id]!.front.strength) // candidates are units of the state
  const chosen = head.candidates
    .map((id, i) => (units.includes(id) ? i : -1))
    .filter((i) => i >= 0)
    .join(',')
  if (!minimalLossSets(strengths, head.need).some((set) => set.join(',') === chosen)) {
    return no(refuse('CBT.8', 'exchange.not-minimal', { need: head.need }))
  }
  return run(ctx, state, (s, ev) => {
    setPendingSteps(s, pendingSteps(s).slice(1))
    removeExchange(ctx, s, units, head.need, ev)
  })
}

export function advance(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'advance' }>): Outcome {
  const head = state.pending[0]
  if (!head || head.kind !== 'advance') return no(refuse('CBT.11', 'advance.not-pending'))
  if (cmd.unit === null) {
    return run(null, state, (s, ev) => {
      setPendingSteps(s, pendingSteps(s).slice(1))
      s.combat = null
      ev.push({ type: 'advance-declined', rule: 'CBT.11', side: head.side })
    })
  }
  const options = head.options.filter((o) => o.unit === cmd.unit && (cmd.hex === undefined || o.hex === cmd.hex))
  if (options.length !== 1) {
    return no(refuse('CBT.11', 'advance.illegal', { needHex: options.length > 1 }))
  }
  return run(ctx, state, (s, ev) => {
    setPendingSteps(s, pendingSteps(s).slice(1))
    s.combat = null
    const choice = options[0]! // exactly one, checked above
    advanceUnit(s, choice.unit, choice.hex, ev)
  })
}
