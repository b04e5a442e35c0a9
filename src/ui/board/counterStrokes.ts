// A counter's drawn lines as one path: the NATO symbol, the artillery dot, a limbered battery's wheels and the
// strength and movement line as strokes (no text to lay out), so a counter is a few elements, not a dozen: the
// hundred counters of a game were most of the board's elements once the map became an image.
import { GLYPH_BOX, scaledGlyphs } from './digitGlyphs'
import { f1 } from './geom'
import type { UnitState } from '../../engine'

/** The one line width of a counter's strokes (the symbol's was 1.8, the bold digits' ≈ 2.3). */
export const COUNTER_INK = 2
/** The strength line's ink height and advances, as bold 15 px Arial set it: digits 0.556 em, the rest 0.333 em. */
const HEIGHT = 10.7
const SCALE = (HEIGHT - COUNTER_INK) / GLYPH_BOX.height
// Scaled when the first counter is drawn (in the first render's slices), not while the first chunk is evaluated.
let glyphs: ReturnType<typeof scaledGlyphs> | null = null
const advance = (c: string): number => (c >= '0' && c <= '9' ? 8.34 : 5)

/** The NATO symbol, centred 3 units below (x, y). */
function nato(type: UnitState['type'], x: number, y: number): string {
  const w = 30
  const h = 18
  const x0 = f1(x - w / 2)
  const y0 = f1(y - h / 2 + 3)
  let d = `M${x0} ${y0}h${w}v${h}h${-w}Z`
  if (type === 'infantry') d += `M${x0} ${y0}l${w} ${h}M${x0} ${f1(y0 + h)}l${w} ${-h}`
  if (type === 'cavalry') d += `M${x0} ${f1(y0 + h)}l${w} ${-h}`
  // The artillery's filled dot (radius 4.5) as rings that the line width closes up, so it joins the same path.
  if (type === 'artillery')
    for (const r of [1, 2.5, 3.5])
      d += `M${f1(x - r)} ${f1(y0 + h / 2)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
  return d
}

/** A limbered battery's two wheels (UNIT.3), beside the symbol. */
function wheels(x: number, y: number): string {
  let d = ''
  for (const dx of [-21, 21]) {
    const cx = f1(x + dx)
    const cy = f1(y + 1)
    d += `M${f1(cx - 5)} ${cy}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0h10M${cx} ${f1(cy - 5)}v10`
  }
  return d
}

/** A line of text as strokes, centred on x with its baseline at y (characters without strokes are left out). */
export function strokeLine(text: string, x: number, y: number): string {
  const width = [...text].reduce((t, c) => t + advance(c), 0)
  let left = x - width / 2
  let d = ''
  for (const c of text) {
    const g = (glyphs ??= scaledGlyphs(SCALE)).get(c)
    const a = advance(c)
    if (g) {
      const x0 = left + a / 2 - (GLYPH_BOX.width * SCALE) / 2
      d += `M${f1(x0 + g.start[0])} ${f1(y - HEIGHT + COUNTER_INK / 2 + g.start[1])}${g.d}`
    }
    left += a
  }
  return d
}

/** Every line a counter centred on (cx, cy) draws in its ink; `s` is the counter's size. */
export function counterStrokes(
  type: UnitState['type'],
  limbered: boolean,
  values: string,
  cx: number,
  cy: number,
  s: number,
): string {
  return nato(type, cx, cy) + (limbered ? wheels(cx, f1(cy + 5)) : '') + strokeLine(values, cx, f1(cy + s / 2 - 5))
}
