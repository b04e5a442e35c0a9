// The battlefield drawn once: the static map's SVG document (static/mapSvg.ts), made at build time, one file per
// language, shown as one <image>, so the browser builds no element per hex, symbol or label and the page's script
// draws none of it. It is also the board's surface for the pointer: a click finds its hex by arithmetic (hexAt.ts),
// not by hit-testing hexes. The hex numbers are a second image over it, shown only when the map is zoomed in far
// enough to read them (the board decides): they are most of the drawing, and a grey texture below that.
import { memo } from 'react'
import type { GameMap } from '../../engine'
import type { Lang } from '../../i18n'
import { staticMapBox } from './static/box'

/**
 * The hex numbers are shown from this hex radius on the screen (CSS px) up: their digits are then 4.3 px tall, about
 * the least that reads (R is 50 board units, a digit 7.2). The starting views (40 px) show them, and so does one zoom
 * step out of them (32 px); the whole-map view (7–15 px) does not.
 */
export const NUMBERS_FROM_PX = 30

export const StaticMap = memo(function StaticMap({
  map,
  lang,
  numbers,
}: {
  map: GameMap
  lang: Lang
  numbers: boolean
}) {
  // Both images cover the map's whole box on the board, 1:1.
  const { x, y, width, height } = staticMapBox(map)
  const box = { x, y, width, height, preserveAspectRatio: 'none' }
  return (
    <>
      <image className="map-image" data-testid="map-image" href={`./${__STATIC_MAP__[lang]}`} {...box} />
      {numbers && (
        <image className="map-numbers" data-testid="map-numbers" href={`./${__STATIC_MAP__.numbers}`} {...box} />
      )}
    </>
  )
})
