// The battlefield drawn once: the static map's SVG document (static/mapSvg.ts), made at build time, one file per
// language, shown as one <image>, so the browser builds no element per hex, symbol or label and the page's script
// draws none of it. It is also the board's surface for the pointer: a click finds its hex by arithmetic (hexAt.ts),
// not by hit-testing hexes.
import { memo } from 'react'
import type { GameMap } from '../../engine'
import type { Lang } from '../../i18n'
import { staticMapBox } from './static/box'

export const StaticMap = memo(function StaticMap({ map, lang }: { map: GameMap; lang: Lang }) {
  const b = staticMapBox(map)
  return (
    <image
      className="map-image"
      data-testid="map-image"
      href={`./${__STATIC_MAP__[lang]}`}
      x={b.x}
      y={b.y}
      width={b.width}
      height={b.height}
      preserveAspectRatio="none"
    />
  )
})
