// Resolving one combat (CBT.5–9, ART.4–6, CMD.2, CMD.4) on a draft state: die, result, and what follows.
import type { Ctx } from '../core/commands'
import { current, isDraft } from 'immer'
import { casualtyRoll } from '../command/commanders'
import { columnOf, crtResult } from './crt'
import { rollDie } from '../../core/dice'
import type { GameEvent } from '../core/events'
import { distance } from '../../core/geometry'
import { destroyUnit } from './losses'
import { hexId } from '../map/map'
import { pushPending } from './pendingQueue'
import { orderRetreat } from './retreat'
import type { GameState } from '../core/state'
import { attackStrength, commandersWith, defenceStrength } from './strength'
import { placed, type OnMapUnit } from '../core/units'

/** The smallest sets of units whose printed strengths reach `need` (CBT.8 EX); indexes into `strengths`. */
export function minimalLossSets(strengths: number[], need: number): number[][] {
  const out: number[][] = []
  const n = strengths.length
  for (let mask = 1; mask < 1 << n; mask++) {
    let total = 0
    for (let i = 0; i < n; i++) if (mask & (1 << i)) total += strengths[i]! // i < n
    if (total < need) continue
    let minimal = true
    for (let i = 0; i < n && minimal; i++) if (mask & (1 << i) && total - strengths[i]! >= need) minimal = false
    if (minimal) out.push([...Array(n).keys()].filter((i) => mask & (1 << i)))
  }
  return out
}

export interface CombatInput {
  kind: 'melee' | 'fire'
  defender: string
  attackers: string[]
  batteries: string[]
}

export function resolveCombat(ctx: Ctx, s: GameState, input: CombatInput, events: GameEvent[]): void {
  const { map } = ctx
  // Strengths only read the state: compute them on a plain snapshot, not through immer's proxies.
  const view = isDraft(s) ? current<GameState>(s) : s
  // The command passed checkAttack: every unit named stands on the map.
  const pick = (id: string): OnMapUnit => placed(view.units[id]!)
  const attack = attackStrength(
    ctx,
    view,
    input.attackers.map(pick),
    input.batteries.map(pick),
    pick(input.defender),
  ).total
  // ART.4: fire is resolved against CBT.6 without the battery's +4 against infantry: no melee attackers, no +4.
  const defence = defenceStrength(
    ctx,
    view,
    pick(input.defender),
    input.attackers.map(pick),
    input.batteries.map(pick),
  ).total
  const d = placed(s.units[input.defender]!)
  const all: OnMapUnit[] = [...input.attackers, ...input.batteries].map((id) => placed(s.units[id]!))
  const diff = attack - defence
  const die = rollDie(s)
  const result = crtResult(diff, die)
  for (const u of all) u.attacked = true
  const dHex = hexId(map, d.hex)
  // ART.6: only attacking units next to the defender are touched by the attacker's results.
  const adjacent = all.filter((u) => distance(map.geo, hexId(map, u.hex), dHex) === 1)
  events.push({
    type: input.kind === 'melee' ? 'combat-resolved' : 'fire-resolved',
    rule: 'CBT.7',
    defender: d.id,
    attackers: input.attackers,
    batteries: input.batteries,
    attack,
    defence,
    diff,
    column: columnOf(diff),
    die,
    result,
    ...((result === 'A1' || result === 'A2' || result === 'AE') && adjacent.length === 0
      ? { noEffect: true as const }
      : {}),
  })
  s.combat = {
    kind: input.kind,
    defender: d.id,
    defenderSide: d.side,
    defenderHex: d.hex,
    attackers: all.map((u) => u.id),
    adjacent: adjacent.map((u) => ({ unit: u.id, hex: u.hex })),
    result,
  }
  // CMD.4: every commander stacked with a unit of his command that took part rolls once, after the result.
  const rollers: string[] = []
  for (const id of [input.defender, ...input.attackers, ...input.batteries]) {
    for (const c of commandersWith(view, view.units[id]!)) if (!rollers.includes(c.id)) rollers.push(c.id)
  }

  switch (result) {
    case 'A1':
    case 'A2':
      for (const a of adjacent) orderRetreat(s, a.id, result === 'A1' ? 1 : 2, [d.id], events)
      break
    case 'AE':
      for (const a of adjacent) destroyUnit(ctx, s, a.id, 'CBT.8', 'result', events)
      break
    case 'D1':
    case 'D2':
      orderRetreat(
        s,
        d.id,
        result === 'D1' ? 1 : 2,
        all.map((u) => u.id),
        events,
      )
      break
    case 'DE':
      destroyUnit(ctx, s, d.id, 'CBT.8', 'result', events)
      break
    case 'EX': {
      const need = d.front.strength
      destroyUnit(ctx, s, d.id, 'CBT.8', 'result', events)
      exchange(ctx, s, adjacent, need, events)
      break
    }
  }
  for (const id of rollers) {
    const c = s.commanders[id]! // rollers are commanders of the state
    if (c.status === 'active') casualtyRoll(s, c, events)
  }
  // The caller settles the result (retreats that cannot be made, the advance) on the finished state.
}

/** CBT.8 EX, the attacker's part: removed at once when there is no choice, otherwise a pending choice. */
function exchange(ctx: Ctx, s: GameState, adjacent: OnMapUnit[], need: number, events: GameEvent[]): void {
  if (adjacent.length === 0) return
  const strengths = adjacent.map((u) => u.front.strength)
  const sets = minimalLossSets(strengths, need)
  // All of them if they add up to less than the defender; the only minimal set if there is just one.
  const forced = sets.length === 0 ? adjacent.map((_, i) => i) : sets.length === 1 ? sets[0]! : null
  if (forced) {
    const units = forced.map((i) => adjacent[i]!.id) // indices of adjacent
    removeExchange(ctx, s, units, need, events)
    return
  }
  const candidates = adjacent.map((u) => u.id)
  const side = adjacent[0]!.side // adjacent is not empty (checked above)
  pushPending(s, { kind: 'exchange', side, need, candidates })
  events.push({ type: 'exchange-required', rule: 'CBT.8', side, need, candidates })
}

export function removeExchange(ctx: Ctx, s: GameState, units: string[], need: number, events: GameEvent[]): void {
  const removed = units.reduce((t, id) => t + s.units[id]!.front.strength, 0) // exchange candidates, units of the state
  events.push({ type: 'exchange-losses', rule: 'CBT.8', units, need, removed })
  for (const id of units) destroyUnit(ctx, s, id, 'CBT.8', 'exchange', events)
}
