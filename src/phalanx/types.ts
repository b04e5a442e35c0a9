// Basic Phalanx vocabulary shared by every module of the ruleset.

/** South holds row 9 and North row 1 (PH-MAP.2). */
export type Side = 'south' | 'north'
export const SIDES: readonly Side[] = ['south', 'north']
export const otherSide = (s: Side): Side => (s === 'south' ? 'north' : 'south')

/** A hex id in CCRR form (PH-MAP.3): column then row, both from 01. */
export type HexCode = string

/** The phases of a player-turn, in order (PH-SEQ.2); the end-of-turn check runs when attack ends. */
export type Phase = 'movement' | 'facing' | 'attack'
export const PHASES: readonly Phase[] = ['movement', 'facing', 'attack']
