// The Borodino game store's shape: its state, its actions, and a whole game at one moment. Apart from the store
// itself (gameStore.ts) so that what follows the store (its autosave) can name it without importing it.
import type { Command, DiceSeed, GameState, Refusal, Side } from '../../engine'
import type { LogEntry } from './log'
import type { SaveFile, SaveProblem } from './save'
import type { WriteFailure } from '../saves'
import type { Players } from './players'
import type { PbmGame } from './pbm'

/** At most this many moves can be taken back (MOVE phase only, never across a die roll). */
export const UNDO_LIMIT = 20

export type UndoBlock = 'empty' | 'dice' | 'phase' | null

export interface Snapshot {
  state: GameState
  commands: number
  log: number
}

/** A whole game at one moment: enough to put it back exactly (the tutorial's undo, leaving the tutorial). */
export interface GameSnapshot {
  scenarioId: string
  seed: number
  state: GameState
  commands: Command[]
  log: LogEntry[]
  /** Who played each side; kept as it is when absent. */
  players?: Players
  /** Hints the coach gave in the game; kept as it is when absent. */
  hintsUsed?: number
  /** A play-by-mail game's dice seeds and exchange (pbm.ts); when absent, kept as far as the commands are kept. */
  dice?: DiceSeed[]
  pbm?: PbmGame | null
}

/** 'tutorial' keeps the tutorial in its own save slot and never hands the screen over. */
export type GameMode = 'game' | 'tutorial'

export interface GameStore {
  scenarioId: string
  seed: number
  commands: Command[]
  state: GameState
  log: LogEntry[]
  /** Who plays each side: a person or the computer at a level (saved with the game). */
  players: Players
  /** Hints the coach gave in this game (saved with it). */
  hintsUsed: number
  /** Where a play-by-mail game's dice were set from the two players' secrets (empty in every other game). */
  dice: DiceSeed[]
  /** The play-by-mail exchange this game is played through, or null (hotseat, solo: store/pbm). */
  pbm: PbmGame | null
  /** One more hint was given. */
  noteHint(): void
  undoStack: Snapshot[]
  /** Why the undo stack is empty: nothing done yet, a die was rolled, or a new phase began. */
  undoBlock: UndoBlock
  refusal: Refusal | null
  /** The side whose player must take the screen before the board is shown (hotseat), or null. */
  handoverFor: Side | null
  handoverEnabled: boolean
  mode: GameMode
  /** Why the last autosave could not be written, or null when it was (a banner says so until one works). */
  saveFailed: WriteFailure | null
  /** An autosave found at start that could not be read: kept, untouched, until the player decides. */
  brokenAutosave: { text: string; problems: SaveProblem[] } | null
  /** Counts the games put in place by a new game or a load: what belongs to the game before (a pause, a selection)
   *  is dropped when it changes. */
  gameNo: number
  /** The state last saved by name, exported or loaded: the game is unsaved when it has moved on since. */
  savedState: GameState | null
  /**
   * Applies a command: true when it is applied, false when it is refused (the refusal is kept, the game unchanged).
   */
  dispatch: (cmd: Command) => boolean
  undo(): void
  /** A fresh game; `players` when given replaces who plays each side, else it stays as it was. */
  newGame(scenarioId: string, seed: number, players?: Players): boolean
  /** Who plays each side from now on (the computer takes a side over, or gives it back). */
  setPlayers(players: Players): void
  /**
   * Loads a save file's text; on any problem the current game is untouched and the problems returned.
   */
  loadText(text: string): SaveProblem[]
  save(): SaveFile
  /** True when the game has commands that no named save or exported file holds. */
  isUnsaved(): boolean
  markSaved(): void
  /** Drops the unreadable autosave (the player chose to); autosaving resumes. */
  discardBrokenAutosave(): void
  /** Writes a pending autosave now (before the page is hidden, in tests). */
  flushAutosave(): void
  clearRefusal(): void
  setHandover(enabled: boolean): void
  revealBoard(): void
  /** The hand-over screen for `side` again (by mail: the other side's last turn shown again). */
  showHandover(side: Side): void
  setMode(mode: GameMode): void
  /** The same game with only its first `count` commands (replayed); false when they do not replay. */
  rewind(count: number): boolean
  /** Puts a whole game back as it was (no undo history). */
  restore(snap: GameSnapshot): void
}
