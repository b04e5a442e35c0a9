// The Phalanx game store's shape: a whole game, and the store's state and actions. Apart from the store itself
// (store.ts) so that what follows the store (its autosave, the computer player's control) can name it.
import type { PhCommand, PhDiceSeed, PhEvent, PhRefusal, PhState, Side } from '../../phalanx'
import type { PbmGame } from '../mail'
import type { BrokenAutosave, WriteFailure } from '../saves'
import type { Player, PhLoaded, PhOptions, PhSaveFile, PhSaveProblem } from './save'

/** A whole game: what a save holds, and what the tutorial keeps apart while it plays its own. */
export interface PhRecord {
  options: PhOptions
  /** Who plays each side: a person or the computer at a level (src/store/phalanx/phAiControl.ts plays it). */
  players: Record<Side, Player>
  commands: PhCommand[]
  /** Events of each command, in order (the move list and the review read them). */
  events: PhEvent[][]
  state: PhState
  /** Hints taken in this game (the coach's, src/store/hint): shown on the end screen, kept in the save. */
  hintsUsed: number
  /** A play-by-mail game's dice seeds (PH-OPT.1 only): the generator set before the command `at` (store/phalanxMail). */
  dice: PhDiceSeed[]
  /** A play-by-mail game's exchange, or null at one screen. */
  pbm: PbmGame | null
}

export interface PhGame extends PhRecord {
  /** Hot-seat: the board is hidden until the side to play says it is ready. */
  handoverEnabled: boolean
  handoverFor: Side | null
  /** 'tutorial': the tutorial's game is played; the player's own is kept apart and comes back after it. */
  mode: 'game' | 'tutorial'
  /** Why the last autosave could not be written, or null when it was (a banner says so until one works). */
  saveFailed: WriteFailure | null
  /** An autosave found at start that could not be read: kept, untouched, until the player decides. */
  brokenAutosave: BrokenAutosave<PhRefusal> | null
  /** The state last saved by name, exported or loaded: the game is unsaved when it has moved on since. */
  savedState: PhState | null
  /** The last command's refusal, or null when it was applied. */
  refusal: PhRefusal | null
  /** Applies a command: true when it is applied, false when it is refused (the refusal is kept, the game unchanged). */
  dispatch(cmd: PhCommand): boolean
  clearRefusal(): void
  /** Takes back the last command of the current player-turn (never across a turn change). */
  undo(): boolean
  /** A new game; `players` keeps the current setting when left out. */
  newGame(options?: Partial<PhOptions>, players?: Record<Side, Player>): void
  setPlayers(players: Record<Side, Player>): void
  /** Puts a whole game in place (a save read, the tutorial's prepared position). */
  restore(save: PhLoaded): void
  /** Loads a save file's text; on any problem the game is untouched and the problems returned. */
  loadText(text: string): PhSaveProblem[]
  setHandover(on: boolean): void
  revealBoard(): void
  save(): PhSaveFile
  /** True when the player's game has commands that no named save or exported file holds. */
  isUnsaved(): boolean
  markSaved(): void
  /** A hint was given (the coach's hint control counts it). */
  noteHint(): void
  /** Drops the unreadable autosave (the player chose to); autosaving resumes. */
  discardBrokenAutosave(): void
  /** Writes a pending autosave now (before the page is hidden, in tests). */
  flushAutosave(): void
  /** The tutorial begins: the player's game is kept apart (and stays the autosaved one). */
  enterTutorial(): void
  /** The tutorial ends: the player's game comes back as it was. */
  leaveTutorial(): void
}
