// Draws a map as SVG: level colours, terrain symbols, rivers on hexsides, roads centre to centre.
import { hexCorners } from '../../src/engine'
import { DIR_NAMES } from '../../src/engine'
import { hexId, type GameMap } from '../../src/engine'

const LEVEL_FILL = ['', '#f4f1e6', '#ecd77a', '#e39b52']
const S = 28 // px per grid unit (hex circumradius)
const PAD = 10

const fmt = (v: number): string => v.toFixed(1)
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** A counter to draw on the map (optional, for setup pictures). */
export interface CounterMark {
  hex: string
  text: string
  side: 'fr' | 'ru' | 'cmd'
}

export function mapSvg(m: GameMap, title: string, counters: CounterMark[] = []): string {
  const g = m.geo
  const X = (gx: number): number => PAD + S * (gx + 1)
  const Y = (gy: number): number => PAD + 24 + S * (gy + Math.sqrt(3) / 2)
  const width = PAD * 2 + S * (1.5 * (g.cols - 1) + 2)
  const height = PAD * 2 + 24 + S * Math.sqrt(3) * (g.rows + 0.5)
  const poly = (id: number, size = 1): string =>
    hexCorners(g.cx[id], g.cy[id], size)
      .map(([x, y]) => `${fmt(X(x))},${fmt(Y(y))}`)
      .join(' ')
  const sidePts = (id: number, d: number, inset = 1): [number, number, number, number] => {
    const c = hexCorners(g.cx[id], g.cy[id], inset)
    const a = c[(d + 4) % 6]
    const b = c[(d + 5) % 6]
    return [X(a[0]), Y(a[1]), X(b[0]), Y(b[1])]
  }
  const out: string[] = []
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${fmt(width)} ${fmt(height)}" font-family="DejaVu Sans, Arial, sans-serif">`)
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`)
  out.push(`<text x="${PAD}" y="${PAD + 14}" font-size="15" font-weight="bold">${esc(title)}</text>`)
  for (let id = 0; id < g.n; id++) {
    out.push(`<polygon points="${poly(id)}" fill="${LEVEL_FILL[m.level[id]]}" stroke="#9a927c" stroke-width="0.6"/>`)
  }
  for (let id = 0; id < g.n; id++) {
    const x = X(g.cx[id])
    const y = Y(g.cy[id])
    if (m.terrain[id] === 2) {
      out.push(`<polygon points="${poly(id, 0.97)}" fill="#1f5a2a" fill-opacity="0.55"/>`)
      for (const [dx, dy] of [[-0.4, -0.15], [0.35, -0.25], [0, 0.35]]) {
        const tx = x + dx * S
        const ty = y + dy * S
        out.push(`<path d="M${fmt(tx)},${fmt(ty - 6)} l-4.5,8 h9 z" fill="#0e3b17"/><rect x="${fmt(tx - 0.8)}" y="${fmt(ty + 2)}" width="1.6" height="2.5" fill="#4a2f14"/>`)
      }
    } else if (m.terrain[id] === 3) {
      out.push(`<polygon points="${poly(id, 0.97)}" fill="#7e9a3a" fill-opacity="0.35"/>`)
      for (const [dx, dy] of [[-0.45, -0.2], [0.1, -0.35], [0.45, 0.05], [-0.2, 0.3], [0.25, 0.4]]) {
        out.push(`<circle cx="${fmt(x + dx * S)}" cy="${fmt(y + dy * S)}" r="2.6" fill="#55702a"/>`)
      }
    } else if (m.terrain[id] === 1) {
      for (const [dx, dy] of [[-0.3, -0.15], [0.05, -0.25], [0.3, -0.05], [-0.1, 0.1]]) {
        out.push(`<rect x="${fmt(x + dx * S - 3)}" y="${fmt(y + dy * S - 3)}" width="6" height="6" fill="#7a4b2a" stroke="#3d2412" stroke-width="0.5"/>`)
      }
    }
  }
  // Roads centre to centre.
  for (const r of m.data.roads) {
    const pts = r.hexes.map((c) => hexId(m, c)).map((id) => `${fmt(X(g.cx[id]))},${fmt(Y(g.cy[id]))}`)
    const main = r.id === 'new-smolensk' || r.id === 'old-smolensk'
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="#8a5a2b" stroke-width="${main ? 4 : 2.4}" stroke-linejoin="round" stroke-linecap="round"${main ? '' : ' stroke-dasharray="6 3"'}/>`)
  }
  // Rivers along hexsides.
  for (const r of m.data.rivers) {
    for (const [a, b] of r.sides) {
      const ia = hexId(m, a)
      const d = [0, 1, 2, 3, 4, 5].find((k) => g.neighbor[ia * 6 + k] === hexId(m, b)) ?? 0
      const [x1, y1, x2, y2] = sidePts(ia, d)
      out.push(`<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="#2a6fdb" stroke-width="4.5" stroke-linecap="round"/>`)
    }
  }
  for (const [a, b] of m.data.bridges) {
    const ia = hexId(m, a)
    const ib = hexId(m, b)
    const mx = (X(g.cx[ia]) + X(g.cx[ib])) / 2
    const my = (Y(g.cy[ia]) + Y(g.cy[ib])) / 2
    const ux = (X(g.cx[ib]) - X(g.cx[ia])) / (S * Math.sqrt(3))
    const uy = (Y(g.cy[ib]) - Y(g.cy[ia])) / (S * Math.sqrt(3))
    for (const s of [-1, 1]) {
      const ox = -uy * 5 * s
      const oy = ux * 5 * s
      out.push(`<line x1="${fmt(mx + ox - ux * 8)}" y1="${fmt(my + oy - uy * 8)}" x2="${fmt(mx + ox + ux * 8)}" y2="${fmt(my + oy + uy * 8)}" stroke="#111" stroke-width="2"/>`)
    }
  }
  for (const rd of m.data.redoubts) {
    const id = hexId(m, rd.hex)
    for (const f of rd.fronts) {
      const [x1, y1, x2, y2] = sidePts(id, DIR_NAMES.indexOf(f), 0.86)
      out.push(`<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="#3b1d0e" stroke-width="5" stroke-linecap="round"/>`)
    }
  }
  for (let id = 0; id < g.n; id++) {
    const x = X(g.cx[id])
    const y = Y(g.cy[id])
    out.push(`<text x="${fmt(x)}" y="${fmt(y - S * 0.6)}" font-size="7" text-anchor="middle" fill="#555">${g.codes[id]}</text>`)
    const nm = m.names[id]
    if (nm) {
      // Names on the edge columns are aligned inwards so they stay inside the picture.
      const anchor = g.col[id] === g.cols - 1 ? 'end' : g.col[id] === 0 ? 'start' : 'middle'
      const tx = anchor === 'end' ? x + S * 0.9 : anchor === 'start' ? x - S * 0.9 : x
      out.push(`<text x="${fmt(tx)}" y="${fmt(y + S * 0.62)}" font-size="8.5" font-weight="bold" text-anchor="${anchor}" fill="#111" stroke="#fff" stroke-width="2.2" paint-order="stroke">${esc(nm.ru)}</text>`)
      out.push(`<text x="${fmt(tx)}" y="${fmt(y + S * 0.62 + 9)}" font-size="7.5" text-anchor="${anchor}" fill="#222" stroke="#fff" stroke-width="2" paint-order="stroke">${esc(nm.en)}</text>`)
    }
  }
  const perHex = new Map<string, number>()
  for (const k of counters) {
    const id = hexId(m, k.hex)
    if (id < 0) continue
    const n = perHex.get(k.hex) ?? 0
    perHex.set(k.hex, n + 1)
    const x = X(g.cx[id]) - 15 + n * 5
    const y = Y(g.cy[id]) - 9 + n * 5
    const fill = k.side === 'fr' ? '#2b4fa8' : k.side === 'ru' ? '#2d7a3a' : '#f6f0dc'
    const ink = k.side === 'cmd' ? '#000' : '#fff'
    out.push(`<rect x="${fmt(x)}" y="${fmt(y)}" width="30" height="16" rx="2" fill="${fill}" stroke="#000" stroke-width="0.8"/>`)
    out.push(`<text x="${fmt(x + 15)}" y="${fmt(y + 11)}" font-size="7.5" text-anchor="middle" fill="${ink}">${esc(k.text)}</text>`)
  }
  out.push('</svg>')
  return out.join('\n')
}
