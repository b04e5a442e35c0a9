// Builds src/data/oob-french.json and oob-russian.json from data/oob-sources.json,
// and the strength tables of docs/order-of-battle.md. Run: npx tsx tools/build-oob.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { rawStrength, toUnitDef, type OobSources } from './data/oobSources'
import type { UnitDef } from '../src/engine'

const root = fileURLToPath(new URL('..', import.meta.url))
const src = JSON.parse(readFileSync(`${root}data/oob-sources.json`, 'utf8')) as OobSources
const write = (file: string, units: UnitDef[]): void =>
  writeFileSync(`${root}src/data/${file}`, `[\n  ${units.map((u) => JSON.stringify(u)).join(',\n  ')}\n]\n`)

const defs = src.units.map((u) => toUnitDef(src, u))
write(
  'oob-french.json',
  defs.filter((u) => u.side === 'fr'),
)
write(
  'oob-russian.json',
  defs.filter((u) => u.side === 'ru'),
)

const fmtMen = (m: Record<string, number>): string =>
  Object.entries(m)
    .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
    .join(' + ')
const table = (side: 'fr' | 'ru'): string => {
  const rows = src.units
    .filter((u) => u.side === side)
    .map((u) => {
      const d = toUnitDef(src, u)
      const adj = u.adj ? `${u.adj > 0 ? '+' : ''}${u.adj} (${u.adjWhy})` : ''
      return (
        `| \`${u.id}\` | ${u.label} | ${u.name.en} / ${u.name.ru} | ${u.type} | ${u.nationality} | ` +
        `${u.corps} / ${u.army} | ${fmtMen(u.men)} | ${rawStrength(src, u).toFixed(2)} | ${adj} | ` +
        `**${d.front.strength}-${d.front.mp}** | ${d.back.strength}-${d.back.mp} | ` +
        `${u.src}${u.note ? ` — ${u.note}` : ''} |`
      )
    })
  const total = defs.filter((u) => u.side === side).reduce((a, u) => a + u.front.strength, 0)
  return [
    '| id | label | name | type | nationality | corps / army | men, guns | raw | adjustment | front | back | source |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| | | **total (${rows.length} counters)** | | | | | | | **${total}** | | |`,
  ].join('\n')
}
const docPath = `${root}docs/order-of-battle.md`
let doc = readFileSync(docPath, 'utf8')
for (const side of ['fr', 'ru'] as const) {
  const re = new RegExp(`(<!-- oob:${side}:start -->)[\\s\\S]*?(<!-- oob:${side}:end -->)`)
  doc = doc.replace(re, `$1\n${table(side)}\n$2`)
}
writeFileSync(docPath, doc)
const sum = (s: string): number => defs.filter((u) => u.side === s).reduce((a, u) => a + u.front.strength, 0)
console.log(
  `French ${sum('fr')} in ${defs.filter((u) => u.side === 'fr').length} counters; Russian ${sum('ru')} ` +
    `in ${defs.filter((u) => u.side === 'ru').length} counters`,
)
