// The counters and commanders' badges as SVG markup, drawn as the board draws them (Counter.tsx, CommanderMarker.tsx,
// the same colours, strokes and places) but as text: a picture file has no React to render it.
import { faceOf, hexId, isFlipped, type GameMap, type GameState } from '../../engine'
import type { Lang } from '../../i18n'
import { unitLabel } from '../labels'
import { badgeAt, star } from '../board/commanderMarks'
import { COUNTER_INK, counterStrokes } from '../board/counterStrokes'
import { BAND, COUNTER, SIDE_BACK, SIDE_FILL, SIDE_INK } from '../board/counterStyle'
import { boardGeom, f1 } from '../board/geom'

/** Text in the picture's markup: its five special characters escaped. */
export const xmlText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The system fonts a picture's text is set in: the same in the browser, in a canvas and in a file opened later. */
export const FONT = 'Arial, Helvetica, Liberation Sans, DejaVu Sans, sans-serif'

/** The patterns the pieces use (the back side's stripes, as MapDefs has them). */
export const PIECE_DEFS =
  '<pattern id="pat-stripes" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">' +
  '<line x1="0" y1="0" x2="0" y2="8" stroke="#ffffff" stroke-width="3" stroke-opacity="0.55"/></pattern>'

const shadow = (x: number, y: number): string => {
  const s = COUNTER
  return `<rect x="${f1(x - s / 2 + 2.5)}" y="${f1(y - s / 2 + 3)}" width="${s}" height="${s}" rx="4" fill="#000" fill-opacity="0.35"/>`
}

function counter(state: GameState, id: string, x: number, y: number, lang: Lang): string {
  const u = state.units[id]!
  const back = isFlipped(u)
  const face = faceOf(u)
  const fill = back ? SIDE_BACK[u.side] : SIDE_FILL[u.side]
  const ink = back ? SIDE_INK[u.side] : '#ffffff'
  const s = COUNTER
  const band = BAND[u.nationality]
  const limbered = u.type === 'artillery' && u.limbered
  const str = limbered ? `(${face.strength})` : String(face.strength)
  const left = f1(x - s / 2)
  const top = f1(y - s / 2)
  let out = `<g data-unit="${xmlText(id)}" data-at="${u.hex}">${shadow(x, y)}`
  out += `<rect x="${left}" y="${top}" width="${s}" height="${s}" rx="4" fill="${fill}" stroke="#151515" stroke-width="1.4"/>`
  if (back && !limbered)
    out += `<rect x="${left}" y="${top}" width="${s}" height="${s}" rx="4" fill="url(#pat-stripes)"/>`
  if (band) out += `<rect x="${f1(left + 1)}" y="${f1(top + 1)}" width="${s - 2}" height="7" fill="${band}"/>`
  out +=
    `<text x="${f1(x)}" y="${f1(top + (band ? 18 : 14))}" font-size="12" font-weight="700" fill="${ink}" ` +
    `text-anchor="middle">${xmlText(unitLabel(u, lang))}</text>`
  out +=
    `<path d="${counterStrokes(u.type, limbered, `${str}-${face.mp}`, f1(x), f1(y), s)}" stroke="${ink}" ` +
    `stroke-width="${COUNTER_INK}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  return out + '</g>'
}

function badge(state: GameState, id: string, x: number, y: number): string {
  const c = state.commanders[id]!
  const cx = f1(x)
  const cy = f1(y)
  return (
    `<g data-commander="${xmlText(id)}" data-at="${c.hex}">` +
    `<circle cx="${f1(cx + 2)}" cy="${f1(cy + 2.5)}" r="17" fill="#000" fill-opacity="0.35"/>` +
    `<circle cx="${cx}" cy="${cy}" r="17" fill="${SIDE_FILL[c.side]}" stroke="#e9c15a" stroke-width="2.5"/>` +
    `<path d="${star(cx, f1(cy - 9))}" fill="#f3d27a"/>` +
    `<text x="${cx}" y="${f1(cy + 13)}" font-size="17" font-weight="700" fill="#fff" stroke="${SIDE_FILL[c.side]}" ` +
    `stroke-width="0.6" text-anchor="middle">${c.rating}</text></g>`
  )
}

/** Every unit and commander on the map, in board units; the hexes they stand on, for the picture's frame. */
export function piecesSvg(map: GameMap, state: GameState, lang: Lang): { markup: string; hexes: string[] } {
  const g = boardGeom(map)
  const hexes: string[] = []
  const occupied = new Set<string>()
  let units = ''
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.status !== 'active' || !u.hex) continue
    const h = hexId(map, u.hex)
    if (h < 0) continue // otherwise a hex id: the geometry has its centre
    occupied.add(u.hex)
    hexes.push(u.hex)
    units += counter(state, id, g.x[h]!, g.y[h]!, lang)
  }
  let badges = ''
  const perHex = new Map<string, number>()
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.status !== 'active' || !c.hex) continue
    const h = hexId(map, c.hex)
    if (h < 0) continue
    const k = perHex.get(c.hex) ?? 0
    perHex.set(c.hex, k + 1)
    hexes.push(c.hex)
    const [x, y] = badgeAt(g.x[h]!, g.y[h]!, occupied.has(c.hex), k)
    badges += badge(state, id, x, y)
  }
  return { markup: `<g class="counters">${units}${badges}</g>`, hexes }
}
