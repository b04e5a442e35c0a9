// The whole game as plain, serialisable data: no classes, maps or functions, so it saves, replays
// and crosses a worker boundary as JSON.
import { mulberry32, seedToState } from '../core'
import type { Field } from './field'
import { ARMY, campId, unitId, type PhUnit } from './units'
import { SIDES, type Phase, type Side } from './types'

export interface PhSetup {
  /** Who moves first (PH-SETUP.2); a random draw is resolved into this when the game is created. */
  readonly first: Side
  /** PH-INT.12: count the strategos's hoplites as two losses for the break threshold. */
  readonly strategosCountsDoubleForBreak: boolean
  /** PH-WIN.7 / PH-INT.14: a draw after this many game turns, for AI self-play; null = no limit. */
  readonly maxGameTurns: number | null
  /** PH-OPT.1: the optional random defence rule. */
  readonly randomDefence: boolean
}

/** An attack declared but not yet resolved (only with PH-OPT.1, which rolls after all declarations). */
export interface DeclaredAttack {
  readonly target: string
  readonly attackers: readonly string[]
}

export type EndReason = 'break' | 'agreedDraw' | 'turnLimit'

export interface GameResult {
  readonly reason: EndReason
  /** The side whose end-of-turn check found 4 or more losses (PH-WIN.2), or null for a draw by agreement or limit. */
  readonly breaking: Side | null
  /** PH-WIN.5 scores; null when the game ended without a break (no scoring rule applies). */
  readonly scores: Readonly<Record<Side, number>> | null
  /** PH-WIN.6: the higher score wins; null is a draw. */
  readonly winner: Side | null
}

export interface PhState {
  readonly ruleset: 'phalanx'
  readonly setup: PhSetup
  readonly units: Readonly<Record<string, PhUnit>>
  /** The phasing player (PH-SEQ.1). */
  readonly side: Side
  readonly phase: Phase
  /** Each side's own player-turn number; the phasing side's includes the current turn (PH-SEQ.3). */
  readonly ownTurn: Readonly<Record<Side, number>>
  /** Units that have moved this turn (PH-MOVE.1). */
  readonly moved: readonly string[]
  /** Units that have taken part in an attack this turn, and units attacked this turn (PH-CBT.3). */
  readonly attackers: readonly string[]
  readonly targets: readonly string[]
  /** PH-OPT.1 only: attacks waiting for the roll at the end of the attack phase. */
  readonly declared: readonly DeclaredAttack[]
  /** Seeded generator state, used only by PH-OPT.1. */
  readonly rng: number
  readonly result: GameResult | null
}

export interface NewGameOptions {
  /** PH-SETUP.2; 'random' draws from the seed. Default: South. */
  first?: Side | 'random'
  seed?: number
  strategosCountsDoubleForBreak?: boolean
  maxGameTurns?: number | null
  randomDefence?: boolean
}

/** The initial position (PH-SETUP.1): the camps on their hexes, every other unit inside its camp. */
export function newGame(field: Field, opts: NewGameOptions = {}): PhState {
  let rng = seedToState(opts.seed ?? 1)
  let first: Side = 'south'
  if (opts.first === 'north' || opts.first === 'south') first = opts.first
  else if (opts.first === 'random') {
    const r = mulberry32(rng)
    rng = r.state
    first = r.u < 0.5 ? 'south' : 'north'
  }
  const units: Record<string, PhUnit> = {}
  for (const side of SIDES) {
    for (const [suffix, type, strategos] of ARMY) {
      const id = unitId(side, suffix)
      // The camp is a hex id of the field.
      const location = id === campId(side) ? field.codes[field.camp[side]]! : 'camp'
      units[id] = { id, side, type, strategos, location, facing: null }
    }
  }
  return {
    ruleset: 'phalanx',
    setup: {
      first,
      strategosCountsDoubleForBreak: opts.strategosCountsDoubleForBreak ?? false,
      maxGameTurns: opts.maxGameTurns ?? null,
      randomDefence: opts.randomDefence ?? false,
    },
    units,
    side: first,
    phase: 'movement',
    ownTurn: { south: first === 'south' ? 1 : 0, north: first === 'north' ? 1 : 0 },
    moved: [],
    attackers: [],
    targets: [],
    declared: [],
    rng,
    result: null,
  }
}

/** Looks a unit up by id as an own key only, so `__proto__` or `constructor` find nothing. */
export function unitOf(state: PhState, id: unknown): PhUnit | undefined {
  return typeof id === 'string' && Object.hasOwn(state.units, id) ? state.units[id] : undefined
}

/** The game turn (PH-SEQ terms): the first player's own turn number. */
export const gameTurn = (state: PhState): number => state.ownTurn[state.setup.first]

/** A copy of the state with some units replaced. */
export function withUnits(state: PhState, changed: readonly PhUnit[]): PhState {
  const units: Record<string, PhUnit> = { ...state.units }
  for (const u of changed) units[u.id] = u
  return { ...state, units }
}
