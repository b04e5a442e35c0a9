// What can be wrong with a turn file, whichever game it is, as codes and facts; src/i18n/pbm.*.ts words each one for
// the player. A game names its own refusal type for a command its rules refuse.
import type { ExchangeRefusal } from '../../core/exchange'

export type TurnProblemCode =
  | ExchangeRefusal
  | 'unreadable' // not a JSON object of a known version
  | 'foreign' // another kind of file (a save, say)
  | 'newer-version' // written by a newer version of the game
  | 'too-large'
  | 'field' // a field missing or of the wrong kind
  | 'no-game' // no play-by-mail game in progress, and the file does not open one
  | 'unknown-scenario'
  | 'position' // the commands start from another position than the receiver's
  | 'bad-command' // a command that cannot be read
  | 'refused' // a command the rules refuse
  | 'wrong-side' // a command given when the sender was not to act
  | 'unfinished' // the commands do not finish the sender's turn
  | 'mismatch' // the replay does not reach the position the sender had
  | 'changed' // the game changed (a move, another file) while the file was read
  | 'not-kept' // the game in progress could not be kept before the file's game replaced it (storage full)
  | 'broken' // an unexpected failure while reading

export interface MailProblem<R> {
  code: TurnProblemCode
  /** A technical fact for «Подробности» (a field, two digests, a command's number). */
  detail?: string
  /** The rules' refusal of a refused command, worded by the game's refusals' texts. */
  refusal?: R
}
