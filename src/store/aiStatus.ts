// What the computer player is doing, as the screen shows it: a small store of its own, so that the first screen
// can show it without loading the computer player itself (src/store/aiApp.ts loads that when a side is given to it).
import type { HexCode, Side } from '../engine'
import type { AiLevelName } from '../worker/aiProtocol'

export const DEFAULT_DELAY_MS = 250
export const DELAYS_MS: readonly number[] = [0, 100, 250, 500, 1000]

export interface AiStatus {
  /** The side the computer is thinking for, or null. */
  thinking: Side | null
  /** The computer's commands are being shown one by one. */
  showing: boolean
  /** Watch mode: the computer gives nothing until resumed. */
  paused: boolean
  /** Pause between two of the computer's commands (per counter). */
  delayMs: number
  /** The rest of this side's turn is shown at once (turn/side it applies to). */
  skipFor: string | null
  /** The last decision's think time in the worker (ms). */
  lastThinkMs: number | null
  /** A decision passed its cap and was made one level lower. */
  fellBack: { from: AiLevelName; to: AiLevelName } | null
  /** The computer failed and gave the side back to the person (the message for the console and the banner). */
  failed: { side: Side; message: string } | null
  /** The level the computer takes a side over at. */
  takeOverLevel: AiLevelName
  /** The hexes of the computer's last move (a path, or one hex: a retreat, an advance), while it plays. */
  lastPath: HexCode[] | null
}

/** The computer player's status before it has done anything. */
export const idleAiStatus = (delayMs: number = DEFAULT_DELAY_MS): AiStatus => ({
  thinking: null,
  showing: false,
  paused: false,
  delayMs,
  skipFor: null,
  lastThinkMs: null,
  fellBack: null,
  failed: null,
  takeOverLevel: 'normal',
  lastPath: null,
})
