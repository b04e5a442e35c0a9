// A simulation (core/simulation.ts) applies commands in place to a working copy; it must answer
// exactly as `apply` does. Whole seeded random games on the real map are played both ways, with
// illegal commands mixed in, and the state, the events and the refusals compared after every command.
import { describe, expect, it } from 'vitest'
import {
  apply,
  isGameOver,
  loadMap,
  newGameFromScenario,
  Setup,
  Movement,
  type Command,
  type Ctx,
  type GameState,
  type Outcome,
} from '../../src/engine'
import { startSimulation } from '../../src/engine/ai'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { allUnits, borodinoMapData, commanders, historicalScenario, hypotheticalScenario } from '../../src/data/bundled'
import { illegalCommand } from '../../scripts/fuzz/fuzzer'

const map = loadMap(borodinoMapData)
const ctx: Ctx = { map }

function start(seed: number, scenario = historicalScenario): GameState {
  const r = newGameFromScenario(ctx, scenario, allUnits, commanders, seed)
  if (!r.ok) throw new Error(r.error.join('; '))
  return r.value
}

const text = (o: Outcome): string => JSON.stringify(o.ok ? { events: o.events } : { refusal: o.refusal })

/**
 * Plays one game both ways: the random player's commands (two players from one seed, one per path)
 * and, every few commands, an illegal one. Returns the number of commands and the differences seen.
 */
function playBoth(initial: GameState, playerSeed: number): { commands: number; refused: number; diffs: string[] } {
  const rand = seededRand(playerSeed ^ 0x9e3779b9)
  const ids = Object.keys(initial.units)
  const cmdrs = Object.keys(initial.commanders)
  const hexes = [...map.geo.codes]
  const p1 = createRandomPlayer(seededRand(playerSeed))
  const p2 = createRandomPlayer(seededRand(playerSeed))
  const sim = startSimulation(ctx, initial)
  let state = initial
  let setup: Command[] = []
  const diffs: string[] = []
  let commands = 0
  let refused = 0
  while (!isGameOver(state) && commands < 5000 && diffs.length === 0) {
    let c1: Command
    let c2: Command
    if (rand() < 0.15) c1 = c2 = illegalCommand(rand, ids, cmdrs, hexes)
    else if (state.phase === 'setup') {
      if (!setup.length) setup = [...Setup.suggestSetup(ctx, state), { type: 'endPhase' }]
      c1 = c2 = setup.shift() as Command
    } else {
      c1 = p1.next(ctx, state)
      c2 = p2.next(ctx, sim.state)
    }
    commands++
    if (JSON.stringify(c1) !== JSON.stringify(c2)) diffs.push(`command ${commands}: ${JSON.stringify([c1, c2])}`)
    const a = apply(ctx, state, c1)
    const b = sim.apply(c2)
    if (text(a) !== text(b)) diffs.push(`command ${commands} ${JSON.stringify(c1)}: outcome differs`)
    if (a.ok) state = a.state
    else refused++
    if (JSON.stringify(state) !== JSON.stringify(sim.state)) diffs.push(`command ${commands}: state differs`)
  }
  return { commands, refused, diffs }
}

describe('simulation: the same rules in place', () => {
  it('whole random games on the real map give the same state, events and refusals after every command', () => {
    for (const seed of [500, 501, 502]) {
      const r = playBoth(start(seed), 7 + seed)
      expect(r.diffs).toEqual([])
      expect(r.commands).toBeGreaterThan(1000)
      expect(r.refused).toBeGreaterThan(50)
    }
  }, 300_000)

  it('the free setup, played both ways, gives the same game', () => {
    const r = playBoth(start(11, hypotheticalScenario), 3)
    expect(r.diffs).toEqual([])
    expect(r.commands).toBeGreaterThan(1000)
  }, 300_000)

  it('the comparison sees a difference: a simulation one command behind differs', () => {
    const s0 = start(5)
    const sim = startSimulation(ctx, s0)
    const a = apply(ctx, s0, { type: 'rally' })
    expect(a.ok).toBe(true)
    expect(JSON.stringify(sim.state)).not.toBe(JSON.stringify(a.ok ? a.state : s0))
    sim.apply({ type: 'rally' })
    expect(JSON.stringify(sim.state)).toBe(JSON.stringify(a.ok ? a.state : s0))
  })

  it('the start is never changed; a snapshot is frozen and stays as it was while the simulation goes on', () => {
    const s0 = start(6)
    const before = JSON.stringify(s0)
    const sim = startSimulation(ctx, s0)
    sim.apply({ type: 'rally' })
    const snap = sim.snapshot()
    const snapText = JSON.stringify(snap)
    expect(Object.isFrozen(snap) && Object.isFrozen(snap.units)).toBe(true)
    expect(snapText).toBe(JSON.stringify(sim.state))
    const player = createRandomPlayer(seededRand(1))
    for (let i = 0; i < 200; i++) sim.apply(player.next(ctx, sim.state))
    expect(JSON.stringify(snap)).toBe(snapText)
    expect(JSON.stringify(s0)).toBe(before)
  })

  it('apply on a simulation state copies it: the simulation is untouched and equal answers follow', () => {
    const sim = startSimulation(ctx, start(8))
    sim.apply({ type: 'rally' })
    const u = Object.values(sim.state.units).find((x) => x.side === 'fr' && x.type === 'infantry' && x.hex !== null)
    if (!u) throw new Error('no French infantry')
    const r = Movement.unitReach(ctx, sim.state, u.id)
    if (!('reach' in r) || !r.reach.ends.length) throw new Error('it cannot move')
    const h = r.reach.ends[0] ?? -1
    const path: number[] = []
    for (let x = h; x !== -1; x = r.reach.prev[x] ?? -1) path.unshift(x)
    const cmd: Command = { type: 'move', unit: u.id, path: path.map((x) => map.geo.codes[x] ?? '') }
    const before = JSON.stringify(sim.state)
    const a = apply(ctx, sim.state, cmd)
    expect(a.ok).toBe(true)
    expect(JSON.stringify(sim.state)).toBe(before)
    const b = sim.apply(cmd)
    expect(text(b)).toBe(text(a))
    expect(JSON.stringify(sim.state)).toBe(JSON.stringify(a.ok ? a.state : null))
  })

  it('a simulation may set its own dice without touching the game it started from', () => {
    const s0 = start(9)
    const sim = startSimulation(ctx, s0)
    sim.setDice(12345)
    expect(sim.state.rng).toBe(12345)
    expect(s0.rng).not.toBe(12345)
  })
})
