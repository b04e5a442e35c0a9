// The two identical armies (PH-UNIT.1) and their values (PH-UNIT.2, PH-WIN.4).
import type { Facing, Front } from './facing'
import type { HexCode, Side } from './types'

export type UnitType = 'hoplites' | 'cavalry' | 'peltasts' | 'camp'

/** Where a unit is (PH-UNIT.3): waiting in its camp, on a hex, or lost. */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the literals name the places that are not hexes (HexCode is a string)
export type Location = 'camp' | 'lost' | HexCode

export interface PhUnit {
  readonly id: string
  readonly side: Side
  readonly type: UnitType
  /** The strategos is a property of one hoplite unit (PH-UNIT.4). */
  readonly strategos: boolean
  readonly location: Location
  /** Hoplites and cavalry on the board face a vertex; everything else has null (PH-UNIT.5). */
  readonly facing: Facing | null
}

export interface UnitValues {
  attack: number
  defence: number
  /** Normal speed; peltasts get PELTAST_FIRST_TURN_SPEED in their owner's first turn (PH-MOVE.2). */
  speed: number
  points: number
}

const VALUES: Readonly<Record<UnitType, UnitValues>> = {
  hoplites: { attack: 1, defence: 3, speed: 1, points: 1 },
  cavalry: { attack: 1, defence: 2, speed: 2, points: 1 },
  peltasts: { attack: 1, defence: 2, speed: 1, points: 1 },
  camp: { attack: 0, defence: 1, speed: 0, points: 1 },
}
const STRATEGOS: UnitValues = { attack: 2, defence: 4, speed: 1, points: 2 }
export const PELTAST_FIRST_TURN_SPEED = 2

export const valuesOf = (u: Pick<PhUnit, 'type' | 'strategos'>): UnitValues =>
  u.strategos ? STRATEGOS : VALUES[u.type]

/** Which units have a facing of their own (PH-UNIT.5). */
export const hasFacing = (u: Pick<PhUnit, 'type'>): boolean => u.type === 'hoplites' || u.type === 'cavalry'

export function frontOf(u: Pick<PhUnit, 'type' | 'facing'>): Front {
  if (u.type === 'peltasts') return { kind: 'all' }
  if (u.type === 'camp' || u.facing === null) return { kind: 'none' }
  return { kind: 'vertex', facing: u.facing }
}

export const isOnBoard = (u: PhUnit): boolean => u.location !== 'camp' && u.location !== 'lost'

/** One army's units as [id suffix, type, strategos]; ids are `S-…` for South and `N-…` for North. */
export const ARMY: ReadonlyArray<readonly [string, UnitType, boolean]> = [
  ['S', 'hoplites', true],
  ['H1', 'hoplites', false],
  ['H2', 'hoplites', false],
  ['H3', 'hoplites', false],
  ['H4', 'hoplites', false],
  ['H5', 'hoplites', false],
  ['H6', 'hoplites', false],
  ['C1', 'cavalry', false],
  ['C2', 'cavalry', false],
  ['P', 'peltasts', false],
  ['K', 'camp', false],
]

export const SIDE_PREFIX: Readonly<Record<Side, string>> = { south: 'S', north: 'N' }
export const unitId = (side: Side, suffix: string): string => `${SIDE_PREFIX[side]}-${suffix}`
/** The camp unit's id of a side. */
export const campId = (side: Side): string => unitId(side, 'K')
