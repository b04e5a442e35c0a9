// The one-ply greedy baseline for the benchmark: it attacks whenever the expected exchange of an
// attack is favourable (CBT.3 attacks at the least bad odds); in movement the French go straight
// for the nearest enemy and the Russians keep their zone of control on the enemy. No coordination,
// no look at terrain or danger.
import {
  Combat,
  derived,
  codeOf,
  Movement,
  hexId,
  isOnMap,
  type Command,
  type Ctx,
  type GameState,
  type Side,
} from '../engine'
import { distance } from '../engine/ai'
import { combatOptions } from './combatPlan'

export interface GreedyPlayer {
  next(ctx: Ctx, state: GameState): Command
}

function nearestEnemyDistance(ctx: Ctx, state: GameState, side: Side, h: number): number {
  let best = 99
  for (const id in state.units) {
    const e = state.units[id]! // a key of the record itself
    if (e.side === side || !isOnMap(e)) continue
    best = Math.min(best, distance(ctx.map.geo, h, hexId(ctx.map, e.hex)))
  }
  return best
}

function movement(ctx: Ctx, state: GameState, done: Set<string>): Command {
  const map = ctx.map
  const side = state.side
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.side !== side || !isOnMap(u) || done.has(id)) continue
    done.add(id)
    if (u.type === 'artillery') {
      if (u.limbered) return { type: 'unlimber', unit: id }
      continue
    }
    const r = Movement.unitReach(ctx, state, id)
    if (!r.ok) continue
    const origin = hexId(map, u.hex)
    const here = nearestEnemyDistance(ctx, state, side, origin)
    // French: as close as possible. Russians: zone touching the enemy (distance 2), or stay in contact.
    const want = side === 'fr' ? 1 : 2
    if (side === 'ru' && here <= 2) continue
    let best = origin
    let bestD = Math.abs(here - want)
    for (const h of r.reach.ends) {
      const d = Math.abs(nearestEnemyDistance(ctx, state, side, h) - want)
      if (d < bestD) {
        bestD = d
        best = h
      }
    }
    if (best === origin) continue
    const path = Movement.pathTo(r.reach, best) as number[]
    return { type: 'move', unit: id, path: path.map((h) => codeOf(map, h)) }
  }
  // Commanders: onto the nearest friendly unit.
  const occ = derived(ctx, state).occ
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.side !== side || c.status !== 'active' || c.hex === null || done.has(id)) continue
    done.add(id)
    const origin = hexId(map, c.hex)
    // origin and the reach's ends are hex ids: the occupancy and the costs have an entry for each.
    if (occ.unitAt[origin]! >= 0) continue
    const r = Movement.commanderReach(ctx, state, c, occ)
    const target = r.ends.filter((h) => occ.unitAt[h]! >= 0).sort((a, b) => r.cost[a]! - r.cost[b]!)[0]
    if (target === undefined) continue
    return {
      type: 'moveCommander',
      commander: id,
      path: (Movement.pathTo(r, target) as number[]).map((h) => codeOf(map, h)),
    }
  }
  return { type: 'endPhase' }
}

function combat(ctx: Ctx, state: GameState): Command {
  // Even weights: an attack is made when it is expected to destroy more than it loses.
  const opts = combatOptions(ctx, state).map((o) => ({
    o,
    ex: o.value.enemyLoss - o.value.ownLoss + 0.001 * o.value.pKill,
  }))
  opts.sort((a, b) => b.ex - a.ex)
  const good = opts.find((x) => x.ex > 0)
  if (good) return good.o.cmd
  if (Combat.mustAttack(ctx, state).length) {
    const forced = opts.find((x) => x.o.forced > 0)
    if (forced) return forced.o.cmd
  }
  return { type: 'endPhase' }
}

export function createGreedyPlayer(): GreedyPlayer {
  let phaseKey = ''
  let done = new Set<string>()
  return {
    next(ctx, state) {
      const head = state.pending[0]
      if (head) {
        if (head.kind === 'exchange') {
          const ex = Combat.exchangeChoices(state)
          return { type: 'chooseLosses', units: ex?.choices[0] ?? ex?.candidates ?? [] }
        }
        if (head.kind === 'advance') {
          const o = Combat.advanceChoices(state)[0]
          return o ? { type: 'advance', unit: o.unit, hex: o.hex } : { type: 'advance', unit: null }
        }
        // The engine keeps a retreat pending only while one of its units has a hex to go to (CBT.9).
        const c =
          Combat.retreatChoices(ctx, state).find((x) => x.hexes.length > 0) ?? Combat.retreatChoices(ctx, state)[0]!
        return { type: 'retreat', unit: c.unit, hex: c.hexes[0]! }
      }
      if (state.phase === 'rally') return { type: 'rally' }
      const k = `${state.turn}/${state.side}/${state.phase}`
      if (k !== phaseKey) {
        phaseKey = k
        done = new Set()
      }
      if (state.phase === 'movement') return movement(ctx, state, done)
      if (state.phase === 'combat') return combat(ctx, state)
      return { type: 'endPhase' }
    },
  }
}
