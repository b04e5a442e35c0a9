// Queries a board needs, so the UI never re-implements a rule. All pure; none changes the state.
import { own } from '../../core/own'
import { fireCheckHexes, rangeModifier } from './artillery'
import { actionableRetreats } from './combatCommands'
import { checkAttack, meleeTargets, unitsThatMustAttack, whyCannotFire } from './combatRules'
import type { Ctx } from '../core/commands'
import { CRT_COLUMNS, clampDiff, columnOf, resultOdds } from './crt'
import { distance } from '../../core/geometry'
import { codeOf, hexId } from '../map/map'
import { derived } from '../core/derived'
import { pendingRefusal } from './pendingQueue'
import { whyCannotEndPhase } from '../sequence/phaseEnd'
import { refused, type Answer, type Refusal } from '../core/refusal'
import { minimalLossSets } from './resolve'
import { retreatOptions } from './retreat'
import { type CombatResult, type GameState, isGameOver } from '../core/state'
import { attackStrength, defenceStrength, type Strength } from './strength'
import type { HexCode } from '../core/types'
import { isOnMap } from '../core/units'

export { whyCannotEndPhase }
export { victoryStatus } from '../sequence/victory'

const ATTACKER_RESULTS: ReadonlySet<CombatResult> = new Set<CombatResult>(['A1', 'A2', 'AE'])

export interface AttackPreview {
  kind: 'melee' | 'fire'
  attack: Strength
  defence: Strength
  diff: number
  /** The differential after clamping to the table (CBT.7). */
  clampedDiff: number
  column: { index: number; label: string }
  /** Each possible result; `noEffect` marks attacker results that touch no one (ART.6: no attacker adjacent). */
  odds: Array<{ result: CombatResult; probability: number; dice: number[]; noEffect?: true }>
}

/** CBT.5–7, ART.4: the full arithmetic of an attack (or, with no attackers, a fire), or why it is illegal. */
export function previewAttack(
  ctx: Ctx,
  state: GameState,
  spec: { defender: string; attackers?: string[]; batteries?: string[] },
): Answer<{ preview: AttackPreview }> {
  const pending = whyPending(state)
  if (pending) return refused(pending)
  const attackers = spec.attackers ?? []
  const kind = attackers.length > 0 ? 'melee' : 'fire'
  const checked = checkAttack(ctx, state, { defender: spec.defender, attackers, batteries: spec.batteries ?? [] }, kind)
  if (!checked.ok) return checked
  const attack = attackStrength(ctx, state, checked.attackers, checked.batteries, checked.defender)
  const defence = defenceStrength(ctx, state, checked.defender, checked.attackers, checked.batteries)
  const diff = attack.total - defence.total
  const index = columnOf(diff)
  const dHex = hexId(ctx.map, checked.defender.hex)
  const nearby = [...checked.attackers, ...checked.batteries].some(
    (u) => distance(ctx.map.geo, hexId(ctx.map, u.hex), dHex) === 1,
  )
  const odds = resultOdds(diff).map((o) =>
    !nearby && ATTACKER_RESULTS.has(o.result) ? { ...o, noEffect: true as const } : o,
  )
  const preview: AttackPreview = {
    kind,
    attack,
    defence,
    diff,
    clampedDiff: clampDiff(diff),
    column: { index, label: CRT_COLUMNS[index]! }, // columnOf gives a column of the table
    odds,
  }
  return { ok: true, preview }
}

function whyPending(state: GameState): Refusal | null {
  const head = state.pending[0]
  return head ? pendingRefusal(head) : null
}

/** Enemy units the unit may attack now: melee targets for infantry and cavalry, fire targets for a battery. */
export function attackTargets(ctx: Ctx, state: GameState, unitId: string): string[] {
  const u = own(state.units, unitId)
  if (!u || state.phase !== 'combat' || isGameOver(state) || state.pending.length > 0 || !isOnMap(u)) return []
  if (u.type !== 'artillery') return meleeTargets(ctx, state, u, derived(ctx, state).occ).map((t) => t.id)
  const out: string[] = []
  for (const id in state.units) {
    const t = state.units[id]! // a key of the record itself
    if (t.side !== u.side && isOnMap(t) && !whyCannotFire(ctx, state, u, t)) out.push(id)
  }
  return out
}

