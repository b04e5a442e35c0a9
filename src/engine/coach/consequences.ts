// attackConsequences: before an attack or a fire is made, everything the rules will do with it on this
// board, with exact chances: each result's consequences, the defender's destruction, the strength
// points each side may expect to lose, and each commander's risk (CBT.7–10, ART.6, CMD.2, CMD.4, CMD.5).
import { previewAttack } from '../combat/queries'
import type { Command, Ctx } from '../core/commands'
import type { Answer } from '../core/refusal'
import type { GameState } from '../core/state'
import type { Side } from '../core/types'
import { attackCases, type RawCase } from './cases'
import { captureIn, fateIn } from './commanderFate'
import { add, addBounds, fraction, mul, NO_CHANCE, scaleBounds, ZERO, type Bounds } from './fraction'
import { resultLines } from './resultLines'
import type { AttackConsequences, CommanderRisk, ConsequenceCase } from './types'

export interface PlannedAttack {
  defender: string
  /** Melee attackers; none for a fire by batteries alone (ART.4). */
  attackers?: string[]
  batteries?: string[]
}

/** Commanders the combat concerns: stacked with a unit of it, rolling for casualties, or changed by it. */
function concerned(state: GameState, units: string[], cases: RawCase[]): string[] {
  const hexes = new Set(units.map((id) => state.units[id]!.hex)) // the attack was checked: its units are on the map
  const ids = new Set<string>()
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.status === 'active' && hexes.has(c.hex)) ids.add(id)
  }
  for (const c of cases) {
    for (const id of c.facts.rollers) ids.add(id)
    for (const id in c.facts.changed) ids.add(id)
    for (const v of c.variants) for (const id of v.captured) ids.add(id)
  }
  return Object.keys(state.commanders).filter((id) => ids.has(id))
}

function commanderRisk(state: GameState, cases: RawCase[], id: string): CommanderRisk {
  let rolls = ZERO
  let killed = ZERO
  let badlyWounded = ZERO
  let wounded = ZERO
  let captured: Bounds = NO_CHANCE
  for (const c of cases) {
    const f = fateIn(c, id)
    const p = c.probability
    if (f.rolls) rolls = add(rolls, p)
    killed = add(killed, mul(p, f.killed))
    badlyWounded = add(badlyWounded, mul(p, f.badlyWounded))
    wounded = add(wounded, mul(p, f.wounded))
    captured = addBounds(captured, scaleBounds(captureIn(c, id), p))
  }
  return {
    commander: id,
    side: state.commanders[id]!.side, // concerned() names commanders of the state
    casualty: { rule: 'CMD.4', rolls, killed, badlyWounded, wounded },
    capture: { rule: 'CMD.5', probability: captured },
  }
}

/** Expected strength points lost by a side: the combat's own losses plus the best and worst later choice. */
function expectedLoss(cases: RawCase[], side: Side): Bounds {
  let out: Bounds = NO_CHANCE
  for (const c of cases) {
    const later = c.variants.map((v) => v.lost[side])
    const low = fraction(c.facts.lost[side] + Math.min(...later))
    const high = fraction(c.facts.lost[side] + Math.max(...later))
    out = addBounds(out, { low: mul(low, c.probability), high: mul(high, c.probability) })
  }
  return out
}

function publicCase(c: RawCase, tracked: string[]): ConsequenceCase {
  const commanders: ConsequenceCase['commanders'] = {}
  for (const id of tracked) commanders[id] = c.facts.statuses[id]! // tracked: commanders of the state
  return {
    probability: c.probability,
    result: c.result,
    dice: c.dice,
    noEffect: c.facts.noEffect,
    checks: c.checks,
    rollers: c.facts.rollers,
    decisive: c.decisive,
    killed: c.killed,
    destroyed: c.facts.destroyed,
    retreats: c.facts.retreats,
    exchange: c.facts.exchange,
    commanders,
    lost: c.facts.lost,
    variants: c.variants,
  }
}

/**
 * Every consequence of a planned attack (or, with no attackers, a fire), enumerated over the dice with
 * the engine's own resolution; refused exactly as previewAttack refuses an illegal one. Where the result
 * leaves a choice to a player (which units an EX removes, the route and order of retreats), the figures
 * that depend on it are bounds: `low` over the choices that lose least, `high` over those that lose most.
 */
export function attackConsequences(
  ctx: Ctx,
  state: GameState,
  attack: PlannedAttack,
): Answer<{ consequences: AttackConsequences }> {
  const checked = previewAttack(ctx, state, attack)
  if (!checked.ok) return checked
  const preview = checked.preview
  const attackers = attack.attackers ?? []
  const batteries = attack.batteries ?? []
  const cmd: Command =
    preview.kind === 'melee'
      ? { type: 'attack', defender: attack.defender, attackers, batteries }
      : { type: 'fire', batteries, target: attack.defender }
  const units = [attack.defender, ...attackers, ...batteries]
  const cases = attackCases(ctx, state, cmd, units, preview.diff)
  const tracked = concerned(state, units, cases)
  let byResult = ZERO
  let noRetreat = ZERO
  for (const c of cases) {
    const d = c.facts.destroyed.find((x) => x.unit === attack.defender)
    if (d && d.cause === 'no-retreat') noRetreat = add(noRetreat, c.probability)
    else if (d) byResult = add(byResult, c.probability)
  }
  return {
    ok: true,
    consequences: {
      kind: preview.kind,
      diff: preview.diff,
      column: preview.column.index,
      results: resultLines(state, cases, tracked),
      defender: { destroyed: add(byResult, noRetreat), byResult, noRetreat },
      lost: { rule: 'WIN.1', fr: expectedLoss(cases, 'fr'), ru: expectedLoss(cases, 'ru') },
      commanders: tracked.map((id) => commanderRisk(state, cases, id)),
      cases: cases.map((c) => publicCase(c, tracked)),
    },
  }
}
