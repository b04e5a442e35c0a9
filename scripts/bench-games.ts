// Benchmark: full 20-turn games of random legal play, on the real Borodino map with the historical
// armies and on a synthetic 30×26 map with 90 units. As a computer opponent would use it: one
// battlefield, many playouts from the same start, each with its own dice seed and its own random
// player. Building the battlefield is timed separately. The last line printed is one JSON object.
// Games are played through a simulation (the engine's in-place path); `--path apply` plays the same
// games through `apply`, a frozen state per command, for comparison (same seeds, same games).
// Usage: npm run bench:games [-- games] [-- --map real|synthetic] [-- --path simulation|apply]
import {
  apply,
  isGameOver,
  loadMap,
  newGameFromScenario,
  victoryStatus,
  type Command,
  type Ctx,
  type GameState,
} from '../src/engine'
import { seedToState, startSimulation } from '../src/engine/ai'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { createRandomPlayer, syntheticGame } from '../src/sim'
import { seededRand } from '../src/core'

const args = process.argv.slice(2)
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 100)
const mapArg = args.includes('--map') ? args[args.indexOf('--map') + 1] : 'both'
const pathArg = args.includes('--path') ? args[args.indexOf('--path') + 1] : 'simulation'
if (pathArg !== 'simulation' && pathArg !== 'apply') throw new Error('--path must be simulation or apply')

interface Battlefield {
  ctx: Ctx
  start: GameState
  setupMs: number
}

function realBattlefield(): Battlefield {
  const t = performance.now()
  const ctx = { map: loadMap(borodinoMapData) }
  const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
  if (!r.ok) throw new Error(r.error.join('; '))
  apply(ctx, r.value, { type: 'rally' }) // builds the per-map cost tables
  return { ctx, start: r.value, setupMs: performance.now() - t }
}

function syntheticBattlefield(): Battlefield {
  const t = performance.now()
  const { map, state } = syntheticGame(1000)
  const ctx = { map }
  apply(ctx, state, { type: 'rally' })
  return { ctx, start: state, setupMs: performance.now() - t }
}

function run(name: string, bf: Battlefield): number {
  let commands = 0
  let refusals = 0
  let combats = 0
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  for (let g = 0; g < games; g++) {
    const initial = { ...bf.start, seed: 500 + g, rng: seedToState(500 + g) }
    const player = createRandomPlayer(seededRand(7 + g))
    // A simulation's state is one object changed in place; `apply` hands out a new one per command.
    const sim = pathArg === 'simulation' ? startSimulation(bf.ctx, initial) : null
    const step = (st: GameState, c: Command) => (sim ? sim.apply(c) : apply(bf.ctx, st, c))
    let state = sim ? sim.state : initial
    for (let i = 0; i < 100_000 && !isGameOver(state); i++) {
      const cmd = player.next(bf.ctx, state)
      const out = step(state, cmd)
      commands++
      if (!out.ok) {
        refusals++
        if (refusals < 5)
          console.error('refused', JSON.stringify(cmd), out.refusal.code, JSON.stringify(out.refusal.params))
        // A refused command changes nothing; end the phase so the game goes on.
        const end = step(state, { type: 'endPhase' })
        if (end.ok) state = end.state
        continue
      }
      for (const e of out.events) if (e.type === 'combat-resolved' || e.type === 'fire-resolved') combats++
      state = out.state
    }
    if (!isGameOver(state)) throw new Error(`${name} game ${g} did not finish`)
    if (g === 0)
      console.log(
        `${name} game 0: Russian losses ${victoryStatus(state).lossesPct.toFixed(1)}% (${victoryStatus(state).band})`,
      )
  }
  const secs = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  // On a shared machine wall time includes waiting for a core; CPU time shows what the games cost.
  const cpuSecs = (cpu.user + cpu.system) / 1e6
  console.log(
    `${name}: played through ${pathArg === 'simulation' ? 'a simulation (in place)' : 'apply (frozen states)'}`,
  )
  console.log(`${name}: battlefield built in ${bf.setupMs.toFixed(1)} ms (once)`)
  console.log(
    `${name}: ${games} games in ${secs.toFixed(2)} s: ${(games / secs).toFixed(1)} games/s ` +
      `(${(games / cpuSecs).toFixed(1)} per CPU second); ${(commands / games).toFixed(0)} commands and ` +
      `${(combats / games).toFixed(0)} combats per game; ${refusals} refusals`,
  )
  return Math.round((games / secs) * 10) / 10
}

const out: Record<string, number> = {}
if (mapArg === 'both' || mapArg === 'real') out.realMapGamesPerSec = run('real map', realBattlefield())
if (mapArg === 'both' || mapArg === 'synthetic')
  out.syntheticMapGamesPerSec = run('synthetic map', syntheticBattlefield())
console.log(JSON.stringify(out))
