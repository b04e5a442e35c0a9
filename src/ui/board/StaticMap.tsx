// The battlefield drawn once: the static map's SVG document (static/mapSvg.ts) made once per map and language into
// an object URL and shown as one <image>, so the browser builds no element per hex, symbol or label. It is also the
// board's surface for the pointer: a click finds its hex by arithmetic (hexAt.ts), not by hit-testing hexes.
import { memo } from 'react'
import type { GameMap } from '../../engine'
import type { Lang } from '../../i18n'
import { staticMapBox, staticMapSvg } from './static/mapSvg'

const urls = new WeakMap<GameMap, Partial<Record<Lang, string>>>()

/** The map's image URL for a language, made at the first ask (two per map at most: never revoked). */
function mapUrl(map: GameMap, lang: Lang): string {
  const per = urls.get(map) ?? {}
  urls.set(map, per)
  per[lang] ??= URL.createObjectURL(new Blob([staticMapSvg(map, lang)], { type: 'image/svg+xml' }))
  return per[lang]
}

export const StaticMap = memo(function StaticMap({ map, lang }: { map: GameMap; lang: Lang }) {
  const b = staticMapBox(map)
  return (
    <image
      className="map-image"
      data-testid="map-image"
      href={mapUrl(map, lang)}
      x={b.x}
      y={b.y}
      width={b.width}
      height={b.height}
      preserveAspectRatio="none"
    />
  )
})
