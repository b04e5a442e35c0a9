// Lines along and across hexsides on the static map: slopes (contours), roads, rivers, bridges, redoubt fronts.
import type { GameMap } from '../../../engine'
import { SIDE_BRIDGE, SIDE_FRONT_OWN, SIDE_RIVER, SIDE_ROAD } from '../../../engine/tables'
import { boardGeom, f1, R, sideEnds } from '../geom'

export function linesMarkup(map: GameMap): string {
  const g = boardGeom(map)
  const nb = map.geo.neighbor
  let slopes = ''
  let roads = ''
  let rivers = ''
  let bridges = ''
  let fronts = ''
  for (let h = 0; h < map.geo.n; h++) {
    for (let d = 0; d < 6; d++) {
      // h < n is a hex id and d < 6; o is -1 off the map, so past the next check a hex id too.
      const o = nb[h * 6 + d]!
      const f = map.side[h * 6 + d]!
      if (f & SIDE_FRONT_OWN) fronts += front(g.x[h]!, g.y[h]!, d)
      if (o < h) continue // each side once, from the lower id
      const [a, b] = sideEnds(g.x[h]!, g.y[h]!, d)
      if (map.level[h] !== map.level[o]) slopes += `M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`
      if (f & SIDE_RIVER) rivers += `M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`
      if (f & SIDE_ROAD) roads += `M${f1(g.x[h]!)} ${f1(g.y[h]!)}L${f1(g.x[o]!)} ${f1(g.y[o]!)}`
      if (f & SIDE_BRIDGE) {
        const ang = (Math.atan2(g.y[o]! - g.y[h]!, g.x[o]! - g.x[h]!) * 180) / Math.PI
        bridges += bridge((g.x[h]! + g.x[o]!) / 2, (g.y[h]! + g.y[o]!) / 2, ang)
      }
    }
  }
  return (
    '<g fill="none" stroke-linecap="round" stroke-linejoin="round">' +
    `<path d="${slopes}" stroke="#a8743a" stroke-width="2.4" stroke-opacity="0.55"/>` +
    `<path d="${roads}" stroke="#fbf6e6" stroke-width="10"/>` +
    `<path d="${roads}" stroke="#7a4a22" stroke-width="5"/>` +
    `<path d="${rivers}" stroke="#d6e8f7" stroke-width="12"/>` +
    `<path d="${rivers}" stroke="#2f6fb5" stroke-width="6.5"/>` +
    bridges +
    fronts +
    '</g>'
  )
}

function bridge(x: number, y: number, angle: number): string {
  const l = R * 0.34
  const w = R * 0.17
  const rails = `M${-l - 5} ${-w - 4}L${-l} ${-w}L${l} ${-w}L${l + 5} ${-w - 4}M${-l - 5} ${w + 4}L${-l} ${w}L${l} ${w}L${l + 5} ${w + 4}`
  return (
    `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(angle)})">` +
    `<rect x="${-l}" y="${-w}" width="${2 * l}" height="${2 * w}" fill="#e8d7b0" stroke="#3a2a18" stroke-width="1.5"/>` +
    `<line x1="${-l}" y1="0" x2="${l}" y2="0" stroke="#7a4a22" stroke-width="5"/>` +
    `<path d="${rails}" stroke="#1e1408" stroke-width="2.4" fill="none"/>` +
    '</g>'
  )
}

/** A redoubt front: a heavy earthwork line with saw teeth pointing out of the redoubt hex. */
function front(x: number, y: number, dir: number): string {
  const [a, b] = sideEnds(x, y, dir, R * 0.84)
  const mx = (a[0] + b[0]) / 2
  const my = (a[1] + b[1]) / 2
  const ox = (mx - x) / Math.hypot(mx - x, my - y)
  const oy = (my - y) / Math.hypot(mx - x, my - y)
  const teeth = 4
  let d = `M${f1(a[0])} ${f1(a[1])}`
  for (let i = 0; i < teeth; i++) {
    const t0 = (i + 0.5) / teeth
    const t1 = (i + 1) / teeth
    const px = a[0] + (b[0] - a[0]) * t0 + ox * 9
    const py = a[1] + (b[1] - a[1]) * t0 + oy * 9
    d += `L${f1(px)} ${f1(py)}L${f1(a[0] + (b[0] - a[0]) * t1)} ${f1(a[1] + (b[1] - a[1]) * t1)}`
  }
  return (
    `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#3a2412" stroke-width="6"/>` +
    `<path d="${d}" stroke="#3a2412" stroke-width="2.2" fill="#6b4424"/>`
  )
}
