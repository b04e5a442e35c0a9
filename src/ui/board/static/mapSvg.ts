// The battlefield as SVG documents: terrain, the hex grid, lines and place names in one, the hex numbers in another.
// Nothing in them changes during a game, so they are made at build time (tools/staticMapFiles.ts, a plugin in
// vite.config.ts), the board shows each as a single image (StaticMap.tsx) and React draws only what changes. The
// numbers are apart because they are most of the drawing (13,000 strokes) and unreadable until the map is zoomed in:
// the board shows them only then, and the first paint does not wait for them.
import type { GameMap } from '../../../engine'
import type { Lang } from '../../../i18n'
import { staticMapBox } from './box'
import { hexNumbersMarkup, labelsMarkup } from './labels'
import { linesMarkup } from './lines'
import { TERRAIN_PATTERNS, terrainMarkup } from './terrain'

/** A document in board units: its viewBox is staticMapBox, so the image maps 1:1 onto the board. */
function boardDocument(map: GameMap, inner: string): string {
  const b = staticMapBox(map)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${b.height}" ` +
    `viewBox="${b.x} ${b.y} ${b.width} ${b.height}">${inner}</svg>`
  )
}

/** The map's SVG document without the hex numbers. */
export function staticMapSvg(map: GameMap, lang: Lang): string {
  return boardDocument(
    map,
    `<defs>${TERRAIN_PATTERNS}</defs>` + terrainMarkup(map) + linesMarkup(map) + labelsMarkup(map, lang),
  )
}

/** The hex numbers' SVG document, drawn over the map (the same box): one for both languages. */
export function hexNumbersSvg(map: GameMap): string {
  return boardDocument(map, hexNumbersMarkup(map))
}
