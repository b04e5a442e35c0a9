// What a game tells the saves layer about its save files: their kind, their newest version, their size limit,
// how a parsed file becomes a game (its schema checked, its commands rebuilt and replayed), and which game a
// file holds (for "is this save an earlier point of the same game?"). Everything else — reading text,
// the autosave, named saves, export and import — is the saves layer's, the same for every game.
import type { SaveProblem, SaveProblemCode } from '../../core'

/** A read file: the game it holds, or every problem found, in the game's own problem shape. */
export type ReadResult<G, P> = { ok: true; game: G } | { ok: false; problems: P[] }

/** Which game a file holds: its start (scenario and seed, or options) and its commands, as written. */
export interface Lineage {
  start: string
  commands: readonly unknown[]
}

/** A save file's kind: enough to tell its files apart and which game one holds, without the rules to replay it. */
export interface SaveKind {
  /** The file's kind ("borodino-save", "phalanx-save"): a file of another kind is refused as foreign. */
  readonly format: string
  /** The newest version this build writes; versions 1 to it are read. */
  readonly version: number
  /** Larger texts are refused unread. */
  readonly maxChars: number
  /** Which game a parsed file holds; null when it does not say. */
  lineage(file: Readonly<Record<string, unknown>>): Lineage | null
}

/** A save file's kind with the check that turns a file into a game (the rules replay it). */
export interface SaveCodec<G, R = unknown> extends SaveKind {
  /** A parsed file of this kind and a known version, checked and replayed. Only the saves layer calls it. */
  check(file: Readonly<Record<string, unknown>>, version: number): ReadResult<G, SaveProblem<R>>
}

/** A problem with no facts but its code. */
export const problem = <R>(code: SaveProblemCode, detail?: string): SaveProblem<R> =>
  detail === undefined ? { code } : { code, detail }
