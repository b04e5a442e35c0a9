// Fuzzing both games' saves: npm run fuzz:saves -- [inputs per game] [seed]. Hostile texts go through every way a
// save enters a game (import over a game in progress, the autosave at start, the list of named saves); prints one
// JSON line per game, last. The stores are loaded through Vite, as the app's build sees them.
import { viteModules } from './viteModules'

type Fuzz = typeof import('./fuzz/saveFuzzer')
type Games = typeof import('./fuzz/saveGames')

const n = Number(process.argv[2] ?? 10_000)
const seed = Number(process.argv[3] ?? 1)
if (!Number.isSafeInteger(n) || n < 1) throw new Error('usage: npm run fuzz:saves -- <inputs per game> [seed]')
const vite = await viteModules()
const { fuzzSaves } = await vite.load<Fuzz>('/scripts/fuzz/saveFuzzer.ts')
const { borodinoGame, phalanxGame } = await vite.load<Games>('/scripts/fuzz/saveGames.ts')
await vite.close()
let bad = 0
const lines: string[] = []
for (const game of [borodinoGame, phalanxGame]) {
  const t0 = performance.now()
  const r = fuzzSaves(game, n, seed)
  const secs = (performance.now() - t0) / 1000
  for (const s of r.samples) console.error(`${game.name}: ${s}`)
  console.log(
    `${game.name}: ${r.inputs} inputs (${r.loaded} loaded, ${r.refused} refused) in ${secs.toFixed(1)} s (seed ${seed})`,
  )
  bad += r.exceptions + r.gamesLost + r.unworded
  const { game: name, inputs, exceptions, gamesLost, unworded, loaded, refused } = r
  lines.push(JSON.stringify({ game: name, inputs, exceptions, gamesLost, unworded, loaded, refused }))
}
for (const l of lines) console.log(l)
process.exitCode = bad > 0 ? 1 : 0
