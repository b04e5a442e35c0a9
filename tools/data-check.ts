// Validates the bundled data (map, orders of battle, commanders, scenarios) and prints a JSON summary last.
// Run: npm run data:check. Exits non-zero on any problem.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { GameMap, ScenarioData } from '../src/engine'
import { compileMap, formatMapError } from '../src/engine/ai'
import { newGameFromScenario } from '../src/engine'
import { validateScenarioData } from '../src/engine/ai'
import {
  checkNamedPlaces,
  checkOob,
  checkRiversContinuous,
  checkRoadRiverCrossings,
  checkRoadsAvoidRedoubtFronts,
  checkRoadsConnected,
  checkSetupZones,
  checkStartGap,
} from './data/checks'
import { allUnits, borodinoMapData, commanders, historicalScenario, hypotheticalScenario } from '../src/data/bundled'
import type { Geography } from './data/geography'
import { toUnitDef, type OobSources } from './data/oobSources'
import { buildMap } from './mapgen/build'
import { formatMapJson } from './mapgen/format'
import type { Overlay } from './mapgen/overlay'

const root = fileURLToPath(new URL('..', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as T
const problems: string[] = []
const report = (what: string, list: string[]): void => {
  for (const p of list) problems.push(`${what}: ${p}`)
  console.log(`${list.length ? 'FAIL' : 'ok  '} ${what}${list.length ? ` (${list.length})` : ''}`)
  for (const p of list.slice(0, 20)) console.log(`     - ${p}`)
}

const geo = readJson<Geography>('data/geography.json')
const compiled = compileMap(borodinoMapData)
report('map compiles (MAP.1–5)', compiled.ok ? [] : [formatMapError(compiled.error)])
if (!compiled.ok) {
  console.log(JSON.stringify({ ok: false, problems: problems.length }))
  process.exit(1)
}
const map: GameMap = compiled.value
const ctx = { map }

const rebuilt = buildMap(geo, readJson<Overlay>('data/map-overlay.json')).map
report(
  'map file is what tools/build-map.ts makes',
  formatMapJson(rebuilt) === readFileSync(`${root}src/data/borodino-map.json`, 'utf8')
    ? []
    : ['src/data/borodino-map.json is stale: run npm run map:build'],
)
report('rivers continuous (MAP.4)', checkRiversContinuous(map))
report('roads cross rivers only at bridges (MAP.4)', checkRoadRiverCrossings(map))
report('no road crosses a redoubt front (MAP.5)', checkRoadsAvoidRedoubtFronts(map))
report('roads connected, Smolensk roads edge to edge', checkRoadsConnected(map, ['new-smolensk', 'old-smolensk']))
report('named places within one hex of their coordinates (MAP.3)', checkNamedPlaces(map, geo))

const sources = readJson<OobSources>('data/oob-sources.json')
const fresh = JSON.stringify(sources.units.map((u) => toUnitDef(sources, u)))
report(
  'counters are what tools/build-oob.ts makes',
  fresh === JSON.stringify(allUnits) ? [] : ['src/data/oob-*.json are stale: run npm run oob:build'],
)
report('orders of battle and commanders (UNIT.1–6)', checkOob(allUnits, commanders))

// Every scenario file the app offers (store/game/scenarioSources.ts), and each of its victory variants (WIN.3).
const scenarioDir = `${root}src/data/scenarios/`
const scenarioFiles = readdirSync(scenarioDir).filter((f) => f.endsWith('.json'))
const ids = new Set<string>()
for (const file of scenarioFiles) {
  const s = readJson<ScenarioData>(`src/data/scenarios/${file}`)
  report(`scenario ${s.id} valid`, validateScenarioData(ctx, s, allUnits, commanders))
  report(`scenario ${s.id}: one id a file`, ids.has(s.id) || s.id.includes(':') ? [`id ${s.id} taken or has ':'`] : [])
  ids.add(s.id)
  for (const variant of [undefined, ...(s.variants ?? []).map((v) => v.id)]) {
    const game = newGameFromScenario(ctx, s, allUnits, commanders, 1, variant)
    report(`scenario ${s.id}${variant ? `:${variant}` : ''} starts a game`, game.ok ? [] : game.error)
  }
  if (s.kind === 'episode') report(`${s.id}: sides at least 2 hexes apart`, checkStartGap(map, s, allUnits, 2))
}
report('historical: French at least 2 hexes from Russians (SCN.1)', checkStartGap(map, historicalScenario, allUnits, 2))
report('hypothetical: setup zones hold every unit (SCN.2)', checkSetupZones(map, hypotheticalScenario, allUnits))

const strength = (side: string): number =>
  allUnits.filter((u) => u.side === side).reduce((a, u) => a + u.front.strength, 0)
const guns = (side: string): number =>
  sources.units.filter((u) => u.side === side).reduce((a, u) => a + (u.men.guns ?? 0), 0)
const count = <T extends { side: string }>(list: T[], side: string): number =>
  list.filter((x) => x.side === side).length
const hexNamed = (en: string): string | null => {
  const id = map.names.findIndex((n) => n?.en === en)
  return id < 0 ? null : map.geo.codes[id]!
}
const summary = {
  ok: problems.length === 0,
  problems: problems.length,
  cols: map.geo.cols,
  rows: map.geo.rows,
  hexes: map.geo.n,
  russianStrength: strength('ru'),
  frenchStrength: strength('fr'),
  frenchGuns: guns('fr'),
  russianGuns: guns('ru'),
  units: { fr: count(allUnits, 'fr'), ru: count(allUnits, 'ru') },
  commanders: { fr: count(commanders, 'fr'), ru: count(commanders, 'ru') },
  borodino: hexNamed('Borodino'),
  raevsky: hexNamed('Raevsky battery'),
  semenovskoye: hexNamed('Semenovskoye'),
  utitsa: hexNamed('Utitsa'),
  shevardino: hexNamed('Shevardino'),
  gorki: hexNamed('Gorki'),
  fleches: map.data.redoubts.filter((r) => r.name?.en === 'Bagration flèches').map((r) => r.hex),
}
console.log(JSON.stringify(summary))
process.exit(problems.length ? 1 : 0)
