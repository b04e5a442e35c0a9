// Builds src/data/borodino-map.json from data/geography.json and data/map-overlay.json.
// Run: npx tsx tools/build-map.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileMap, formatMapError } from '../src/engine/ai'
import type { Geography } from './data/geography'
import { buildMap } from './mapgen/build'
import type { Overlay } from './mapgen/overlay'
import { formatMapJson } from './mapgen/format'

const root = fileURLToPath(new URL('..', import.meta.url))
const geo = JSON.parse(readFileSync(`${root}data/geography.json`, 'utf8')) as Geography
const overlay = JSON.parse(readFileSync(`${root}data/map-overlay.json`, 'utf8')) as Overlay
const { map, notes } = buildMap(geo, overlay)
for (const n of notes) console.log(`note: ${n}`)
const compiled = compileMap(map)
if (!compiled.ok) {
  console.error(formatMapError(compiled.error))
  process.exit(1)
}
writeFileSync(`${root}src/data/borodino-map.json`, formatMapJson(map))
console.log(
  `wrote src/data/borodino-map.json: ${map.cols}x${map.rows}, ${map.roads.length} roads, ${map.rivers.length} rivers, ${map.bridges.length} bridges`,
)
