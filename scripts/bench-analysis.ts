// Benchmark of the coach's analysis of a whole game (src/ai/analysis): a 20-turn historical game played by the
// random player (French) against Normal (Russians), then every French decision judged against Normal's own choice,
// as the review's «Разбор ошибок» does in the worker. Several runs, CPU and wall time each.
// With `both`, the random player plays both sides and both sides' decisions are judged (a hot-seat game's case).
// Run: npx tsx scripts/bench-analysis.ts [runs = 3] [game seed = 1] [both]
import {
  actingSide,
  apply,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type Command,
  type GameState,
} from '../src/engine'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { analyseGame, createAiPlayer } from '../src/ai'
import { createRandomPlayer } from '../src/sim'
import { seededRand } from '../src/core'

const RUNS = Number(process.argv[2] ?? 3)
const SEED = Number(process.argv[3] ?? 1)
const BOTH = process.argv[4] === 'both'
const ctx = { map: loadMap(borodinoMapData) }

const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, SEED)
if (!start.ok) throw new Error(start.error.join('; '))
const initial: GameState = start.value
const fr = createRandomPlayer(seededRand(SEED))
const ru = BOTH ? createRandomPlayer(seededRand(SEED + 1)) : createAiPlayer({ level: 'normal', seed: SEED })
const commands: Command[] = []
let s = initial
while (!isGameOver(s) && commands.length < 20_000) {
  const cmd = actingSide(s) === 'fr' ? fr.next(ctx, s) : ru.next(ctx, s)
  const out = apply(ctx, s, cmd)
  if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${out.refusal.code}`)
  s = out.state
  commands.push(cmd)
}
console.log(`game: seed ${SEED}, ${commands.length} commands, ended on turn ${s.turn} (${s.phase})`)

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const walls: number[] = []
for (let r = 0; r < RUNS; r++) {
  const t0 = performance.now()
  const c0 = cpuMs()
  const res = analyseGame(ctx, initial, commands, { sides: BOTH ? ['fr', 'ru'] : ['fr'] })
  const wall = performance.now() - t0
  walls.push(wall)
  const graded = res.filter((x) => x.grade)
  const by = (g: string) => graded.filter((x) => x.grade === g).length
  console.log(
    `run ${r + 1}: ${res.length} decisions, ${(wall / 1000).toFixed(1)} s wall, ${((cpuMs() - c0) / 1000).toFixed(1)} s CPU;` +
      ` graded ${graded.length} (inaccuracy ${by('inaccuracy')}, mistake ${by('mistake')}, blunder ${by('blunder')})`,
  )
}
console.log(
  JSON.stringify({ runs: RUNS, wallS: walls.map((w) => +(w / 1000).toFixed(1)), maxS: Math.max(...walls) / 1000 }),
)
