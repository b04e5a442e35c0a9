// The movement costs on marked hexes drawn as strokes: one path for every label, laid out and painted without the
// text engine (no shaping, no glyph positions), which was most of the layout a click on a unit with a wide reach
// caused. Not first-screen code: HitLayer fetches it when the browser is idle after the first paint.
import { GLYPH_BOX, scaledGlyphs } from './digitGlyphs'

/** The height of a digit's ink, as bold 15 px Arial would set it. */
const HEIGHT = 10.7
/** The ink's line width (as heavy as the bold digits were) and the white edge's: 1.5 beyond the ink, as the text had. */
export const INK_WIDTH = 2.3
export const EDGE_WIDTH = INK_WIDTH + 3
/** The strokes' centre lines fit inside the ink's height less the line's own width. */
const SCALE = (HEIGHT - INK_WIDTH) / GLYPH_BOX.height

/** Each character's strokes at the labels' size. */
const GLYPHS = scaledGlyphs(SCALE)

/**
 * Every label as the strokes of one path, each character centred on its place (`advance` apart, the label centred on
 * x, its baseline at y; drawn with INK_WIDTH, the ink spans HEIGHT above the baseline). Null when a label has a
 * character without strokes.
 */
export function labelStrokes(
  items: ReadonlyArray<{ x: number; y: number; text: string }>,
  advance: number,
): string | null {
  let d = ''
  for (const { x, y, text } of items) {
    for (let c = 0; c < text.length; c++) {
      const g = GLYPHS.get(text[c]!) // c < text.length
      if (!g) return null
      const left = x + (c - (text.length - 1) / 2) * advance - (GLYPH_BOX.width * SCALE) / 2
      d += `M${(left + g.start[0]).toFixed(1)} ${(y - HEIGHT + INK_WIDTH / 2 + g.start[1]).toFixed(1)}${g.d}`
    }
  }
  return d
}
