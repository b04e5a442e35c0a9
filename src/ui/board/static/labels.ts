// The static map's writing: every hex's number (CCRR) as strokes, one path for the whole map (no text for the browser
// to lay out), and the place names as text, in one language.
import type { GameMap } from '../../../engine'
import type { Lang } from '../../../i18n'
import { GLYPH_BOX, scaledGlyphs } from '../digitGlyphs'
import { boardGeom, R } from '../geom'
import { namePlaces } from './places'

/** The digits' ink height and line width, as the 10 px Arial digits the numbers were set in. */
const HEIGHT = 7.2
const INK = 0.95
const SCALE = (HEIGHT - INK) / GLYPH_BOX.height
/** Arial's digits at 10 px are all this wide. */
const ADVANCE = 5.6
const GLYPHS = scaledGlyphs(SCALE, 1)

/** Every hex's number centred at the top of its hex, as the strokes of one path. */
export function hexNumbersPath(map: GameMap): string {
  const g = boardGeom(map)
  let d = ''
  for (let i = 0; i < map.geo.n; i++) {
    // i < n: a hex id, with a code and a centre.
    const code = map.geo.codes[i]!
    const top = g.y[i]! - R * 0.66 - HEIGHT + INK / 2
    for (let k = 0; k < code.length; k++) {
      const glyph = GLYPHS.get(code[k]!)
      if (!glyph) continue // a hex code is digits only
      const left = g.x[i]! + (k - (code.length - 1) / 2) * ADVANCE - (GLYPH_BOX.width * SCALE) / 2
      d += `M${(left + glyph.start[0]).toFixed(1)} ${(top + glyph.start[1]).toFixed(1)}${glyph.d}`
    }
  }
  return d
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The hex numbers' strokes as one path element. */
export function hexNumbersMarkup(map: GameMap): string {
  return (
    `<path d="${hexNumbersPath(map)}" fill="none" stroke="#6d6656" stroke-width="${INK}" ` +
    'stroke-linecap="round" stroke-linejoin="round"/>'
  )
}

/** The place names, in one language. */
export function labelsMarkup(map: GameMap, lang: Lang): string {
  const g = boardGeom(map)
  let names = ''
  for (const { hexes, name } of namePlaces(map)) {
    // One label per place: at the bottom of its hexes, centred between them (hexes are hex ids).
    const x = hexes.reduce((t, h) => t + g.x[h]!, 0) / hexes.length
    const y = Math.max(...hexes.map((h) => g.y[h]!)) + R * 0.8
    names += `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}">${escapeXml(name[lang])}</text>`
  }
  return (
    '<g font-size="15" font-weight="700" fill="#2b1d10" text-anchor="middle" ' +
    'font-family="Georgia, \'Times New Roman\', serif" stroke="#fbf8ef" stroke-width="4" paint-order="stroke" ' +
    `stroke-linejoin="round" font-style="italic">${names}</g>`
  )
}
