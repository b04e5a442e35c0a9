// Benchmark: full 20-turn games of random legal play on a synthetic 30×26 map with 90 units.
// As a computer opponent would use it: one battlefield, many playouts from the same start, each
// with its own dice seed and its own random player. Building the map is timed separately.
// Usage: npm run bench:games [-- games]
import { seedToState } from '../src/engine'
import { apply } from '../src/engine'
import { createRandomPlayer, seededRand } from '../src/sim'
import { syntheticGame } from '../src/sim'
import { victoryStatus } from '../src/engine'
import { isGameOver } from '../src/engine'

const games = Number(process.argv[2] ?? 100)
let commands = 0
let refusals = 0
let combats = 0
const tSetup = performance.now()
const { map, state: start } = syntheticGame(1000)
const ctx = { map }
apply(ctx, start, { type: 'rally' }) // builds the per-map cost tables
const setupMs = performance.now() - tSetup
const t0 = performance.now()
for (let g = 0; g < games; g++) {
  const initial = { ...start, seed: 500 + g, rng: seedToState(500 + g) }
  const player = createRandomPlayer(seededRand(7 + g))
  let state = initial
  for (let i = 0; i < 100_000 && !isGameOver(state); i++) {
    const cmd = player.next(ctx, state)
    const out = apply(ctx, state, cmd)
    commands++
    if (!out.ok) {
      refusals++
      if (refusals < 5)
        console.error('refused', JSON.stringify(cmd), out.refusal.code, JSON.stringify(out.refusal.params))
      // A refused command changes nothing; end the phase so the game goes on.
      const end = apply(ctx, state, { type: 'endPhase' })
      if (end.ok) state = end.state
      continue
    }
    for (const e of out.events) if (e.type === 'combat-resolved' || e.type === 'fire-resolved') combats++
    state = out.state
  }
  if (!isGameOver(state)) throw new Error(`game ${g} did not finish`)
  if (g === 0)
    console.log(`game 0: Russian losses ${victoryStatus(state).lossesPct.toFixed(1)}% (${victoryStatus(state).band})`)
}
const secs = (performance.now() - t0) / 1000
console.log(`map and armies built in ${setupMs.toFixed(1)} ms (once)`)
console.log(
  `${games} games in ${secs.toFixed(2)} s: ${(games / secs).toFixed(1)} games/s; ${(commands / games).toFixed(0)} commands and ${(combats / games).toFixed(0)} combats per game; ${refusals} refusals`,
)
