// Hex numbers (CCRR) at the top of every hex and place names at the bottom.
import type { GameMap } from '../../engine/map'
import type { Lang } from '../../i18n'
import { boardGeom, R } from './geom'

export function MapLabels({ map, lang }: { map: GameMap; lang: Lang }) {
  const g = boardGeom(map)
  const nums = []
  const names = []
  for (let i = 0; i < map.geo.n; i++) {
    nums.push(
      <text key={i} x={g.x[i]} y={g.y[i] - R * 0.66}>
        {map.geo.codes[i]}
      </text>,
    )
    const name = map.names[i]
    if (name) {
      names.push(
        <text key={i} x={g.x[i]} y={g.y[i] + R * 0.8}>
          {name[lang]}
        </text>,
      )
    }
  }
  return (
    <g>
      <g className="hex-numbers" fontSize="10" fill="#6d6656" textAnchor="middle" fontFamily="Arial, sans-serif">
        {nums}
      </g>
      <g className="place-names" fontSize="15" fontWeight="700" fill="#2b1d10" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif"
        stroke="#fbf8ef" strokeWidth="4" paintOrder="stroke" strokeLinejoin="round" fontStyle="italic">
        {names}
      </g>
    </g>
  )
}
