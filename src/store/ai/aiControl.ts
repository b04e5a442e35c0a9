// Borodino's computer player: the game-neutral control (src/store/ai/controller.ts) over the Borodino game
// store through its adapter (src/store/ai/borodino.ts).
import type { StoreApi } from 'zustand/vanilla'
import type { Command, HexCode, Side } from '../../engine'
import type { AiAnswer, AiRequest } from '../../worker/aiProtocol'
import { borodinoAdapter } from './borodino'
import { createAiController, type AiController, type AiStatus as Status } from './controller'
import type { Connection, ConnectTo } from './connection'
import type { GameStore } from '../game'

export { HARD_BUDGET } from './borodino'
export { DEFAULT_DELAY_MS, DELAYS_MS } from './controller'
export { THINK_CAP_MS } from './connection'

export type AiConnection = Connection<AiRequest>
export type Connect = ConnectTo<AiRequest, AiAnswer>
export type AiStatus = Status<Side, HexCode[]>
export type AiControl = AiController<Side, HexCode[]>

export interface AiControlOptions {
  game: StoreApi<GameStore>
  connect: Connect
  /** The computer gives nothing while this is true (review of the game, a lesson). */
  blocked?: () => boolean
  /** Told of every command just shown (the board brings its hex into view). */
  onShow?: (cmd: Command) => void
  /** Told of each answer before its first command is shown (the board brings all of it into view, once). */
  onAnswer?: (cmds: readonly Command[]) => void
  /** The computer's own seed (its noise and simulation dice). */
  seed?: number
  delayMs?: number
  /** The status store to report in (the app's exists before the control is loaded); a new one when absent. */
  status?: StoreApi<AiStatus>
}

export function createAiControl({ game, ...rest }: AiControlOptions): AiControl {
  return createAiController({ adapter: borodinoAdapter(game), ...rest })
}
