// The save file: its format and how a game is written into it. Reading one back (schema check, commands
// rebuilt, replay check) is saveReader.ts.
// Version 3 keeps the scenario, the seed and the commands (in a short text form, see commandCodec.ts)
// and a fingerprint of the final state; the state itself is rebuilt by replay (SEQ.4). Version 2 is
// the same with the fingerprint of the earlier state shape; version 1 files carry the whole state.
// Both are still read: the replayed state is compared in their shape (legacyState.ts). Version 4 is version 3 with a
// play-by-mail game's dice seeds and exchange; only such games are written as version 4, so every other save is
// exactly what it was and still opens in a build that reads version 3.
import type { Command, DiceSeed, GameMap, GameState, Phase, Refusal, Side } from '../../../engine'
import type { Bundle } from '../bundle'
import type { SaveProblem as CoreSaveProblem } from '../../../core'
import type { LogEntry } from '../log'
import { encodeCommand } from './commandCodec'
import { stateDigest, exportText as fileText, type SaveKind } from '../../saves'
import { HUMANS, type Players } from '../players'
import type { PbmGame } from '../pbm'

export const SAVE_FORMAT = 'borodino-save'
export const SAVE_VERSION = 4
/** The version of a save with no play-by-mail exchange. */
const PLAIN_VERSION = 3
/** Larger files are refused before they are read: a whole game is a few tens of KB. */
export const MAX_SAVE_CHARS = 3_000_000

export interface SaveFile {
  format: typeof SAVE_FORMAT
  version: typeof SAVE_VERSION | typeof PLAIN_VERSION
  scenarioId: string
  seed: number
  savedAt?: string
  /** Where the game stands, for a person reading the file (not used when loading). */
  turn: number
  side: Side
  phase: Phase
  /** Fingerprint of the state the commands lead to (stateDigest). */
  check: string
  commands: Array<string | Command>
  /** Who plays each side (a person or the computer at a level); absent in older files: two people. */
  players?: Players
  /** Hints the coach gave in the game; absent when none (and in older files). */
  hints?: number
  /** A play-by-mail game's dice seeds, `[at, seed]`: the generator set to `seed` before command `at` (version 4). */
  dice?: Array<[number, number]>
  /** A play-by-mail game's exchange, this player's secrets included (version 4). */
  pbm?: PbmGame
}

/** A save once read: the commands rebuilt, the state replayed and checked. */
export interface LoadedSave {
  scenarioId: string
  seed: number
  commands: Command[]
  state: GameState
  /** Who plays each side (two people when the file does not say). */
  players: Players
  /** Hints the coach gave (0 when the file does not say). */
  hints: number
  /** A play-by-mail game's dice seeds and exchange (none in other games). */
  dice: DiceSeed[]
  pbm: PbmGame | null
}

/** One thing wrong with a Borodino save (the shared shape: src/core/saveProblem.ts); the UI words it. */
export type SaveProblem = CoreSaveProblem<Refusal>

export type SaveCheck = { ok: true; save: LoadedSave; log: LogEntry[] } | { ok: false; problems: SaveProblem[] }

export function makeSave(
  map: GameMap,
  scenarioId: string,
  seed: number,
  commands: readonly Command[],
  state: GameState,
  players: Players = HUMANS,
  hints = 0,
  mail: { dice: readonly DiceSeed[]; pbm: PbmGame | null } = { dice: [], pbm: null },
): SaveFile {
  const byMail = mail.dice.length > 0 || mail.pbm !== null
  const file: SaveFile = {
    format: SAVE_FORMAT,
    version: byMail ? SAVE_VERSION : PLAIN_VERSION,
    scenarioId,
    seed,
    savedAt: new Date().toISOString(),
    turn: state.turn,
    side: state.side,
    phase: state.phase,
    check: stateDigest(state),
    commands: commands.map((c) => encodeCommand(map, c)),
    players: { fr: players.fr, ru: players.ru },
  }
  if (hints > 0) file.hints = hints
  if (mail.dice.length) file.dice = mail.dice.map((d) => [d.at, d.seed])
  if (mail.pbm) file.pbm = mail.pbm
  return file
}

/** The save as stored in the browser: one line. */
export const saveText = (save: SaveFile): string => JSON.stringify(save)
/** The save as exported to a file: one command a line, for a person to read. */
export const exportText = (save: SaveFile): string => fileText(save)

/** Reads a save file's text: the checked game, or every problem found (never an exception). */
export type ReadSave = (text: unknown, bundle: Bundle) => SaveCheck

/** Borodino's save kind for the saves layer: which game a file holds is its scenario, its seed and its commands. */
export const BORODINO_SAVES: SaveKind = {
  format: SAVE_FORMAT,
  version: SAVE_VERSION,
  maxChars: MAX_SAVE_CHARS,
  lineage: (f) =>
    typeof f.scenarioId === 'string' && typeof f.seed === 'number' && Array.isArray(f.commands)
      ? { start: `${f.scenarioId}/${f.seed}`, commands: f.commands as unknown[] }
      : null,
}
