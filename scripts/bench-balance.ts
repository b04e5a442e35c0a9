// Benchmark: the balance of every scenario and whole-day victory variant (issue 32): Normal against Normal over the
// fixed list of game seeds bench:ai uses (game i: dice seed 1812 + 7i, French player seed 100 + i, Russian 200 + i),
// so the historical scenario under WIN.2 plays bench:ai's normal-normal games exactly. It plays each
// scenario's games once, judged under its own rule and under each of its variants' (victoryStatus).
// Usage: npm run bench:balance [-- --json] [-- --games N] [-- --first K] [-- --only historical,historical:both-losses]
//        [-- --progress] [-- --finals] [-- --write src/data/balance.json]
// Prints one JSON line last (with --json, the only line on stdout; progress goes to stderr):
// {"scenarios":[{"id","turns","unitsPerSide","victory","games","winShare":{"fr","ru","draw"}}]}
// --finals adds each game's final losses ({ru, fr} points) to its entry, for calibrating a variant's edges.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createAiPlayer } from '../src/ai'
import { playMatch } from '../src/ai/match'
import { allUnits, borodinoMapData, commanders } from '../src/data/bundled'
import {
  isGameOver,
  loadMap,
  newGameFromScenario,
  victoryStatus,
  type GameState,
  type ScenarioData,
} from '../src/engine'

const args = process.argv.slice(2)
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const json = args.includes('--json')
const games = Number(opt('--games') ?? 100)
const first = Number(opt('--first') ?? 0)
const only = opt('--only')?.split(',')
const say = (line: string): void => (json ? console.error(line) : console.log(line))

const dir = fileURLToPath(new URL('../src/data/scenarios/', import.meta.url))
const scenarios = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as ScenarioData)

const map = loadMap(borodinoMapData)
const ctx = { map }
const side = new Map(allUnits.map((u) => [u.id, u.side]))

interface Entry {
  id: string
  turns: number
  unitsPerSide: { fr: number; ru: number }
  victory: string
  games: number
  winShare: { fr: number; ru: number; draw: number }
  /** Commands both sides gave in a game, on average: the basis of New game's play-time estimate. */
  commands: number
  finals?: Array<{ ru: number; fr: number }>
}
const entries: Entry[] = []
const t00 = performance.now()
const band = (state: GameState): 'fr' | 'ru' | 'draw' => {
  const b = victoryStatus(state).band
  return b === 'draw' ? 'draw' : b.startsWith('french') ? 'fr' : 'ru'
}
for (const s of scenarios) {
  // A variant changes only how a game is judged (WIN.3: the same seed and commands give the same game under each,
  // tests/engine/victoryRules.test.ts), so the scenario's games are played once and judged under each of its rules.
  const ids = [undefined, ...(s.variants ?? []).map((v) => v.id)].filter(
    (v) => !only || only.includes(v ? `${s.id}:${v}` : s.id),
  )
  if (!ids.length) continue
  const t0 = performance.now()
  const finals: GameState[] = []
  let commandCount = 0
  for (let g = first; g < first + games; g++) {
    const start = newGameFromScenario(ctx, s, allUnits, commanders, 1812 + 7 * g)
    if (!start.ok) throw new Error(`${s.id}: ${start.error.join('; ')}`)
    const players = {
      fr: createAiPlayer({ level: 'normal', seed: 100 + g }),
      ru: createAiPlayer({ level: 'normal', seed: 200 + g }),
    }
    const m = playMatch(ctx, start.value, players)
    if (!isGameOver(m.state)) throw new Error(`${s.id} game ${g} did not finish`)
    finals.push(m.state)
    commandCount += m.commands
    if (args.includes('--progress')) {
      const v = victoryStatus(m.state)
      say(`  ${s.id} game ${g}: ${v.band} (score ${v.score.toFixed(1)}; losses ru ${v.losses} fr ${v.frLosses})`)
    }
  }
  for (const variant of ids) {
    const id = variant ? `${s.id}:${variant}` : s.id
    const rule = variant ? s.variants?.find((v) => v.id === variant)?.victory : undefined
    const wins = { fr: 0, ru: 0, draw: 0 }
    for (const f of finals) wins[band(rule ? { ...f, victory: rule } : f)]++
    const share = (n: number): number => Math.round((n / games) * 1000) / 1000
    const placed = s.kind === 'episode' ? s.placements.map((p) => p.unit) : allUnits.map((u) => u.id)
    const entry: Entry = {
      id,
      turns: (s.lastTurn ?? 20) - (s.firstTurn ?? 1) + 1,
      unitsPerSide: {
        fr: placed.filter((u) => side.get(u) === 'fr').length,
        ru: placed.filter((u) => side.get(u) === 'ru').length,
      },
      // "seed" for WIN.1–2, a variant's id, or a short scenario's own rule ("objectives", WIN.4).
      victory: variant ?? s.victory?.kind ?? 'seed',
      games,
      winShare: { fr: share(wins.fr), ru: share(wins.ru), draw: share(wins.draw) },
      commands: Math.round(commandCount / games),
      ...(args.includes('--finals') ? { finals: finals.map((f) => ({ ru: f.losses.ru, fr: f.losses.fr })) } : {}),
    }
    entries.push(entry)
    say(`${id}: ${games} games, French ${wins.fr}, Russian ${wins.ru}, draws ${wins.draw}`)
  }
  say(`${s.id}: ${((performance.now() - t0) / 1000).toFixed(0)} s`)
}
say(`total ${((performance.now() - t00) / 1000).toFixed(0)} s`)
const result = { scenarios: entries }
// --write: the figures the New game dialog shows (src/data/balance.json), one entry a line, finals left out.
const target = opt('--write')
if (target) {
  const lines = entries.map(({ finals: _finals, ...e }) => `    ${JSON.stringify(e)}`)
  writeFileSync(
    target,
    `{\n  "measured": ${JSON.stringify(new Date().toISOString().slice(0, 10))},\n  "scenarios": [\n${lines.join(',\n')}\n  ]\n}\n`,
  )
}
console.log(JSON.stringify(result))
