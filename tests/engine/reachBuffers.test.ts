// MOVE.1 reach searches that reuse one set of tables (reachBuffers, as playouts and the computer
// player's influence maps do) must give exactly what a search with fresh tables gives.
import { describe, expect, it } from 'vitest'
import { apply, Movement, isOnMap, loadMap, newGameFromScenario, type Ctx, type GameState } from '../../src/engine'
import { reachBuffers } from '../../src/engine/ai'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'

const map = loadMap(borodinoMapData)
const ctx: Ctx = { map }

const view = (r: Movement.Reach) => ({
  origin: r.origin,
  budget: r.budget,
  plainBudget: r.plainBudget,
  cost: Array.from(r.cost),
  prev: Array.from(r.prev),
  canEnd: Array.from(r.canEnd),
  ends: [...r.ends],
})

/** Every unit's and commander's reach, searched with shared tables and with fresh ones. */
function compareAll(state: GameState): number {
  const shared = reachBuffers(ctx)
  let n = 0
  for (const u of Object.values(state.units)) {
    if (!isOnMap(u)) continue
    const a = Movement.unitReach(ctx, state, u.id, undefined, shared)
    const b = Movement.unitReach(ctx, state, u.id)
    expect('reach' in a ? view(a.reach) : a).toEqual('reach' in b ? view(b.reach) : b)
    if ('reach' in a) n++
  }
  for (const c of Object.values(state.commanders)) {
    expect(view(Movement.commanderReach(ctx, state, c, undefined, shared))).toEqual(
      view(Movement.commanderReach(ctx, state, c)),
    )
    n++
  }
  return n
}

describe('reach with reused tables', () => {
  it('MOVE.1 gives the same costs, paths and ends as fresh tables, search after search', () => {
    const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 3)
    if (!r.ok) throw new Error(r.error.join('; '))
    let state = r.value
    const player = createRandomPlayer(seededRand(3))
    let searched = 0
    // Movement phases of both sides over the first turns, after real moves and combats.
    for (let i = 0; i < 1200 && state.turn <= 3; i++) {
      if (state.phase === 'movement' && i % 40 === 0) searched += compareAll(state)
      const out = apply(ctx, state, player.next(ctx, state))
      if (out.ok) state = out.state
    }
    expect(searched).toBeGreaterThan(200)
  }, 120_000)
})
