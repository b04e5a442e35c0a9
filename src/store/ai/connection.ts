// How the control reaches the computer player: the connection (the Web Worker in the browser, the AI itself
// in tests), the answer it gives, and how long one decision may take before it is asked one level lower.
import type { AiLevelName } from '../../worker/aiProtocol'

/** The worker's answer, whichever game: its commands for the decision, or what went wrong. */
export type AnswerOf<C> =
  { id: number; ok: true; commands: C[]; thinkMs: number } | { id: number; ok: false; error: string }

/** A way to reach the computer player (the Web Worker in the browser, the AI itself in tests). */
export interface Connection<Req> {
  post(req: Req): void
  /** Stops a decision in progress at once (the worker is ended); the connection is not used again. */
  terminate(): void
}
export type ConnectTo<Req, Ans> = (onAnswer: (a: Ans) => void, onError: (message: string) => void) => Connection<Req>

/**
 * Wall-clock caps per decision. When one is passed the decision is stopped and asked again one level
 * lower (Hard → Normal → Easy), so a slow machine never leaves the person waiting without end.
 */
export const THINK_CAP_MS: Readonly<Record<AiLevelName, number | null>> = { hard: 12_000, normal: 6_000, easy: 30_000 }
/** The level a decision past its cap is asked at again; none below Easy. */
export const LEVEL_BELOW: Readonly<Record<AiLevelName, AiLevelName | null>> = {
  hard: 'normal',
  normal: 'easy',
  easy: null,
}
