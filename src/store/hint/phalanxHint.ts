// «Фаланга»'s coach hint: the game-neutral hint controller (hintController.ts) over the Phalanx store, through the
// computer player's own adapter (src/store/ai/phalanx.ts) and the worker's Phalanx messages as they are: the answer
// is the rest of the person's turn, whose first command is the hint. None while the tutorial plays.
import type { StoreApi } from 'zustand/vanilla'
import type { PhCommand, PhState, Side } from '../../phalanx'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../worker/phalanxProtocol'
import { phalanxAdapter } from '../ai/phalanx'
import type { ConnectTo } from '../ai/connection'
import type { PhGame } from '../phalanx'
import { createHintController, type HintController, type HintViewOf } from './hintController'

export type PhHintView = HintViewOf<PhState, PhCommand, Side>
export type PhHintControl = HintController<PhState, PhCommand, Side>

export interface PhHintOptions {
  game: StoreApi<PhGame>
  connect: ConnectTo<PhalanxAiRequest, PhalanxAiAnswer>
  /** No hint while this is true besides the tutorial (the review of the game). */
  blocked?: () => boolean
  seed?: number
  now?: () => number
}

/** The side a person must decide for now (a selector of the Phalanx store), or null: the computer's turn, the end, the tutorial. */
export function phHintSide(g: Pick<PhGame, 'mode' | 'state' | 'players'>): Side | null {
  if (g.mode !== 'game' || g.state.result) return null
  return g.players[g.state.side] === 'human' ? g.state.side : null
}

export function createPhHintControl({ game, blocked, ...rest }: PhHintOptions): PhHintControl {
  return createHintController({
    adapter: phalanxAdapter(game),
    blocked: () => phHintSide(game.getState()) === null || (blocked?.() ?? false),
    noteHint: () => game.getState().noteHint(),
    ...rest,
  })
}
