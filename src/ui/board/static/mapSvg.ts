// The battlefield as one SVG document: terrain, the hex grid, lines, hex numbers and place names. Nothing in it
// changes during a game, so it is made at build time (tools/staticMapFiles.ts, a plugin in vite.config.ts), the
// board shows it as a single image (StaticMap.tsx) and React draws only what changes.
import type { GameMap } from '../../../engine'
import type { Lang } from '../../../i18n'
import { staticMapBox } from './box'
import { labelsMarkup } from './labels'
import { linesMarkup } from './lines'
import { TERRAIN_PATTERNS, terrainMarkup } from './terrain'

/** The map's SVG document in board units (its viewBox is staticMapBox, so the image maps 1:1 onto the board). */
export function staticMapSvg(map: GameMap, lang: Lang): string {
  const b = staticMapBox(map)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${b.height}" ` +
    `viewBox="${b.x} ${b.y} ${b.width} ${b.height}">` +
    `<defs>${TERRAIN_PATTERNS}</defs>` +
    terrainMarkup(map) +
    linesMarkup(map) +
    labelsMarkup(map, lang) +
    '</svg>'
  )
}
