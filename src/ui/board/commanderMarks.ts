// A commander badge's star and where a badge goes in its hex, shared by the board and the board picture (src/ui/picture).
import { f1, R } from './geom'

/** The badge's star (five points), 12 units across, centred on (x, y). */
const STAR = [0, -11, 2.6, -4.5, 9.5, -4.2, 4.2, 0.2, 6, 6.8, 0, 3, -6, 6.8, -4.2, 0.2, -9.5, -4.2, -2.6, -4.5].map(
  (v) => v * 0.62,
)
export function star(x: number, y: number): string {
  let d = ''
  for (let i = 0; i < STAR.length; i += 2) d += `${i ? 'L' : 'M'}${f1(x + STAR[i]!)} ${f1(y + STAR[i + 1]!)}`
  return d + 'Z'
}

/**
 * Where the k-th commander badge of a hex centred on (x, y) goes. Stacked with a unit: on its upper right corner,
 * fanning downwards; alone: in the centre, fanning right. Badges are one badge apart (0.72 R), so two commanders in
 * a hex never overlap (CommanderMarker: radius 17).
 */
export function badgeAt(x: number, y: number, stacked: boolean, k: number): [number, number] {
  return stacked ? [x + R * 0.58, y - R * 0.58 + k * R * 0.72] : [x + k * R * 0.72 - R * 0.1, y + R * 0.05]
}
