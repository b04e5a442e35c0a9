// What the computer player is doing, as the screen shows it: a small store of its own, so that the first screen
// can show it without loading the computer player itself (src/store/aiApp.ts loads that when a side is given to it).
// The shape is game-neutral (the controller in src/store/ai/controller.ts reports in it for either game).
import type { HexCode, Side } from '../../engine'
import type { AiLevelName } from '../../worker/aiProtocol'

export const DEFAULT_DELAY_MS = 250
export const DELAYS_MS: readonly number[] = [0, 100, 250, 500, 1000]

/** The record positions of the computer's last stretch of play, from `from` to `to` commands. */
export interface AiRun<S extends string> {
  side: S
  /** Commands in the game's record before the computer's first command of the stretch. */
  from: number
  /** Commands in the record when the stretch ended. */
  to: number
}

export interface AiStatusOf<S extends string, Path = unknown> {
  /** The side the computer is thinking for, or null. */
  thinking: S | null
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
  failed: { side: S; message: string } | null
  /** The level the computer takes a side over at. */
  takeOverLevel: AiLevelName
  /** Where the computer's last move took a counter (the game's path), while it plays. */
  lastPath: Path | null
  /** The computer's last finished stretch of play (its side's turn, or a phase), for the turn summary. */
  lastRun: AiRun<S> | null
}

/** Borodino's computer player status. */
export type AiStatus = AiStatusOf<Side, HexCode[]>

/** The computer player's status before it has done anything. */
export const idleAiStatus = <S extends string = Side, Path = HexCode[]>(
  delayMs: number = DEFAULT_DELAY_MS,
): AiStatusOf<S, Path> => ({
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
  lastRun: null,
})
