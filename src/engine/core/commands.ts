// Commands a player gives, and the single entry point that applies them to a state.
import type { Outcome as CoreOutcome } from '../../core'
import type { GameEvent } from './events'
import type { GameMap } from '../map/map'
import type { Refusal } from './refusal'
import type { GameState } from './state'
import type { HexCode } from './types'

export type Command =
  | { type: 'move'; unit: string; path: HexCode[] }
  | { type: 'moveCommander'; commander: string; path: HexCode[] }
  | { type: 'limber'; unit: string }
  | { type: 'unlimber'; unit: string }
  | { type: 'endPhase' }
  /** RALLY.2: roll for every demoralized unit of the phasing side, then go on to movement. */
  | { type: 'rally' }
  /** CBT.1–8: a melee attack, with supporting batteries (ART.5). */
  | { type: 'attack'; defender: string; attackers: string[]; batteries?: string[] }
  /** ART.1–4: artillery fire alone. */
  | { type: 'fire'; batteries: string[]; target: string }
  /** CBT.10: one hex of a pending retreat, chosen by the owner of the retreating unit. */
  | { type: 'retreat'; unit: string; hex: HexCode }
  /** CBT.8 EX: the attacker's choice of units to remove. */
  | { type: 'chooseLosses'; units: string[] }
  /** CBT.11: advance a unit into the emptied hex (hex needed only when there are several), or null to decline. */
  | { type: 'advance'; unit: string | null; hex?: HexCode }
  /** SCN.2: set up a unit in the free setup (hex null takes it back); batteries choose limbered or not. */
  | { type: 'place'; unit: string; hex: HexCode | null; limbered?: boolean }
  /** SCN.2: set up a commander in the free setup (hex null takes him back). */
  | { type: 'placeCommander'; commander: string; hex: HexCode | null }

/** What the rules need besides the state: the compiled map. */
export interface Ctx {
  map: GameMap
}

export type Outcome = CoreOutcome<GameState, GameEvent, Refusal>