/** CBT.3: units that must still attack before the combat phase may end. */
export function mustAttack(ctx: Ctx, state: GameState): string[] {
  return unitsThatMustAttack(ctx, state)
}

/** CBT.10: for each unit whose retreat may be carried out now, the hexes it may retreat into next. */
export function retreatChoices(
  ctx: Ctx,
  state: GameState,
): Array<{ unit: string; remaining: number; hexes: HexCode[] }> {
  return actionableRetreats(state).map((st) => ({
    unit: st.unit,
    remaining: st.remaining,
    hexes: retreatOptions(ctx, state, st),
  }))
}

/** CBT.11: the advances on offer now (each unit and hex), empty when none is pending. */
export function advanceChoices(state: GameState): Array<{ unit: string; hex: HexCode }> {
  const head = state.pending[0]
  return head && head.kind === 'advance' ? head.options : []
}

/** CBT.8 EX: what the attacker must remove now, and every acceptable choice. */
export function exchangeChoices(state: GameState): { need: number; candidates: string[]; choices: string[][] } | null {
  const head = state.pending[0]
  if (!head || head.kind !== 'exchange') return null
  const sets = minimalLossSets(
    head.candidates.map((id) => state.units[id]!.front.strength), // candidates are units of the state
    head.need,
  )
  return {
    need: head.need,
    candidates: head.candidates,
    choices: sets.map((set) => set.map((i) => head.candidates[i]!)), // sets hold indices of candidates
  }
}

/** ART.1–3: the phasing side's batteries that could fire now at a unit in this hex, with range and the modifier against it. */
export function batteriesCovering(
  ctx: Ctx,
  state: GameState,
  hex: HexCode,
): Array<{ unit: string; range: number; modifier: number | null }> {
  const to = hexId(ctx.map, hex)
  if (to < 0 || isGameOver(state) || state.phase !== 'combat') return []
  const target = derived(ctx, state).occ
  const ti = target.unitAt[to]! // to >= 0 is a hex id
  const out: Array<{ unit: string; range: number; modifier: number | null }> = []
  for (const id in state.units) {
    const b = state.units[id]! // a key of the record itself
    if (b.type !== 'artillery' || b.side !== state.side || !isOnMap(b) || b.limbered || b.attacked) continue
    const check = fireCheckHexes(ctx, hexId(ctx.map, b.hex), to)
    if (!check.ok) continue
    out.push({ unit: id, range: check.range, modifier: ti >= 0 ? rangeModifier(target.units[ti]!, check.range) : null })
  }
  return out
}

export interface ArcHex {
  hex: HexCode
  range: number
  visible: boolean
  /** Why it cannot be fired at: 'higher' (ART.2) or 'los' (ART.3). */
  why?: 'higher' | 'los'
  blockedBy: HexCode[]
}

/** ART.2–3: every hex within the battery's range, visible or blocked (for an overlay); whatever the phase. */
export function batteryFireArc(ctx: Ctx, state: GameState, unitId: string): ArcHex[] {
  const b = own(state.units, unitId)
  if (!b || b.type !== 'artillery' || !isOnMap(b)) return []
  const map = ctx.map
  const from = hexId(map, b.hex)
  const out: ArcHex[] = []
  for (let h = 0; h < map.geo.n; h++) {
    const range = distance(map.geo, from, h)
    if (range < 1 || range > 4) continue
    const c = fireCheckHexes(ctx, from, h)
    if (c.ok) out.push({ hex: codeOf(map, h), range, visible: true, blockedBy: [] })
    else if (c.why !== 'range')
      out.push({
        hex: codeOf(map, h),
        range,
        visible: false,
        why: c.why,
        blockedBy: c.blockedBy.map((x) => codeOf(map, x)),
      })
  }
  return out
}
