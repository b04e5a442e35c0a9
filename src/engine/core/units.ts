// Counters (UNIT.1–6): static counter values plus the state that changes in play.
import { dev } from './diagnostic'
import type { Bilingual, HexCode, Nationality, Side, UnitType } from './types'

export interface CounterSide {
  strength: number
  mp: number
}

/** What is printed on a counter; never changes during a game. */
export interface UnitDef {
  id: string
  side: Side
  type: UnitType
  nationality: Nationality
  /** Corps id, e.g. "I", "VII", "cav-reserve". */
  corps: string
  /** Army id, e.g. "grande-armee", "1W", "2W". */
  army: string
  /** Corps–division label printed on the counter, e.g. "I-5" (UNIT.2). */
  label: string
  name: Bilingual
  /** Good order (for a battery: unlimbered). */
  front: CounterSide
  /** Demoralized (for a battery: limbered, strength is its bracketed defence). */
  back: CounterSide
}

export type UnitStatus = 'active' | 'destroyed'

export interface UnitState extends UnitDef {
  /** null while not on the map (destroyed, or not yet placed in a free setup). */
  hex: HexCode | null
  status: UnitStatus
  demoralized: boolean
  /** Batteries only: limbered (UNIT.3). */
  limbered: boolean
  /** Movement points spent in the current movement phase (MOVE.1). */
  mpSpent: number
  /** Batteries only: unlimbered in the current movement phase, which ends its movement and bars limbering again (MOVE.7). */
  unlimberedThisPhase: boolean
  /** Where the unit stood when its side's movement phase began (MOVE.6). */
  phaseStartHex: HexCode | null
  /** Has attacked or fired in this combat phase (CBT.1, ART.1). */
  attacked: boolean
}

export interface CommanderDef {
  id: string
  side: Side
  name: Bilingual
  rating: number
  /** Which units he commands: all fields given must match the unit (UNIT.5). */
  commands: { side: Side; army?: string; corps?: string }
}

export type CommanderStatus = 'active' | 'wounded' | 'killed' | 'captured' | 'badly-wounded'

export interface CommanderState extends CommanderDef {
  hex: HexCode | null
  status: CommanderStatus
  /** Turn on which a lightly wounded commander comes back (CMD.4). */
  returnsOnTurn?: number
  mpSpent: number
}

export const COMMANDER_MP = 8

/** What limbering a battery costs in its movement phase (MOVE.7). */
export const LIMBER_MP = 2

export function isBattery(u: UnitDef): boolean {
  return u.type === 'artillery'
}

/** Whether the counter shows its back: demoralized, or for a battery limbered (UNIT.2, UNIT.3). */
export function isFlipped(u: UnitState): boolean {
  return u.type === 'artillery' ? u.limbered : u.demoralized
}

/** The side of the counter that is face up. */
export function faceOf(u: UnitState): CounterSide {
  return isFlipped(u) ? u.back : u.front
}

/** Movement allowance printed on the face-up side; an unlimbered battery uses its limbered MP (MOVE.7). */
export function movementAllowance(u: UnitState): number {
  if (u.type === 'artillery') return u.back.mp
  return faceOf(u).mp
}

export function currentStrength(u: UnitState): number {
  return faceOf(u).strength
}

/** A unit in play on the map: active, with a hex. */
export type OnMapUnit = UnitState & { status: 'active'; hex: HexCode }

export function isOnMap(u: UnitState): u is OnMapUnit {
  return u.status === 'active' && u.hex !== null
}

/**
 * The unit, known to be on the map where the caller stands (e.g. a defender that passed the attack
 * checks, a unit with a pending retreat). A unit off the map there is an engine bug, so it throws.
 */
export function placed(u: UnitState): OnMapUnit {
  if (!isOnMap(u)) throw new Error(dev`engine invariant: unit ${u.id} is not on the map`)
  return u
}

/** A commander in play on the map: active, with a hex. */
export type OnMapCommander = CommanderState & { status: 'active'; hex: HexCode }

export function isCommanderOnMap(c: CommanderState): c is OnMapCommander {
  return c.status === 'active' && c.hex !== null
}

/** ZOC.2 / RALLY.1: demoralized units and limbered batteries exert no zone of control. */
export function exertsZoc(u: UnitState): boolean {
  return isOnMap(u) && !u.demoralized && !(u.type === 'artillery' && u.limbered)
}

/**
 * UNIT.5: whether commander `c` commands unit `u` — the unit is of his side, and of his army and his corps
 * when he is given them (his rating counts for it: CMD.1–CMD.3).
 */
export function commandsUnit(c: CommanderDef, u: UnitDef): boolean {
  return (
    c.commands.side === u.side &&
    (c.commands.army === undefined || c.commands.army === u.army) &&
    (c.commands.corps === undefined || c.commands.corps === u.corps)
  )
}
