// Facing (PH-UNIT.5): a hoplite or cavalry unit faces one of its hex's six vertices, named by clock
// position F12 (north vertex) … F10. The two hexes touching that vertex are its front. Peltasts have
// all six neighbours as front; a camp has none.
import { neighbourOf, type Field } from './field'

export type Facing = 0 | 1 | 2 | 3 | 4 | 5
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5]
export const FACING_NAMES = ['F12', 'F2', 'F4', 'F6', 'F8', 'F10'] as const
export type FacingName = (typeof FACING_NAMES)[number]

export const isFacing = (v: unknown): v is Facing => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 5

/** What a unit's front is: a vertex, every side (peltasts), or nothing (the camp). */
export type Front = { kind: 'vertex'; facing: Facing } | { kind: 'all' } | { kind: 'none' }

/**
 * The two edge directions beside vertex f: d((f+5) mod 6) and d(f). Vertex f sits between those
 * edges because vertex 0 (north) lies between NW (d5) and NE (d0), and both orders turn clockwise.
 */
export const frontDirections = (f: Facing): [number, number] => [(f + 5) % 6, f]

const ALL_DIRECTIONS: readonly number[] = [0, 1, 2, 3, 4, 5]
const NO_DIRECTIONS: readonly number[] = []

export function directionsOf(front: Front): readonly number[] {
  if (front.kind === 'vertex') return frontDirections(front.facing)
  return front.kind === 'all' ? ALL_DIRECTIONS : NO_DIRECTIONS
}

/** The front hexes of a unit at `hex`; neighbours off the field do not exist. */
export function frontHexes(field: Field, hex: number, front: Front): number[] {
  const out: number[] = []
  for (const d of directionsOf(front)) {
    const n = neighbourOf(field, hex, d)
    if (n >= 0) out.push(n)
  }
  return out
}

export const isFrontHex = (field: Field, hex: number, front: Front, target: number): boolean =>
  target >= 0 && frontHexes(field, hex, front).includes(target)
