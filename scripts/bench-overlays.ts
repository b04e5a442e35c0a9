// Benchmark of the board's two coach overlays on the real map: «Куда атаковать» (Coach.rankedAttacks) and
// «Угрозы» (Coach.rankedThreats), each rating every option on the board with the engine's own resolution,
// beside the table-only queries they start from (Combat.attackOptions, Combat.threatOptions). Positions: the
// historical scenario's first French movement phase, then every movement phase a seeded random player reaches
// (mid-game boards with many units in contact). Each query is timed REPEAT times on its position in CPU time,
// its median kept; the report gives the median, 95th percentile and worst of those per-position times.
// Run: npx tsx scripts/bench-overlays.ts [games = 2] [commands per game = 3000]
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { apply, Coach, Combat, isGameOver, loadMap, newGameFromScenario, type GameState } from '../src/engine'
import { createRandomPlayer } from '../src/sim'
import { seededRand } from '../src/core'

const map = loadMap(borodinoMapData)
const ctx = { map }
const GAMES = Number(process.argv[2] ?? 2)
const COMMANDS = Number(process.argv[3] ?? 3000)
const REPEAT = 7
const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const times = {
  attackOptions: [] as number[],
  rankedAttacks: [] as number[],
  threatOptions: [] as number[],
  rankedThreats: [] as number[],
}
const counts = { attacks: 0, threats: 0, inexact: 0, positions: 0 }
let turn1 = { rankedAttacks: 0, rankedThreats: 0 }
const timed = (f: () => unknown): number => {
  const t: number[] = []
  for (let i = 0; i < REPEAT; i++) {
    const t0 = cpuMs()
    f()
    t.push(cpuMs() - t0)
  }
  return t.sort((a, b) => a - b)[REPEAT >> 1]! // REPEAT samples
}
function measure(s: GameState): void {
  // States are fresh objects here as on the board after each step: the derived tables are built once per state.
  times.attackOptions.push(timed(() => Combat.attackOptions(ctx, s)))
  times.threatOptions.push(timed(() => Combat.threatOptions(ctx, s)))
  const a = timed(() => Coach.rankedAttacks(ctx, s))
  const t = timed(() => Coach.rankedThreats(ctx, s))
  times.rankedAttacks.push(a)
  times.rankedThreats.push(t)
  const ra = Coach.rankedAttacks(ctx, s)
  const rt = Coach.rankedThreats(ctx, s)
  counts.attacks += ra.length
  counts.threats += rt.length
  counts.inexact += [...ra, ...rt].filter((o) => !o.odds.exact).length
  counts.positions++
  if (counts.positions === 1) turn1 = { rankedAttacks: a, rankedThreats: t }
}

for (let g = 0; g < GAMES; g++) {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812 + g)
  if (!start.ok) throw new Error(start.error.join('; '))
  let s: GameState = start.value
  const player = createRandomPlayer(seededRand(7 + g), { attackChance: 0.8 })
  let phaseSeen = ''
  for (let n = 0; n < COMMANDS && !isGameOver(s); n++) {
    const key = `${s.turn}${s.side}${s.phase}`
    // The first moment of each movement phase (turn 1's French one included), once per game.
    if (s.phase === 'movement' && !s.pending.length && key !== phaseSeen) {
      phaseSeen = key
      measure(s)
    }
    let out = apply(ctx, s, player.next(ctx, s))
    if (!out.ok) out = apply(ctx, s, { type: 'endPhase' })
    if (!out.ok) throw new Error(out.refusal.code)
    s = out.state
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN
  return { positions: s.length, medianMs: +at(0.5).toFixed(2), p95Ms: +at(0.95).toFixed(2), worstMs: +at(1).toFixed(2) }
}
console.log(
  JSON.stringify(
    {
      turn1Ms: { rankedAttacks: +turn1.rankedAttacks.toFixed(2), rankedThreats: +turn1.rankedThreats.toFixed(2) },
      attackOptions: stats(times.attackOptions),
      rankedAttacks: stats(times.rankedAttacks),
      threatOptions: stats(times.threatOptions),
      rankedThreats: stats(times.rankedThreats),
      optionsPerPosition: {
        attacks: +(counts.attacks / counts.positions).toFixed(1),
        threats: +(counts.threats / counts.positions).toFixed(1),
      },
      tableOnly: counts.inexact,
    },
    null,
    1,
  ),
)
