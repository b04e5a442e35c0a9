// What can be wrong with a save file, for either game's save reader: a code the UI words (src/i18n), and
// its facts as data, never sentences.

/** Every code a save reader answers with; a game uses the ones that apply to it. */
export type SaveProblemCode =
  | 'not-json'
  | 'not-object'
  | 'foreign'
  | 'newer-version'
  | 'bad-version'
  | 'field'
  | 'too-large'
  | 'too-deep'
  | 'bad-command'
  | 'unknown-scenario'
  | 'replay-refused'
  | 'replay-mismatch'
  | 'broken'

/**
 * One thing wrong with a save. `detail` is the technical fact shown as written (a field and what it must
 * be, a version, a size, two digests); a command refused on replay names its number (1-based) and type
 * and carries the game's refusal, which that game's texts word.
 */
export interface SaveProblem<Refusal = unknown, Code extends SaveProblemCode = SaveProblemCode> {
  code: Code
  detail?: string
  command?: { index: number; type: string }
  refusal?: Refusal
}
