// Phalanx's computer player: the game-neutral control (src/store/ai/controller.ts) over the Phalanx store
// through its adapter (src/store/ai/phalanx.ts). Each of its commands is shown for a moment.
import type { StoreApi } from 'zustand/vanilla'
import type { Side } from '../../phalanx'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../worker/phalanxProtocol'
import { phalanxAdapter } from './phalanx'
import { createAiController, type AiController, type AiStatus } from './controller'
import type { Connection, ConnectTo } from './connection'
import type { PhGame } from '../phalanx'

export type PhAiConnection = Connection<PhalanxAiRequest>
export type PhConnect = ConnectTo<PhalanxAiRequest, PhalanxAiAnswer>
export type PhAiStatus = AiStatus<Side, never>
export type PhAiControl = AiController<Side, never>

export const PH_SHOW_DELAY_MS = 300

export interface PhAiControlOptions {
  game: StoreApi<PhGame>
  connect: PhConnect
  /** The computer gives nothing while this is true (the review, the tutorial). */
  blocked?: () => boolean
  seed?: number
  delayMs?: number
}

export function createPhAiControl({ game, delayMs, ...rest }: PhAiControlOptions): PhAiControl {
  return createAiController({ adapter: phalanxAdapter(game), delayMs: delayMs ?? PH_SHOW_DELAY_MS, ...rest })
}
