// The map's named places: neighbouring hexes that carry the same name (the two flèche hexes) are one place.
import type { Bilingual, GameMap } from '../../../engine'

export function namePlaces(map: GameMap): Array<{ hexes: number[]; name: Bilingual }> {
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
