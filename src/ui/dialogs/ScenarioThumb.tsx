// A scenario's sector in New game: the part of the battlefield where its counters start, cut from the board's own
// map image (already loaded for the board, so it costs no bytes), with a dot per counter and a ring per objective.
import { hexId } from '../../engine'
import { bundle } from '../../store/app'
import type { ScenarioInfo } from '../../store/game'
import type { Lang } from '../../i18n'
import { boardGeom, R } from '../board/geom'
import { staticMapBox, type MapBox } from '../board/static/box'

/** The thumbnail's shape (width ÷ height), so every scenario's picture takes the same room. */
const ASPECT = 1.5

/**
 * The box around the counters and objectives, with a margin, widened to the thumbnail's shape; the whole map when that
 * box would not fit on it (the whole day), which the picture then shows entire, letterboxed.
 */
function cropOf(points: Array<[number, number]>, map: MapBox): MapBox {
  if (!points.length) return map
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const x0 = Math.min(...xs) - 3 * R
  const x1 = Math.max(...xs) + 3 * R
  const y0 = Math.min(...ys) - 3 * R
  const y1 = Math.max(...ys) + 3 * R
  const width = Math.max(x1 - x0, (y1 - y0) * ASPECT)
  const height = width / ASPECT
  if (width > map.width || height > map.height) return map
  const x = Math.max(map.x, Math.min((x0 + x1 - width) / 2, map.x + map.width - width))
  const y = Math.max(map.y, Math.min((y0 + y1 - height) / 2, map.y + map.height - height))
  return { x, y, width, height }
}

export function ScenarioThumb({
  info,
  lang,
  label,
  onPick,
}: {
  info: ScenarioInfo
  lang: Lang
  label: string
  /** A click on the picture chooses its scenario, as a click on its name does. */
  onPick: () => void
}) {
  const sector = info.sector
  if (!sector) return null
  const g = boardGeom(bundle.map)
  const box = staticMapBox(bundle.map)
  const at = (hex: string): [number, number] | null => {
    const i = hexId(bundle.map, hex)
    return i < 0 ? null : [g.x[i]!, g.y[i]!]
  }
  const pieces = sector.pieces.flatMap((p) => {
    const c = at(p.hex)
    return c ? [{ c, side: p.side }] : []
  })
  const objectives = sector.objectives.flatMap((h) => {
    const c = at(h)
    return c ? [c] : []
  })
  const crop = cropOf([...pieces.map((p) => p.c), ...objectives], box)
  // A dot stays readable at any crop: a share of the picture, and at least half a hex in a small sector.
  const dot = Math.max(crop.width / 60, R / 2)
  return (
    <svg
      className="scenario-thumb"
      data-testid={`thumb-${info.id}`}
      viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
      role="img"
      aria-label={label}
      onClick={onPick}
    >
      <title>{label}</title>
      <image
        href={`./${__STATIC_MAP__[lang]}`}
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        preserveAspectRatio="none"
      />
      {pieces.map((p, i) => (
        <circle key={i} cx={p.c[0]} cy={p.c[1]} r={dot} fill={`var(--${p.side})`} stroke="#fff" strokeWidth={dot / 3} />
      ))}
      {objectives.map(([x, y], i) => (
        <circle key={`o${i}`} cx={x} cy={y} r={dot * 2.2} fill="none" stroke="#c8960c" strokeWidth={dot / 1.6} />
      ))}
    </svg>
  )
}
