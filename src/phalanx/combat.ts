// Attacks (PH-CBT.1–7, PH-OPT.1): who may attack whom, strengths, and the rout.
import { nextDie } from '../core'
import type { PhCommand, PhCtx, PhOutcome } from './commands'
import type { PhEvent } from './events'
import { isFrontHex } from './facing'
import { hexOf, type Field } from './field'
import { refuse, type PhRefusal } from './refusal'
import { unitOf, withUnits, type DeclaredAttack, type PhState } from './state'
import { frontOf, isOnBoard, valuesOf, type PhUnit } from './units'

/** Why `attacker` cannot attack `target` this turn, or null (PH-CBT.2–3, PH-SETUP.5). */
export function attackerRefusal(field: Field, state: PhState, attacker: PhUnit, target: PhUnit): PhRefusal | null {
  if (attacker.side !== state.side) return refuse('attack.attacker-not-own', { unit: attacker.id })
  if (attacker.location === 'lost') return refuse('unit.lost', { unit: attacker.id })
  if (!isOnBoard(attacker)) return refuse('attack.attacker-not-on-board', { unit: attacker.id })
  if (valuesOf(attacker).attack <= 0) return refuse('attack.attacker-no-strength', { unit: attacker.id })
  if (state.attackers.includes(attacker.id)) return refuse('attack.attacker-used', { unit: attacker.id })
  const from = hexOf(field, attacker.location)
  if (!isFrontHex(field, from, frontOf(attacker), hexOf(field, target.location))) {
    return refuse('attack.not-front', { unit: attacker.id, target: target.id })
  }
  return null
}

/** Why `target` cannot be attacked this turn, or null (PH-CBT.1, PH-CBT.3, PH-SETUP.5). */
export function targetRefusal(state: PhState, target: PhUnit): PhRefusal | null {
  if (target.side === state.side) return refuse('attack.target-own', { unit: target.id })
  if (target.location === 'lost') return refuse('unit.lost', { unit: target.id })
  if (!isOnBoard(target)) return refuse('attack.target-not-on-board', { unit: target.id })
  if (state.targets.includes(target.id)) return refuse('attack.target-used', { unit: target.id })
  return null
}

export interface AttackCheck {
  readonly target: PhUnit
  readonly attackers: readonly PhUnit[]
  /** PH-CBT.4: the sum of the attackers' attack values, against the target's defence, no modifiers. */
  readonly strength: number
  readonly defence: number
}

/** Validates an attack without making it: the board's preview and the command share it. */
export function checkAttack(
  field: Field,
  state: PhState,
  targetId: string,
  attackerIds: readonly string[],
): { ok: true; value: AttackCheck } | { ok: false; refusal: PhRefusal } {
  if (state.phase !== 'attack')
    return { ok: false, refusal: refuse('phase.wrong', { expected: 'attack', phase: state.phase }) }
  if (attackerIds.length === 0) return { ok: false, refusal: refuse('attack.no-attackers') }
  const target = unitOf(state, targetId)
  if (!target) return { ok: false, refusal: refuse('unit.unknown', { unit: targetId }) }
  const bad = targetRefusal(state, target)
  if (bad) return { ok: false, refusal: bad }
  const attackers: PhUnit[] = []
  for (const id of attackerIds) {
    const a = unitOf(state, id)
    if (!a) return { ok: false, refusal: refuse('unit.unknown', { unit: id }) }
    if (attackers.includes(a)) return { ok: false, refusal: refuse('attack.attacker-repeated', { unit: id }) }
    const no = attackerRefusal(field, state, a, target)
    if (no) return { ok: false, refusal: no }
    attackers.push(a)
  }
  const strength = attackers.reduce((sum, a) => sum + valuesOf(a).attack, 0)
  return { ok: true, value: { target, attackers, strength, defence: valuesOf(target).defence } }
}

/** PH-CBT.5: equal or more routs the target: it is lost at once and its hex is empty. */
function resolve(state: PhState, a: DeclaredAttack, strength: number, defence: number, events: PhEvent[]): PhState {
  const target = state.units[a.target]! // a declared attack names units of the state
  const attackers = [...a.attackers]
  if (strength >= defence) {
    events.push({
      kind: 'routed',
      rule: 'PH-CBT.5',
      unit: target.id,
      hex: target.location,
      attackers,
      strength,
      defence,
    })
    return withUnits(state, [{ ...target, location: 'lost', facing: null }])
  }
  events.push({ kind: 'attackFailed', rule: 'PH-CBT.5', target: target.id, attackers, strength, defence })
  return state
}

export function attack(ctx: PhCtx, state: PhState, cmd: Extract<PhCommand, { type: 'attack' }>): PhOutcome {
  const checked = checkAttack(ctx.field, state, cmd.target, cmd.attackers)
  if (!checked.ok) return checked
  const { target, attackers, strength, defence } = checked.value
  const ids = attackers.map((a) => a.id)
  const declared: DeclaredAttack = { target: target.id, attackers: ids }
  const events: PhEvent[] = [
    { kind: 'attackDeclared', rule: 'PH-CBT.1', target: target.id, attackers: ids, strength, defence },
  ]
  let next: PhState = { ...state, attackers: [...state.attackers, ...ids], targets: [...state.targets, target.id] }
  // PH-CBT.6: without dice the order cannot matter, so the attack is resolved as soon as it is made;
  // with PH-OPT.1 every declaration waits for the end of the phase.
  if (state.setup.randomDefence) next = { ...next, declared: [...state.declared, declared] }
  else next = resolve(next, declared, strength, defence, events)
  return { ok: true, state: next, events }
}

/** PH-OPT.1: one die per attacked unit, in declaration order: 1 lowers its defence by 1, 6 raises it. */
export function resolveDeclared(state: PhState, events: PhEvent[]): PhState {
  let s = state
  for (const a of state.declared) {
    const { die, rng } = nextDie(s.rng)
    s = { ...s, rng }
    // Declared attacks name units of the state.
    const base = valuesOf(s.units[a.target]!).defence
    const defence = base + (die === 1 ? -1 : die === 6 ? 1 : 0)
    events.push({ kind: 'defenceRolled', rule: 'PH-OPT.1', target: a.target, die, defence })
    const strength = a.attackers.reduce((sum, id) => sum + valuesOf(s.units[id]!).attack, 0)
    s = resolve(s, a, strength, defence, events)
  }
  return { ...s, declared: [] }
}
