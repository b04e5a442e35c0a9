// The game state: plain, serialisable data. The map is not in it; it is the context.
import { own } from '../../core/own'
import type { CommanderDef, CommanderState, UnitDef, UnitState } from './units'
import type { HexCode, Phase, Side } from './types'
import type { VictoryRule } from './victoryRule'
import { seedToState } from '../../core/dice'

export const STATE_SCHEMA = 1
export const LAST_TURN = 20

export interface GameState {
  schema: typeof STATE_SCHEMA
  scenarioId: string
  mapId: string
  /** 1..20 (SEQ.1); turn 1 is 06:00. */
  turn: number
  side: Side
  phase: Phase
  seed: number
  /** Dice generator state (SEQ.4). */
  rng: number
  units: Record<string, UnitState>
  commanders: Record<string, CommanderState>
  /** Strength points lost by each side (front strengths of destroyed units, WIN.1). */
  losses: Record<Side, number>
  /**
   * Decisions still owed inside the combat phase (exchange losses, retreats, advance), in order.
   * While it is not empty only the commands that resolve its head are accepted; `pending[0].side` must act.
   */
  pending: PendingStep[]
  /** The combat whose consequences are still being resolved, or null. */
  combat: ActiveCombat | null
  /** The deployment line and distances of a free setup (SCN.2), while the setup lasts. */
  setup?: SetupRules
  /** The first turn of a short scenario that starts later in the day (SCN.3); absent: turn 1. */
  firstTurn?: number
  /** The last turn of a short scenario (SEQ.1); absent: turn 20. */
  lastTurn?: number
  /** A scenario's or variant's own victory conditions (WIN.3–4); absent: WIN.1–2. */
  victory?: VictoryRule
}

/**
 * The deployment line and distances of a free setup (SCN.2), as a scenario carries them and the state keeps them
 * while the setup lasts; setup/setup.ts checks a setup against them.
 */
export interface SetupRules {
  /** The line Borodino – Raevsky battery – Semenovskoye – Utitsa: adjacent hexes from the north edge to the south edge. */
  line: HexCode[]
  /** French units stand at least this many hexes from every Russian unit (SCN.2: 6). */
  frenchMinDistance: number
}

/** The results of the combat table (CBT.7). */
export type CombatResult = 'A1' | 'A2' | 'AE' | 'D1' | 'D2' | 'DE' | 'EX'

/** What the rules remember of a combat until all of its consequences are resolved (CBT.8–11). */
export interface ActiveCombat {
  kind: 'melee' | 'fire'
  defender: string
  defenderSide: Side
  defenderHex: HexCode
  /** Melee attackers and supporting/firing batteries. */
  attackers: string[]
  /** Attacking units (batteries included) adjacent to the defender, with their hexes at the time of combat. */
  adjacent: Array<{ unit: string; hex: HexCode }>
  result: CombatResult
}

/** Something a player must decide before play goes on; `side` says who must act. */
export type PendingStep =
  /** CBT.8 EX: the attacker picks adjacent attacking units whose printed strengths reach `need`. */
  | { kind: 'exchange'; side: Side; need: number; candidates: string[] }
  /** CBT.10: the owner retreats `unit` hex by hex; `path` holds the hexes so far, starting where it stood. */
  | {
      kind: 'retreat'
      side: Side
      unit: string
      remaining: number
      total: number
      path: HexCode[]
      enemies: string[]
      commanders: string[]
    }
  /** CBT.11: one of `options` may move into the emptied hex, or the side declines. */
  | { kind: 'advance'; side: Side; options: Array<{ unit: string; hex: HexCode }> }

export interface Placement {
  unit: string
  hex: HexCode | null
  limbered?: boolean
  demoralized?: boolean
}

export interface CommanderPlacement {
  commander: string
  hex: HexCode | null
}

export interface NewGameInput {
  scenarioId: string
  mapId: string
  seed: number
  units: UnitDef[]
  commanders: CommanderDef[]
  placements: Placement[]
  commanderPlacements: CommanderPlacement[]
  /** 'setup' for a free setup (SCN.2), otherwise the game starts at the French rally phase. */
  startPhase?: 'setup' | 'rally'
  startSide?: Side
  /** Required with startPhase 'setup' (SCN.2). */
  setup?: SetupRules
  /** A short scenario's first and last turns (default 1 and 20). */
  firstTurn?: number
  lastTurn?: number
  /** Victory conditions other than WIN.1–2 (WIN.3–4). */
  victory?: VictoryRule
}

export function createGameState(input: NewGameInput): GameState {
  const units: Record<string, UnitState> = {}
  for (const def of input.units) {
    units[def.id] = {
      ...structuredClone(def),
      hex: null,
      status: 'active',
      demoralized: false,
      limbered: false,
      mpSpent: 0,
      unlimberedThisPhase: false,
      phaseStartHex: null,
      attacked: false,
    }
  }
  for (const p of input.placements) {
    const u = own(units, p.unit)
    if (!u) continue
    u.hex = p.hex
    u.phaseStartHex = p.hex
    u.limbered = u.type === 'artillery' && !!p.limbered
    u.demoralized = u.type !== 'artillery' && !!p.demoralized
  }
  const commanders: Record<string, CommanderState> = {}
  for (const def of input.commanders)
    commanders[def.id] = { ...structuredClone(def), hex: null, status: 'active', mpSpent: 0 }
  for (const p of input.commanderPlacements) {
    const c = own(commanders, p.commander)
    if (c) c.hex = p.hex
  }
  return {
    schema: STATE_SCHEMA,
    scenarioId: input.scenarioId,
    mapId: input.mapId,
    turn: input.firstTurn ?? 1,
    side: input.startSide ?? (input.startPhase === 'setup' ? 'ru' : 'fr'),
    phase: input.startPhase ?? 'rally',
    seed: input.seed,
    rng: seedToState(input.seed),
    units,
    commanders,
    losses: { fr: 0, ru: 0 },
    pending: [],
    combat: null,
    ...(input.startPhase === 'setup' && input.setup ? { setup: structuredClone(input.setup) } : {}),
    // Absent for the whole day under WIN.1–2, so the states (and the fingerprints of saves) of older games are unchanged.
    ...(input.firstTurn !== undefined && input.firstTurn !== 1 ? { firstTurn: input.firstTurn } : {}),
    ...(input.lastTurn !== undefined && input.lastTurn !== LAST_TURN ? { lastTurn: input.lastTurn } : {}),
    ...(input.victory ? { victory: structuredClone(input.victory) } : {}),
  }
}

/** The game's first turn: turn 1, or a short scenario's own (SCN.3). */
export const firstTurnOf = (state: GameState): number => state.firstTurn ?? 1

/** The game's last turn (SEQ.1): turn 20, or a short scenario's own. */
export const lastTurnOf = (state: GameState): number => state.lastTurn ?? LAST_TURN

/** The clock time of a turn: turn 1 is 06:00, turn 20 is 15:30 (SEQ.1). */
export function turnTime(turn: number): string {
  const minutes = 6 * 60 + (turn - 1) * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The side that must act now: the owner of the pending decision, else the phasing side. */
export function actingSide(state: GameState): Side {
  return state.pending[0]?.side ?? state.side
}

/** SEQ.1, WIN.2: the game is over (after its last turn); recorded once, as the phase 'over'. */
export function isGameOver(state: GameState): boolean {
  return state.phase === 'over'
}
