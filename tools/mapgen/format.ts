// Writes map JSON one entry per line: small diffs when the map is rebuilt.
import type { MapData } from '../../src/engine'

const line = (v: unknown): string => JSON.stringify(v)

export function formatMapJson(m: MapData): string {
  const list = (items: unknown[]): string => (items.length ? `[\n    ${items.map(line).join(',\n    ')}\n  ]` : '[]')
  return (
    '{\n' +
    `  "id": ${line(m.id)},\n` +
    `  "name": ${line(m.name)},\n` +
    `  "cols": ${m.cols},\n` +
    `  "rows": ${m.rows},\n` +
    `  "hexes": ${list(m.hexes)},\n` +
    `  "roads": ${list(m.roads)},\n` +
    `  "rivers": ${list(m.rivers)},\n` +
    `  "bridges": ${list(m.bridges)},\n` +
    `  "redoubts": ${list(m.redoubts)}\n` +
    '}\n'
  )
}
