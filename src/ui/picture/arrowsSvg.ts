// A turn's arrows as SVG markup, drawn as the review draws a step (ReviewMarks.tsx): paths moved with a ring where
// they began, attackers' arrows to the defender with the result, a cross where a unit was destroyed.
import { hexId, type GameMap } from '../../engine'
import { RESULT_LABEL, type Lang } from '../../i18n'
import { boardGeom, f1, R } from '../board/geom'
import { MARK_COLOR, type StepMarks } from '../review/stepMarks'
import { xmlText } from './piecesSvg'

/** The arrowheads, one marker per colour. */
export const ARROW_DEFS = Object.entries(MARK_COLOR)
  .map(
    ([k, c]) =>
      `<marker id="pic-arrow-${k}" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" ` +
      `orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${c}"/></marker>`,
  )
  .join('')

const centre = (map: GameMap) => {
  const g = boardGeom(map)
  return (c: string): [number, number] | null => {
    const h = hexId(map, c)
    return h < 0 ? null : [g.x[h]!, g.y[h]!] // otherwise a hex id
  }
}

const outline = (map: GameMap, c: string, colour: string, width: number): string =>
  `<polygon points="${boardGeom(map).points[hexId(map, c)]}" fill="none" stroke="${colour}" stroke-width="${width}"/>`

/**
 * The paths moved (moves, retreats, advances), drawn under the counters so that every counter stays legible: each
 * line stops short of the hex it ends in, its head at the edge of the counter there, the hex outlined.
 */
export function pathsSvg(map: GameMap, marks: StepMarks): string {
  const at = centre(map)
  let out = ''
  for (const p of marks.paths) {
    const pts = p.hexes.map(at).filter((x): x is [number, number] => x !== null)
    if (pts.length < 2) continue // so pts and p.hexes have a first and a last
    const c = MARK_COLOR[p.kind]
    const [xa, ya] = pts[pts.length - 2]!
    const [xb, yb] = pts[pts.length - 1]!
    const d = Math.hypot(xb - xa, yb - ya) || 1
    pts[pts.length - 1] = [xb - ((xb - xa) / d) * R * 0.8, yb - ((yb - ya) / d) * R * 0.8]
    const s = pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ')
    const [x0, y0] = pts[0]!
    out +=
      `<g data-path="${p.kind}" data-from="${p.hexes[0]}" data-to="${p.hexes[p.hexes.length - 1]}">` +
      `<circle cx="${f1(x0)}" cy="${f1(y0)}" r="${R * 0.55}" fill="none" stroke="${c}" stroke-width="5" stroke-dasharray="8 6"/>` +
      `<polyline points="${s}" fill="none" stroke="#fff" stroke-width="12" stroke-opacity="0.75" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>` +
      `<polyline points="${s}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" ` +
      `stroke-linejoin="round" marker-end="url(#pic-arrow-${p.kind})"/>` +
      outline(map, p.hexes[p.hexes.length - 1]!, c, 6) +
      '</g>'
  }
  return `<g class="paths">${out}</g>`
}

/** The combats (attackers' arrows to the defender, the result) and the units destroyed, drawn over the counters. */
export function combatsSvg(map: GameMap, marks: StepMarks, lang: Lang): string {
  const at = centre(map)
  let out = ''
  const red = MARK_COLOR.combat
  for (const c of marks.combats) {
    const to = at(c.to)
    if (!to) continue
    out += `<g data-combat="${c.to}" data-result="${c.result}">`
    for (const f of c.from) {
      const p = at(f)
      if (!p) continue
      // Stop short of the defender's centre so the arrowhead sits on its edge.
      const dx = to[0] - p[0]
      const dy = to[1] - p[1]
      const d = Math.hypot(dx, dy) || 1
      out +=
        `<line data-from="${f}" x1="${f1(p[0])}" y1="${f1(p[1])}" x2="${f1(to[0] - (dx / d) * R * 0.7)}" ` +
        `y2="${f1(to[1] - (dy / d) * R * 0.7)}" stroke="${red}" stroke-width="7"` +
        `${c.fire ? ' stroke-dasharray="10 7"' : ''} marker-end="url(#pic-arrow-combat)"/>`
    }
    const lx = f1(to[0])
    const ly = f1(to[1] - R * 0.95)
    out +=
      outline(map, c.to, red, 7) +
      `<rect x="${f1(lx - 30)}" y="${f1(ly - 17)}" width="60" height="30" rx="6" fill="${red}" stroke="#fff" stroke-width="3"/>` +
      `<text x="${lx}" y="${f1(ly + 6)}" text-anchor="middle" font-size="20" font-weight="700" fill="#fff">` +
      `${xmlText(RESULT_LABEL[c.result][lang])}</text></g>`
  }
  for (const h of marks.destroyed) {
    const p = at(h)
    if (!p) continue
    const k = R * 0.45
    out +=
      `<g data-destroyed="${h}" stroke="${red}" stroke-width="9" stroke-linecap="round">` +
      `<line x1="${f1(p[0] - k)}" y1="${f1(p[1] - k)}" x2="${f1(p[0] + k)}" y2="${f1(p[1] + k)}"/>` +
      `<line x1="${f1(p[0] + k)}" y1="${f1(p[1] - k)}" x2="${f1(p[0] - k)}" y2="${f1(p[1] + k)}"/></g>`
  }
  return `<g class="combats">${out}</g>`
}
