// Benchmark of the coach's hint (src/ai's hint, what the worker runs for the hint button) on the real map: positions
// of the historical battle reached by the random player (one a game seed; the first of them is the French first
// movement phase, the rest at varied points of the battle, half of them in a movement phase, the heaviest decision),
// each timed once at Normal and once at Hard with the computer player's budget. Wall-clock time in this process, and
// CPU time (on a shared machine the wall clock also counts the other processes' turns); the report gives p50, p95
// and the worst per level, and the same over the movement phases alone.
// Run: npx tsx scripts/bench-hint.ts [positions = 20]
import { hint, type AiLevel } from '../src/ai'
import { actingSide } from '../src/engine'
import { HINT_HARD_BUDGET } from '../src/store/hint/hintControl'
import { ctx, fmt, hintPosition, pct } from './hintPositions'

const POSITIONS = Number(process.argv[2] ?? 20)

const positions = Array.from({ length: POSITIONS }, (_, i) => hintPosition(i).state)
const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
type Times = { all: number[]; movement: number[] }
const result: Record<string, { wall: Times; cpu: Times }> = {}
for (const level of ['normal', 'hard'] as AiLevel[]) {
  const r: { wall: Times; cpu: Times } = { wall: { all: [], movement: [] }, cpu: { all: [], movement: [] } }
  result[level] = r
  positions.forEach((s, i) => {
    const t0 = performance.now()
    const c0 = cpuMs()
    const h = hint(ctx, s, actingSide(s), { level, seed: i + 1, budget: HINT_HARD_BUDGET })
    const cpu = cpuMs() - c0
    const wall = performance.now() - t0
    if (!h) throw new Error(`no hint at position ${i}`)
    const movement = s.phase === 'movement' && !s.pending.length
    for (const [t, ms] of [
      [r.wall, wall],
      [r.cpu, cpu],
    ] as const) {
      t.all.push(ms)
      if (movement) t.movement.push(ms)
    }
  })
  for (const k of ['wall', 'cpu'] as const)
    console.log(
      `${level} ${k}: ${fmt(r[k].all)} (${r[k].all.length}); movement: ${fmt(r[k].movement)} (${r[k].movement.length})`,
    )
}
const round = (t: Times) => ({ p50: Math.round(pct(t.all, 0.5)), p95: Math.round(pct(t.all, 0.95)) })
console.log(
  JSON.stringify(
    Object.fromEntries(Object.entries(result).map(([k, v]) => [k, { wall: round(v.wall), cpu: round(v.cpu) }])),
  ),
)
