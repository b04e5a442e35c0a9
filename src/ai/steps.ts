// Decisions inside combat that are not attacks: a retreat hex (CBT.10), the exchange loss (CBT.8),
// the advance after combat (CBT.11).
import { apply, Combat, hexId, type Command, type Ctx, type GameState, type Side } from '../engine'
import { placed } from '../engine/ai'
import { analyse } from './board'
import { stackedWith, stackedWorth, worthOf } from './commanderValue'
import { positionScore, type PositionContext } from './position'
import { WEIGHTS } from './types'

const PC: PositionContext = { committedTargets: new Set(), weakPull: null, drive: 0.5, caution: 1 }

/**
 * CBT.10: the next hex of our retreat: the safest, best-supported ground. With several units to retreat, one
 * carrying commanders goes first (a later one may find its last hex taken and be destroyed, CMD.5).
 */
export function decideRetreat(ctx: Ctx, state: GameState, side: Side, gunsMove = true): Command[] {
  const b = analyse(ctx, state, side, side, gunsMove)
  const choices = Combat.retreatChoices(ctx, state).filter((c) => c.hexes.length > 0)
  let best: { unit: string; hex: string; s: number } | null = null
  for (const c of choices) {
    // A unit with a pending retreat stands on the map.
    const u = placed(state.units[c.unit]!)
    const from = hexId(ctx.map, u.hex)
    const first = choices.length > 1 ? stackedWorth(state, u) : 0
    for (const code of c.hexes) {
      const h = hexId(ctx.map, code)
      // Mid-retreat hexes only need to lead on; the last one is where the unit will stand.
      const s =
        (c.remaining > 1 ? 0.5 : 1) * positionScore(b, PC, { ...u, demoralized: true }, h, from) +
        0.3 * b.enemyDist[h]! +
        first
      if (!best || s > best.s) best = { unit: c.unit, hex: code, s }
    }
  }
  if (!best) {
    // Not reached while a retreat is pending: the engine keeps one only while a unit of it can move (CBT.9).
    const c = Combat.retreatChoices(ctx, state)[0]!
    return [{ type: 'retreat', unit: c.unit, hex: c.hexes[0] ?? placed(state.units[c.unit]!).hex }]
  }
  return [{ type: 'retreat', unit: best.unit, hex: best.hex }]
}

/**
 * CBT.8 EX: give up the least: the smallest total, demoralized and weaker units first, and a unit with a
 * commander last: the engine's own removal says whom it captures (CMD.5), and one left alone faces the enemy's
 * whole next phase. Equal sets are kept in the engine's order, so a commander is never lost to a listing order.
 */
export function decideExchange(ctx: Ctx, state: GameState): Command[] {
  const ex = Combat.exchangeChoices(state)
  if (!ex || !ex.choices.length) return [{ type: 'chooseLosses', units: ex?.candidates ?? [] }]
  const cost = (set: string[]): number => {
    let t = 0
    for (const id of set) {
      const u = state.units[id]! // candidates are units of the state
      const w = WEIGHTS[u.side]
      t += w.ownLoss * (u.front.strength - (u.demoralized ? 0.5 : 0) + (u.type === 'cavalry' ? 0.2 : 0))
    }
    const commanders = set.flatMap((id) => stackedWith(state, state.units[id]!))
    if (!commanders.length) return t
    const out = apply(ctx, state, { type: 'chooseLosses', units: set })
    const captured = new Set(
      out.ok ? out.events.flatMap((e) => (e.type === 'commander-captured' ? [e.commander] : [])) : commanders,
    )
    for (const c of commanders) t += worthOf(state, c).worth * (captured.has(c) ? 1 : 0.5)
    return t
  }
  let best = ex.choices[0]!
  let bestCost = Infinity
  for (const set of ex.choices) {
    const c = cost(set)
    if (c < bestCost - 1e-9) {
      bestCost = c
      best = set
    }
  }
  return [{ type: 'chooseLosses', units: best }]
}

/** CBT.11: advance when the emptied hex is better ground for the unit than where it stands. */
export function decideAdvance(ctx: Ctx, state: GameState, side: Side, gunsMove = true): Command[] {
  const b = analyse(ctx, state, side, side, gunsMove)
  let best: { unit: string; hex: string; gain: number } | null = null
  for (const o of Combat.advanceChoices(state)) {
    // Only units on the map are offered the advance.
    const u = placed(state.units[o.unit]!)
    const from = hexId(ctx.map, u.hex)
    const to = hexId(ctx.map, o.hex)
    const gain = positionScore(b, PC, u, to, -1) - positionScore(b, PC, u, from, -1) + (side === 'fr' ? 0.3 : 0)
    if (gain > 0 && (!best || gain > best.gain)) best = { unit: o.unit, hex: o.hex, gain }
  }
  return best ? [{ type: 'advance', unit: best.unit, hex: best.hex }] : [{ type: 'advance', unit: null }]
}
