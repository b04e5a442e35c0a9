// Hex numbers (CCRR) at the top of every hex and place names at the bottom.
import { memo, useEffect, useState } from 'react'
import { type GameMap, type Bilingual } from '../../engine'
import type { Lang } from '../../i18n'
import { afterNextPaint } from '../useAfterPaint'
import { boardGeom, R } from './geom'

/** Places to name: neighbouring hexes that carry the same name (the two flèche hexes) are one place. */
function namePlaces(map: GameMap): Array<{ hexes: number[]; name: Bilingual }> {
  const seen = new Uint8Array(map.geo.n)
  const out: Array<{ hexes: number[]; name: Bilingual }> = []
  for (let i = 0; i < map.geo.n; i++) {
    const name = map.names[i]
    if (!name || seen[i]) continue
    const hexes = [i]
    seen[i] = 1
    for (let k = 0; k < hexes.length; k++) {
      for (let d = 0; d < 6; d++) {
        const nb = map.geo.neighbor[hexes[k]! * 6 + d]! // k < hexes.length, hexes are hex ids, d < 6
        if (nb >= 0 && !seen[nb] && map.names[nb]?.en === name.en) {
          seen[nb] = 1
          hexes.push(nb)
        }
      }
    }
    out.push({ hexes, name })
  }
  return out
}

/**
 * Every hex's number (CCRR) as one text element: every digit has its own position (x and y lists), and with
 * text-anchor middle each positioned digit is centred on it (~900 elements fewer for the browser to style). The same
 * in both languages: drawn once per map.
 */
const HexNumbers = memo(function HexNumbers({ map }: { map: GameMap }) {
  const g = boardGeom(map)
  const DIGIT = 5.6 // Arial's digits at 10 px are all this wide
  const xs: string[] = []
  const ys: string[] = []
  let digits = ''
  for (let i = 0; i < map.geo.n; i++) {
    // i < n: a hex id, with a code and a centre.
    const code = map.geo.codes[i]!
    const y = (g.y[i]! - R * 0.66).toFixed(1)
    for (let k = 0; k < code.length; k++) {
      xs.push((g.x[i]! + (k - (code.length - 1) / 2) * DIGIT).toFixed(1))
      ys.push(y)
    }
    digits += code
  }
  return (
    <text
      className="hex-numbers"
      fontSize="10"
      fill="#6d6656"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      x={xs.join(' ')}
      y={ys.join(' ')}
    >
      {digits}
    </text>
  )
})

export function MapLabels({ map, lang }: { map: GameMap; lang: Lang }) {
  const g = boardGeom(map)
  // The hex numbers come a frame after the board's first paint: 3,640 separately placed digits are the largest text
  // to lay out at start, and the counters are what a player looks at first.
  const [numbered, setNumbered] = useState(false)
  useEffect(() => afterNextPaint(() => setNumbered(true)), [])
  const names = []
  for (const { hexes, name } of namePlaces(map)) {
    // One label per place: at the bottom of its hexes, centred between them.
    const x = hexes.reduce((t, h) => t + g.x[h]!, 0) / hexes.length // hexes are hex ids
    const y = Math.max(...hexes.map((h) => g.y[h]!)) + R * 0.8
    names.push(
      <text key={hexes[0]} x={x} y={y}>
        {name[lang]}
      </text>,
    )
  }
  return (
    <g>
      {numbered && <HexNumbers map={map} />}
      <g
        className="place-names"
        fontSize="15"
        fontWeight="700"
        fill="#2b1d10"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        stroke="#fbf8ef"
        strokeWidth="4"
        paintOrder="stroke"
        strokeLinejoin="round"
        fontStyle="italic"
      >
        {names}
      </g>
    </g>
  )
}
