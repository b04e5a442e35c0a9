// Decisions inside combat that are not attacks: a retreat hex (CBT.10), the exchange loss (CBT.8),
// the advance after combat (CBT.11).
import { Combat, hexId, type Command, type Ctx, type GameState, type Side } from '../engine'
import { placed } from '../engine/ai'
import { analyse } from './board'
import { positionScore, type PositionContext } from './position'

const PC: PositionContext = { committedTargets: new Set(), weakPull: null, drive: 0.5, caution: 1 }

/** CBT.10: the next hex of our retreat: the safest, best-supported ground. */
export function decideRetreat(ctx: Ctx, state: GameState, side: Side): Command[] {
  const b = analyse(ctx, state, side)
  const choices = Combat.retreatChoices(ctx, state).filter((c) => c.hexes.length > 0)
  let best: { unit: string; hex: string; s: number } | null = null
  for (const c of choices) {
    // A unit with a pending retreat stands on the map.
    const u = placed(state.units[c.unit]!)
    const from = hexId(ctx.map, u.hex)
    for (const code of c.hexes) {
      const h = hexId(ctx.map, code)
      // Mid-retreat hexes only need to lead on; the last one is where the unit will stand.
      const s =
        (c.remaining > 1 ? 0.5 : 1) * positionScore(b, PC, { ...u, demoralized: true }, h, from) + 0.3 * b.enemyDist[h]!
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

/** CBT.8 EX: give up the least: the smallest total, demoralized and weaker units first. */
export function decideExchange(state: GameState): Command[] {
  const ex = Combat.exchangeChoices(state)
  if (!ex || !ex.choices.length) return [{ type: 'chooseLosses', units: ex?.candidates ?? [] }]
  let best = ex.choices[0]!
  let bestCost = Infinity
  for (const set of ex.choices) {
    const cost = set.reduce((t, id) => {
      const u = state.units[id]! // candidates are units of the state
      return t + u.front.strength - (u.demoralized ? 0.5 : 0) + (u.type === 'cavalry' ? 0.2 : 0)
    }, 0)
    if (cost < bestCost) {
      bestCost = cost
      best = set
    }
  }
  return [{ type: 'chooseLosses', units: best }]
}

/** CBT.11: advance when the emptied hex is better ground for the unit than where it stands. */
export function decideAdvance(ctx: Ctx, state: GameState, side: Side): Command[] {
  const b = analyse(ctx, state, side)
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
