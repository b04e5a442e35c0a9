// Draws a map as SVG: level colours, terrain symbols, rivers on hexsides, roads centre to centre,
// names placed clear of the counters, and a legend below the map.
import { hexCorners } from '../../src/engine/ai'
import { DIR_NAMES } from '../../src/engine/tables'
import { hexId, type GameMap } from '../../src/engine'

// Ids come from this map (0…n−1 or hexId of its own data), so reads of its per-hex tables are in range.
const LEVEL_FILL = ['', '#f4f1e6', '#ecd77a', '#e39b52']
const S = 28 // px per grid unit (hex circumradius)
const PAD = 10
const LEGEND_H = 92

const fmt = (v: number): string => v.toFixed(1)
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** A counter to draw on the map (optional, for setup pictures). */
export interface CounterMark {
  hex: string
  text: string
  side: 'fr' | 'ru' | 'cmd'
}

interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}
const overlaps = (a: Rect, b: Rect): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
/** Rough width of a text in DejaVu Sans (bold a little wider). */
const textWidth = (s: string, size: number, bold: boolean): number => s.length * size * (bold ? 0.66 : 0.6)

const polyAt = (x: number, y: number, size: number): string =>
  hexCorners(x, y, size)
    .map(([px, py]) => `${fmt(px)},${fmt(py)}`)
    .join(' ')

/** Terrain symbols of one hex centred on (x, y) px: 1 village, 2 forest, 3 brush. */
function terrainSymbols(out: string[], x: number, y: number, terrain: number): void {
  if (terrain === 2) {
    out.push(`<polygon points="${polyAt(x, y, S * 0.97)}" fill="#1f5a2a" fill-opacity="0.55"/>`)
    for (const [dx, dy] of [
      [-0.4, -0.15],
      [0.35, -0.25],
      [0, 0.35],
    ] as const) {
      const tx = x + dx * S
      const ty = y + dy * S
      out.push(
        `<path d="M${fmt(tx)},${fmt(ty - 6)} l-4.5,8 h9 z" fill="#0e3b17"/><rect x="${fmt(tx - 0.8)}" ` +
          `y="${fmt(ty + 2)}" width="1.6" height="2.5" fill="#4a2f14"/>`,
      )
    }
  } else if (terrain === 3) {
    out.push(`<polygon points="${polyAt(x, y, S * 0.97)}" fill="#7e9a3a" fill-opacity="0.35"/>`)
    for (const [dx, dy] of [
      [-0.45, -0.2],
      [0.1, -0.35],
      [0.45, 0.05],
      [-0.2, 0.3],
      [0.25, 0.4],
    ] as const) {
      out.push(`<circle cx="${fmt(x + dx * S)}" cy="${fmt(y + dy * S)}" r="2.6" fill="#55702a"/>`)
    }
  } else if (terrain === 1) {
    for (const [dx, dy] of [
      [-0.3, -0.15],
      [0.05, -0.25],
      [0.3, -0.05],
      [-0.1, 0.1],
    ] as const) {
      out.push(
        `<rect x="${fmt(x + dx * S - 3)}" y="${fmt(y + dy * S - 3)}" width="6" height="6" fill="#7a4b2a" stroke="#3d2412" stroke-width="0.5"/>`,
      )
    }
  }
}

const bridgeMark = (out: string[], mx: number, my: number, ux: number, uy: number): void => {
  for (const s of [-1, 1]) {
    const ox = -uy * 5 * s
    const oy = ux * 5 * s
    out.push(
      `<line x1="${fmt(mx + ox - ux * 8)}" y1="${fmt(my + oy - uy * 8)}" x2="${fmt(mx + ox + ux * 8)}" ` +
        `y2="${fmt(my + oy + uy * 8)}" stroke="#111" stroke-width="2"/>`,
    )
  }
}

