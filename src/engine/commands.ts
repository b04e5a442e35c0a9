// Commands a player gives, and the single entry point that applies them to a state.
import type { GameEvent } from './events'
import type { GameMap } from './map'
import type { Refusal } from './refusal'
import type { GameState } from './state'
import type { HexCode } from './types'

export type Command =
  | { type: 'move'; unit: string; path: HexCode[] }
  | { type: 'moveCommander'; commander: string; path: HexCode[] }
  | { type: 'limber'; unit: string }
  | { type: 'unlimber'; unit: string }
  | { type: 'endPhase' }

/** What the rules need besides the state: the compiled map. */
export interface Ctx {
  map: GameMap
}

export type Outcome = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; refusal: Refusal }

export type Handler = (ctx: Ctx, state: GameState, cmd: Command) => Outcome
