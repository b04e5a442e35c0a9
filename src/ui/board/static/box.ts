// Where the static map's image lies on the board.
import type { GameMap } from '../../../engine'
import { boardGeom, R } from '../geom'

/** Where the image lies on the board, in board units: the map's extent with a margin for the outer labels. */
export interface MapBox {
  x: number
  y: number
  width: number
  height: number
}

export function staticMapBox(map: GameMap): MapBox {
  const g = boardGeom(map)
  return { x: -R, y: -R, width: g.width + 2 * R, height: g.height + 2 * R }
}
