// Where the Phalanx field is drawn: the hex size, each hex's centre (the rules module's pointy-topped centres scaled)
// and a hex's outline, for the board and the marks drawn over it.
import { ctx } from '../../store/phalanx'
import { corner } from './PhCounter'

export const R = 40
export const F = ctx.field

// Hex ids of the field: it has a centre for each.
export const px = (h: number): number => F.x[h]! * R
export const py = (h: number): number => F.y[h]! * R

/** A hex's outline centred on (x, y), of circumradius r. */
export const points = (x: number, y: number, r = R): string =>
  [0, 1, 2, 3, 4, 5]
    .map((f) =>
      corner(f, r)
        .map((v, i) => (i ? y : x) + v)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ')
