// Benchmark: median time of the reachable-hex query per unit type on a 30x26 map with 90 units.
import { Movement } from '../src/engine'
import { syntheticGame } from '../src/sim'

const { map, state: base } = syntheticGame(1, 30, 26, 45)
const ctx = { map }
const ROUNDS = 200

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s[Math.floor(s.length / 2)]
  if (m === undefined) throw new Error('median of no samples: the run measured nothing')
  return m
}

const byType: Record<string, number[]> = { infantry: [], cavalry: [], artillery: [] }
for (const side of ['fr', 'ru'] as const) {
  const state = { ...base, side, phase: 'movement' as const }
  const ids = Object.keys(state.units).filter((id) => state.units[id]!.side === side)
  for (let warm = 0; warm < 20; warm++) for (const id of ids) Movement.unitReach(ctx, state, id)
  for (const id of ids) {
    const times: number[] = []
    for (let k = 0; k < ROUNDS; k++) {
      const t0 = performance.now()
      Movement.unitReach(ctx, state, id)
      times.push(performance.now() - t0)
    }
    byType[state.units[id]!.type]!.push(median(times))
  }
}
const all = Object.values(byType).flat()
console.log(
  `reachable-hex query, ${map.geo.cols}x${map.geo.rows} map, ${Object.keys(base.units).length} units, median of ${ROUNDS} runs per unit`,
)
for (const [type, xs] of Object.entries(byType))
  console.log(`  ${type.padEnd(10)} median ${median(xs).toFixed(4)} ms  (${xs.length} units)`)
console.log(
  `  all        median ${median(all).toFixed(4)} ms, worst unit ${Math.max(...all).toFixed(4)} ms (target ≤ 0.1 ms)`,
)
