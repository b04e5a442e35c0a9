// Tuning aid: one side's planner with other knobs against Normal on the other side, over the benchmark's
// fixed seeds. Prints the mean Russian loss % with its 95% interval per variant.
// Usage: npx tsx scripts/tune-ai.ts --side fr --games 100 [--first K] [--per-game] '{"drive":1.3}' '{"minSetupValue":0}'
import { createAiPlayer } from '../src/ai'
import { playMatch } from '../src/ai/match'
import { LEVEL_PARAMS, type PlanParams } from '../src/ai/types'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { loadMap, newGameFromScenario, victoryStatus, type Side } from '../src/engine'

const args = process.argv.slice(2)
const opt = (n: string): string | undefined => {
  const i = args.indexOf(n)
  return i >= 0 ? args[i + 1] : undefined
}
const side = (opt('--side') ?? 'fr') as Side
const games = Number(opt('--games') ?? 100)
const first = Number(opt('--first') ?? 0)
const variants = args.filter((a) => a.startsWith('{'))
const map = loadMap(borodinoMapData)
const ctx = { map }

for (const v of variants.length ? variants : ['{}']) {
  const params = { ...LEVEL_PARAMS.normal, ...(JSON.parse(v) as Partial<PlanParams>) }
  const xs: number[] = []
  const t0 = performance.now()
  for (let g = first; g < first + games; g++) {
    const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812 + 7 * g)
    if (!r.ok) throw new Error(r.error.join('; '))
    const me = createAiPlayer({ level: 'normal', seed: (side === 'fr' ? 100 : 200) + g, params })
    const other = createAiPlayer({ level: 'normal', seed: (side === 'fr' ? 200 : 100) + g })
    const m = playMatch(ctx, r.value, side === 'fr' ? { fr: me, ru: other } : { fr: other, ru: me })
    xs.push(victoryStatus(m.state).lossesPct)
    if (args.includes('--per-game')) console.log(`  game ${g}: ${victoryStatus(m.state).lossesPct.toFixed(1)}`)
  }
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length
  const sd = Math.sqrt(xs.reduce((t, x) => t + (x - mean) ** 2, 0) / (xs.length - 1))
  const h = (1.96 * sd) / Math.sqrt(xs.length)
  console.log(
    `${side} ${v}: ${xs.length} games, Russian loss ${mean.toFixed(1)}% [${(mean - h).toFixed(1)}, ` +
      `${(mean + h).toFixed(1)}], ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  )
}
