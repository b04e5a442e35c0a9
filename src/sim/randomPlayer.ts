// A random but legal player, for tests, replays and the benchmark. It reads the rules only through
// queries, and draws from its own generator, never from the game's dice.
import type { Rand } from '../core'
import { Combat, codeOf, type Command, Movement, type Ctx, derived, type GameState, hexId, isOnMap } from '../engine'
import { type Occupancy, placed, reachBuffers, type ReachBuffers } from '../engine/ai'

// Callers pick from lists the rules guarantee are not empty (an offered advance, a retreat with a hex left, …).
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!

export interface RandomPlayerOptions {
  /** Chance that a unit or commander moves in its movement phase. */
  moveChance?: number
  /** Chance that an optional attack or fire is made. */
  attackChance?: number
}

export interface RandomPlayer {
  next(ctx: Ctx, state: GameState): Command
}

type Todo = { kind: 'unit' | 'commander' | 'unlimber'; id: string }

export function createRandomPlayer(rand: Rand, opts: RandomPlayerOptions = {}): RandomPlayer {
  const moveChance = opts.moveChance ?? 0.6
  const attackChance = opts.attackChance ?? 0.5
  let phaseKey = ''
  let todo: Todo[] = []
  let considered = new Set<string>()
  // The engine keeps one occupancy table per state (and keeps a simulation's up to date in place).
  const occupancy = (ctx: Ctx, state: GameState): Occupancy => derived(ctx, state).occ
  // One set of search tables, reused: each reach is read only before the next is asked for.
  let buffers: ReachBuffers | null = null
  const tables = (ctx: Ctx): ReachBuffers =>
    buffers && buffers.n === ctx.map.geo.n ? buffers : (buffers = reachBuffers(ctx))

  const startPhase = (state: GameState): void => {
    phaseKey = `${state.turn}/${state.side}/${state.phase}`
    considered = new Set()
    todo = []
    if (state.phase !== 'movement') return
    // Keys of the records themselves.
    for (const id in state.units)
      if (state.units[id]!.side === state.side && isOnMap(state.units[id]!)) todo.push({ kind: 'unit', id })
    for (const id in state.commanders)
      if (state.commanders[id]!.side === state.side && state.commanders[id]!.status === 'active')
        todo.push({ kind: 'commander', id })
    for (let i = todo.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1))
      ;[todo[i], todo[j]] = [todo[j]!, todo[i]!] // 0 <= j <= i < todo.length
    }
  }

  const movement = (ctx: Ctx, state: GameState): Command => {
    while (todo.length) {
      const t = todo.shift() as Todo
      if (t.kind === 'unlimber') {
        // Ids in todo are units and commanders of the state; none is ever removed from it.
        const u = state.units[t.id]!
        if (u.limbered && isOnMap(u) && rand() < 0.7) return { type: 'unlimber', unit: t.id }
        continue
      }
      if (rand() >= moveChance) continue
      if (t.kind === 'commander') {
        const c = state.commanders[t.id]!
        if (c.status !== 'active' || c.hex === null) continue
        const r = Movement.commanderReach(ctx, state, c, occupancy(ctx, state), tables(ctx))
        const ends = r.ends
        if (!ends.length) continue
        const path = Movement.pathTo(r, pick(rand, ends)) as number[]
        return { type: 'moveCommander', commander: t.id, path: path.map((h) => codeOf(ctx.map, h)) }
      }
      const u = state.units[t.id]!
      if (!isOnMap(u)) continue
      if (u.type === 'artillery' && !u.limbered) {
        if (rand() < 0.5 || u.mpSpent > 0) continue
        todo.unshift({ kind: 'unit', id: t.id })
        return { type: 'limber', unit: t.id }
      }
      const r = Movement.unitReach(ctx, state, t.id, occupancy(ctx, state), tables(ctx))
      if (!r.ok) continue
      const ends = r.reach.ends
      if (u.type === 'artillery') todo.unshift({ kind: 'unlimber', id: t.id })
      if (!ends.length) continue
      const path = Movement.pathTo(r.reach, pick(rand, ends)) as number[]
      return { type: 'move', unit: t.id, path: path.map((h) => codeOf(ctx.map, h)) }
    }
    return { type: 'endPhase' }
  }

  const attackWith = (ctx: Ctx, state: GameState, first: string, target: string): Command => {
    const attackers = [first]
    // attackTargets names only enemy units on the map.
    const d = placed(state.units[target]!)
    const near = new Set<string>()
    const h = hexId(ctx.map, d.hex)
    for (let dir = 0; dir < 6; dir++) {
      const n = ctx.map.geo.neighbor[h * 6 + dir]! // h is a hex id, dir a direction
      if (n >= 0) near.add(codeOf(ctx.map, n))
    }
    for (const id in state.units) {
      const u = state.units[id]! // a key of the record itself
      if (id === first || u.type === 'artillery' || u.side !== state.side || u.hex === null || !near.has(u.hex))
        continue
      if (rand() < 0.5 && Combat.attackTargets(ctx, state, id).includes(target)) attackers.push(id)
    }
    const batteries = Combat.batteriesCovering(ctx, state, d.hex)
      .filter(() => rand() < 0.5)
      .map((b) => b.unit)
    return { type: 'attack', defender: target, attackers, batteries }
  }

  const combat = (ctx: Ctx, state: GameState): Command => {
    const must = Combat.mustAttack(ctx, state)
    const first = must[0]
    if (first !== undefined) return attackWith(ctx, state, first, pick(rand, Combat.attackTargets(ctx, state, first)))
    for (const id in state.units) {
      const u = state.units[id]! // a key of the record itself
      if (u.side !== state.side || !isOnMap(u) || u.attacked || considered.has(id)) continue
      considered.add(id)
      if (rand() >= attackChance) continue
      const targets = Combat.attackTargets(ctx, state, id)
      if (!targets.length) continue
      const target = pick(rand, targets)
      if (u.type === 'artillery') return { type: 'fire', batteries: [id], target }
      return attackWith(ctx, state, id, target)
    }
    return { type: 'endPhase' }
  }

  return {
    next(ctx, state) {
      const head = state.pending[0]
      if (head) {
        if (head.kind === 'exchange')
          return { type: 'chooseLosses', units: pick(rand, Combat.exchangeChoices(state)?.choices ?? [[]]) }
        if (head.kind === 'advance') {
          const opts = Combat.advanceChoices(state)
          if (rand() < 0.3) return { type: 'advance', unit: null }
          const o = pick(rand, opts)
          return { type: 'advance', unit: o.unit, hex: o.hex }
        }
        const choices = Combat.retreatChoices(ctx, state).filter((c) => c.hexes.length > 0)
        const c = pick(rand, choices)
        return { type: 'retreat', unit: c.unit, hex: pick(rand, c.hexes) }
      }
      if (state.phase === 'rally') return { type: 'rally' }
      if (`${state.turn}/${state.side}/${state.phase}` !== phaseKey) startPhase(state)
      if (state.phase === 'movement') return movement(ctx, state)
      if (state.phase === 'combat') return combat(ctx, state)
      return { type: 'endPhase' }
    },
  }
}