const counterBox = (out: string[], x: number, y: number, text: string, side: CounterMark['side']): void => {
  const fill = side === 'fr' ? '#2b4fa8' : side === 'ru' ? '#2d7a3a' : '#f6f0dc'
  const ink = side === 'cmd' ? '#000' : '#fff'
  out.push(
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="30" height="16" rx="2" fill="${fill}" stroke="#000" stroke-width="0.8"/>`,
  )
  out.push(
    `<text x="${fmt(x + 15)}" y="${fmt(y + 11)}" font-size="7.5" text-anchor="middle" fill="${ink}">${esc(text)}</text>`,
  )
}

function legend(out: string[], top: number, withCounters: boolean): void {
  const row1 = top + 30
  const row2 = top + 72
  let x = PAD + S
  /** Draws the two-line caption and returns the room the item takes, caption included. */
  const label = (tx: number, ty: number, ru: string, en: string): number => {
    out.push(`<text x="${fmt(tx)}" y="${fmt(ty - 3)}" font-size="10" fill="#111">${esc(ru)}</text>`)
    out.push(`<text x="${fmt(tx)}" y="${fmt(ty + 9)}" font-size="9" fill="#444">${esc(en)}</text>`)
    return S + Math.max(textWidth(ru, 10, false), textWidth(en, 9, false)) + S + 12
  }
  out.push(
    `<text x="${PAD}" y="${fmt(top + 8)}" font-size="11" font-weight="bold">Условные обозначения / Legend</text>`,
  )
  const hexItem = (level: number, terrain: number, ru: string, en: string): void => {
    out.push(
      `<polygon points="${polyAt(x, row1, S * 0.8)}" fill="${LEVEL_FILL[level]}" stroke="#9a927c" stroke-width="0.6"/>`,
    )
    terrainSymbols(out, x, row1, terrain)
    x += label(x + S, row1, ru, en)
  }
  hexItem(1, 0, 'уровень 1 — низина', 'level 1 — low ground')
  hexItem(2, 0, 'уровень 2', 'level 2 — middle')
  hexItem(3, 0, 'уровень 3 — высоты', 'level 3 — heights')
  hexItem(3, 2, 'лес на высоте (3)', 'forest on level 3')
  hexItem(2, 2, 'лес (2)', 'forest on level 2')
  hexItem(1, 2, 'лес в низине (1)', 'forest on low ground')
  hexItem(2, 3, 'кустарник', 'brush')
  hexItem(2, 1, 'деревня', 'village')
  x = PAD + S
  const lineItem = (draw: (x0: number, x1: number, y: number) => void, ru: string, en: string): void => {
    draw(x - S * 0.7, x + S * 0.7, row2)
    x += label(x + S, row2, ru, en)
  }
  lineItem(
    (a, b, y) =>
      out.push(
        `<line x1="${fmt(a)}" y1="${fmt(y)}" x2="${fmt(b)}" y2="${fmt(y)}" stroke="#8a5a2b" stroke-width="4" stroke-linecap="round"/>`,
      ),
    'Смоленские дороги',
    'Smolensk roads',
  )
  lineItem(
    (a, b, y) =>
      out.push(
        `<line x1="${fmt(a)}" y1="${fmt(y)}" x2="${fmt(b)}" y2="${fmt(y)}" stroke="#8a5a2b" stroke-width="2.4" stroke-dasharray="6 3"/>`,
      ),
    'просёлок',
    'track',
  )
  lineItem(
    (a, b, y) =>
      out.push(
        `<line x1="${fmt(a)}" y1="${fmt(y)}" x2="${fmt(b)}" y2="${fmt(y)}" stroke="#2a6fdb" stroke-width="4.5" stroke-linecap="round"/>`,
      ),
    'река (по граням)',
    'river (on hexsides)',
  )
  lineItem(
    (a, b, y) => {
      out.push(
        `<line x1="${fmt(a)}" y1="${fmt(y)}" x2="${fmt(b)}" y2="${fmt(y)}" stroke="#2a6fdb" stroke-width="4.5" stroke-linecap="round"/>`,
      )
      bridgeMark(out, (a + b) / 2, y, 0, 1)
    },
    'мост, плотина',
    'bridge, dam',
  )
  lineItem(
    (a, b, y) =>
      out.push(
        `<line x1="${fmt(a + 6)}" y1="${fmt(y)}" x2="${fmt(b - 6)}" y2="${fmt(y)}" stroke="#3b1d0e" stroke-width="5" stroke-linecap="round"/>`,
      ),
    'фас укрепления',
    'redoubt front',
  )
  if (withCounters) {
    for (const [side, ru, en] of [
      ['fr', 'французы', 'French'],
      ['ru', 'русские', 'Russians'],
      ['cmd', 'командир', 'commander'],
    ] as const) {
      counterBox(out, x - 15, row2 - 8, side === 'cmd' ? 'name' : 'label N', side)
      x += label(x + S, row2, ru, en)
    }
  }
}

/** Where a point of the grid (map.geo's cx, cy) is drawn in the picture, in its pixels. */
export const svgPoint = {
  x: (gx: number): number => PAD + S * (gx + 1),
  y: (gy: number): number => PAD + 24 + S * (gy + Math.sqrt(3) / 2),
}

export function mapSvg(m: GameMap, title: string, counters: CounterMark[] = []): string {
  const g = m.geo
  const { x: X, y: Y } = svgPoint
  const width = PAD * 2 + S * (1.5 * (g.cols - 1) + 2)
  const mapBottom = PAD + 24 + S * Math.sqrt(3) * (g.rows + 0.5)
  const height = mapBottom + LEGEND_H + PAD
  const poly = (id: number, size = 1): string => polyAt(X(g.cx[id]!), Y(g.cy[id]!), S * size)
  const sidePts = (id: number, d: number, inset = 1): [number, number, number, number] => {
    const c = hexCorners(g.cx[id]!, g.cy[id]!, inset)
    const a = c[(d + 4) % 6]!
    const b = c[(d + 5) % 6]!
    return [X(a[0]), Y(a[1]), X(b[0]), Y(b[1])]
  }
  const out: string[] = []
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ` +
      `${fmt(width)} ${fmt(height)}" font-family="DejaVu Sans, Arial, sans-serif">`,
  )
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`)
  out.push(`<text x="${PAD}" y="${PAD + 14}" font-size="15" font-weight="bold">${esc(title)}</text>`)
  for (let id = 0; id < g.n; id++) {
    out.push(`<polygon points="${poly(id)}" fill="${LEVEL_FILL[m.level[id]!]}" stroke="#9a927c" stroke-width="0.6"/>`)
  }
  for (let id = 0; id < g.n; id++) terrainSymbols(out, X(g.cx[id]!), Y(g.cy[id]!), m.terrain[id]!)
  // Roads centre to centre.
  for (const r of m.data.roads) {
    const pts = r.hexes.map((c) => hexId(m, c)).map((id) => `${fmt(X(g.cx[id]!))},${fmt(Y(g.cy[id]!))}`)
    const main = r.id === 'new-smolensk' || r.id === 'old-smolensk'
    out.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="#8a5a2b" stroke-width="${main ? 4 : 2.4}" ` +
        `stroke-linejoin="round" stroke-linecap="round"${main ? '' : ' stroke-dasharray="6 3"'}/>`,
    )
  }
  // Rivers along hexsides.
  for (const r of m.data.rivers) {
    for (const [a, b] of r.sides) {
      const ia = hexId(m, a)
      const d = [0, 1, 2, 3, 4, 5].find((k) => g.neighbor[ia * 6 + k] === hexId(m, b)) ?? 0
      const [x1, y1, x2, y2] = sidePts(ia, d)
      out.push(
        `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="#2a6fdb" stroke-width="4.5" stroke-linecap="round"/>`,
      )
    }
  }
  for (const [a, b] of m.data.bridges) {
    const ia = hexId(m, a)
    const ib = hexId(m, b)
    const mx = (X(g.cx[ia]!) + X(g.cx[ib]!)) / 2
    const my = (Y(g.cy[ia]!) + Y(g.cy[ib]!)) / 2
    const ux = (X(g.cx[ib]!) - X(g.cx[ia]!)) / (S * Math.sqrt(3))
    const uy = (Y(g.cy[ib]!) - Y(g.cy[ia]!)) / (S * Math.sqrt(3))
    bridgeMark(out, mx, my, ux, uy)
  }
  for (const rd of m.data.redoubts) {
    const id = hexId(m, rd.hex)
    for (const f of rd.fronts) {
      const [x1, y1, x2, y2] = sidePts(id, DIR_NAMES.indexOf(f), 0.86)
      out.push(
        `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="#3b1d0e" stroke-width="5" stroke-linecap="round"/>`,
      )
    }
  }
  for (let id = 0; id < g.n; id++) {
    out.push(
      `<text x="${fmt(X(g.cx[id]!))}" y="${fmt(Y(g.cy[id]!) - S * 0.6)}" font-size="7" text-anchor="middle" fill="#555">${g.codes[id]}</text>`,
    )
  }
  // Counters: where they stand, so names can keep clear of them.
  const perHex = new Map<string, number>()
  const boxes: Array<Rect & { k: CounterMark }> = []
  for (const k of counters) {
    const id = hexId(m, k.hex)
    if (id < 0) continue
    const n = perHex.get(k.hex) ?? 0
    perHex.set(k.hex, n + 1)
    const x = X(g.cx[id]!) - 15 + n * 5
    const y = Y(g.cy[id]!) - 9 + n * 5
    boxes.push({ x0: x, y0: y, x1: x + 30, y1: y + 16, k })
  }
  // Names: once per feature (the flèches span two hexes: one label under the pair), placed below the
  // hex, or where they cover no counter.
  const groups = new Map<string, number[]>()
  for (let id = 0; id < g.n; id++) {
    const nm = m.names[id]
    if (!nm) continue
    const key = `${nm.ru}|${nm.en}`
    const near = [...groups.entries()].find(
      ([k2, ids]) => k2 === key && ids.some((o) => [0, 1, 2, 3, 4, 5].some((d) => g.neighbor[o * 6 + d] === id)),
    )
    if (near) near[1].push(id)
    else groups.set(groups.has(key) ? `${key}|${id}` : key, [id])
  }
  const placed: Rect[] = []
  for (const ids of groups.values()) {
    const nm = m.names[ids[0]!]!
    const cx = ids.reduce((a, id) => a + X(g.cx[id]!), 0) / ids.length
    const lowest = Math.max(...ids.map((id) => Y(g.cy[id]!)))
    const w = Math.max(textWidth(nm.ru, 8.5, true), textWidth(nm.en, 7.5, false))
    const col = g.col[ids[0]!]
    // Names on the edge columns are aligned inwards so they stay inside the picture.
    const anchor = col === g.cols - 1 ? 'end' : col === 0 ? 'start' : 'middle'
    const candidates: Array<[number, number]> = [
      [0, S * 0.62],
      [0, S * 1.05],
      [-S * 0.8, S * 0.62],
      [S * 0.8, S * 0.62],
      [-S * 1.3, S * 0.62],
      [S * 1.3, S * 0.62],
      [0, -S * 0.95],
      [0, S * 1.5],
    ]
    const rectAt = (dx: number, dy: number): Rect => {
      const tx = anchor === 'end' ? cx + S * 0.9 : anchor === 'start' ? cx - S * 0.9 : cx + dx
      const left = anchor === 'end' ? tx - w : anchor === 'start' ? tx : tx - w / 2
      return { x0: left - 1, y0: lowest + dy - 8, x1: left + w + 1, y1: lowest + dy + 11 }
    }
    // The first place that covers nothing, else the one that covers least.
    const covered = (r: Rect): number =>
      [...boxes, ...placed].reduce(
        (a, b) =>
          a +
          (overlaps(r, b)
            ? (Math.min(r.x1, b.x1) - Math.max(r.x0, b.x0)) * (Math.min(r.y1, b.y1) - Math.max(r.y0, b.y0))
            : 0),
        0,
      )
    let best = candidates[0]!
    let least = Infinity
    for (const c of candidates) {
      const cover = covered(rectAt(c[0], c[1]))
      if (cover < least) {
        least = cover
        best = c
      }
      if (cover === 0) break
    }
    const r = rectAt(best[0], best[1])
    placed.push(r)
    const tx = anchor === 'end' ? r.x1 - 1 : anchor === 'start' ? r.x0 + 1 : (r.x0 + r.x1) / 2
    const ty = lowest + best[1]
    out.push(
      `<text x="${fmt(tx)}" y="${fmt(ty)}" font-size="8.5" font-weight="bold" text-anchor="${anchor}" ` +
        `fill="#111" stroke="#fff" stroke-width="2.2" paint-order="stroke">${esc(nm.ru)}</text>`,
    )
    out.push(
      `<text x="${fmt(tx)}" y="${fmt(ty + 9)}" font-size="7.5" text-anchor="${anchor}" fill="#222" ` +
        `stroke="#fff" stroke-width="2" paint-order="stroke">${esc(nm.en)}</text>`,
    )
  }
  for (const b of boxes) counterBox(out, b.x0, b.y0, b.k.text, b.k.side)
  legend(out, mapBottom + 4, counters.length > 0)
  out.push('</svg>')
  return out.join('\n')
}
