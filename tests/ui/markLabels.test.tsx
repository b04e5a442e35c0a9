// The movement costs on reachable hexes are drawn as strokes (one path, no text to shape): every character has its
// strokes inside its box, each label sits on its own hex, and a character without strokes falls back to text.
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { loadMap } from '../../src/engine'
import { borodinoMapData } from '../../src/data/pieces'
import { HitLayer, type HexMark } from '../../src/ui/board/HitLayer'
import { INK_WIDTH, labelStrokes } from '../../src/ui/board/markStrokes'
import { DIGIT_GLYPHS, GLYPH_BOX } from '../../src/ui/board/digitGlyphs'
import { boardGeom, R } from '../../src/ui/board/geom'

/** Every point a glyph's relative commands reach (end and control points), from its start. */
function glyphPoints(start: readonly [number, number], d: string): Array<[number, number]> {
  let [x, y] = start
  const [x0, y0] = start
  const pts: Array<[number, number]> = [[x, y]]
  for (const m of d.matchAll(/([a-z])([^a-z]*)/g)) {
    const n = (m[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    const cmd = m[1]
    const pairs = (k: number) => {
      for (let i = 0; i + 2 * k <= n.length; i += 2 * k) {
        for (let j = 0; j < k; j++) pts.push([x + n[i + 2 * j]!, y + n[i + 2 * j + 1]!])
        x += n[i + 2 * k - 2]!
        y += n[i + 2 * k - 1]!
      }
    }
    if (cmd === 'c') pairs(3)
    else if (cmd === 's') pairs(2)
    else if (cmd === 'l') pairs(1)
    else if (cmd === 'h') n.forEach((v) => pts.push([(x += v), y]))
    else if (cmd === 'v') n.forEach((v) => pts.push([x, (y += v)]))
    else if (cmd === 'z') [x, y] = [x0, y0]
    else throw new Error(`unexpected command ${cmd ?? ''} in ${d}`)
  }
  return pts
}

describe('movement cost labels', () => {
  const map = loadMap(borodinoMapData)
  const g = boardGeom(map)

  it.each(Object.entries(DIGIT_GLYPHS))('the strokes of "%s" stay inside its box', (_c, glyph) => {
    const pts = glyphPoints(glyph.start, glyph.d)
    expect(pts.length).toBeGreaterThan(1)
    for (const [x, y] of pts) {
      expect(x).toBeGreaterThanOrEqual(-0.5)
      expect(x).toBeLessThanOrEqual(GLYPH_BOX.width + 0.5)
      expect(y).toBeGreaterThanOrEqual(-0.5)
      expect(y).toBeLessThanOrEqual(GLYPH_BOX.height + 0.5)
    }
  })

  it('draws a digit as tall as the text did: 10.7 of ink above the baseline, line width included', () => {
    // "0" is an oval whose control points lie on its top and bottom: their extremes are the curve's.
    const d = labelStrokes([{ x: 100, y: 200, text: '0' }], 8.3)!
    const m = /^M(-?[\d.]+) (-?[\d.]+)(.*)$/.exec(d)!
    const ys = glyphPoints([Number(m[1]), Number(m[2])], m[3]!).map(([, y]) => y)
    expect(Math.max(...ys) + INK_WIDTH / 2).toBeCloseTo(200, 1)
    expect(Math.min(...ys) - INK_WIDTH / 2).toBeCloseTo(200 - 10.7, 1)
  })

  it('places every character of every label on its own hex, a subpath a character', () => {
    const at = (code: string) => {
      const i = map.geo.byCode.get(code)!
      return { x: g.x[i]!, y: g.y[i]! }
    }
    const d = labelStrokes(
      [
        { ...at('1516'), text: '7' },
        { ...at('1820'), text: '12' },
      ],
      8.3,
    )!
    const starts = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)
    expect(starts).toHaveLength(3) // "7", then "1" and "2"
    const near = (code: string, p: readonly [number, number]) => Math.hypot(p[0] - at(code).x, p[1] - at(code).y) < R
    expect(near('1516', starts[0]!)).toBe(true)
    expect(near('1820', starts[1]!) && near('1820', starts[2]!)).toBe(true)
    // The two characters of "12" side by side, the first to the left.
    expect(starts[1]![0]).toBeLessThan(starts[2]![0])
    expect(labelStrokes([{ ...at('1516'), text: '½' }], 8.3)).toBeNull()
    expect(labelStrokes([{ ...at('1516'), text: '1.5' }], 8.3)).toBeNull()
  })

  it('draws the labels as strokes (edge and ink), without text', () => {
    const marks = new Map<string, HexMark>([
      ['1516', { kind: 'reach', label: '7' }],
      ['1820', { kind: 'reach', label: '12' }],
      ['1821', { kind: 'pass' }],
    ])
    const draw = () =>
      renderToStaticMarkup(
        <svg>
          <HitLayer map={map} marks={marks} />
        </svg>,
      )
    const html = draw()
    expect(html).not.toContain('<text')
    const group = [...html.matchAll(/<g class="mark-labels"[^>]*>(.*?)<\/g>/g)]
    expect(group).toHaveLength(1)
    const ds = [...group[0]![1]!.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]!)
    expect(ds).toHaveLength(2)
    expect(ds[0]).toBe(ds[1])
    expect(ds[0]!.match(/M/g)).toHaveLength(3) // "7", then "1" and "2"
  })
})
