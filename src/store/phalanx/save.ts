// The Phalanx save file: its own kind ("phalanx-save"), so the Borodino loader refuses it as foreign
// and this loader refuses Borodino's. It keeps the setup options and the command list; the state is
// rebuilt by replay and checked against a fingerprint, as Borodino's saves are. Reading the text (limits,
// kind, version) is the saves layer's (../saves), the same for both games. A play-by-mail game's save also keeps
// its dice seeds and exchange (docs/play-by-mail.md); only such a game is written as version 2, so every other save
// is byte for byte what it was.
import {
  PH_AI_LEVELS,
  apply,
  diceAt,
  newGame,
  shapeRefusal,
  standardCtx,
  type PhAiLevel,
  type PhCommand,
  type PhDiceSeed,
  type PhEvent,
  type PhRefusal,
  type PhState,
  type Side,
} from '../../phalanx'
import { clampInt, type SaveProblem } from '../../core'
import { readDice, readPbm, type PbmGame } from '../mail'
import { stateDigest, isRecord, quote, readSave, type ReadResult, type SaveCodec, type SaveKind } from '../saves'

export const PH_SAVE_FORMAT = 'phalanx-save'
export const PH_SAVE_VERSION = 2
/** The version of every save but a play-by-mail game's: a build that reads only it still reads them. */
const PLAIN_VERSION = 1
export const PH_MAX_SAVE_CHARS = 1_000_000

/** A person, or the computer player at a level (src/phalanx/ai). */
export type Player = 'human' | PhAiLevel
export const PLAYERS: readonly Player[] = ['human', ...PH_AI_LEVELS]
export const HUMANS: Readonly<Record<Side, Player>> = { south: 'human', north: 'human' }

/** What a new game is made of (PH-SETUP.2, PH-OPT.1, PH-INT.12). */
export interface PhOptions {
  first: Side
  seed: number
  randomDefence: boolean
  strategosCountsDoubleForBreak: boolean
}

export const DEFAULT_OPTIONS: PhOptions = {
  first: 'south',
  seed: 1,
  randomDefence: false,
  strategosCountsDoubleForBreak: false,
}

export interface PhSaveFile {
  format: typeof PH_SAVE_FORMAT
  version: typeof PH_SAVE_VERSION | typeof PLAIN_VERSION
  options: PhOptions
  /** Who plays each side: a person or the computer at a level. */
  players: Record<Side, Player>
  savedAt?: string
  /** Where the game stands, for a person reading the file (not used when loading). */
  turn: number
  side: Side
  phase: string
  check: string
  commands: PhCommand[]
  /** Hints taken (the coach's); absent when none, and in files written before hints existed. */
  hints?: number
  /** A play-by-mail game's dice seeds, `[at, seed]`: the generator set to `seed` before command `at` (version 2). */
  dice?: Array<[number, number]>
  /** A play-by-mail game's exchange: this player's secrets and the other's commits (version 2). */
  pbm?: PbmGame
}

export interface PhLoaded {
  options: PhOptions
  players: Record<Side, Player>
  commands: PhCommand[]
  events: PhEvent[][]
  state: PhState
  /** Hints taken; none when left out (the tutorial's prepared position). */
  hintsUsed?: number
  /** A play-by-mail game's dice seeds and exchange; none when left out. */
  dice?: PhDiceSeed[]
  pbm?: PbmGame | null
}

/** What a play-by-mail game adds to its save. */
export interface PhMail {
  dice: readonly PhDiceSeed[]
  pbm: PbmGame | null
}

/** One thing wrong with a Phalanx save: the shared shape (src/core/saveProblem.ts). */
export type PhSaveProblem = SaveProblem<PhRefusal>

export type PhSaveCheck = { ok: true; save: PhLoaded } | { ok: false; problems: PhSaveProblem[] }

export const initialState = (o: PhOptions): PhState =>
  newGame(standardCtx().field, {
    first: o.first,
    seed: o.seed,
    randomDefence: o.randomDefence,
    strategosCountsDoubleForBreak: o.strategosCountsDoubleForBreak,
  })

export function makeSave(
  options: PhOptions,
  players: Record<Side, Player>,
  commands: readonly PhCommand[],
  state: PhState,
  hints = 0,
  mail: PhMail = { dice: [], pbm: null },
): PhSaveFile {
  const byMail = mail.dice.length > 0 || mail.pbm !== null
  const file: PhSaveFile = {
    format: PH_SAVE_FORMAT,
    version: byMail ? PH_SAVE_VERSION : PLAIN_VERSION,
    options,
    players,
    savedAt: new Date().toISOString(),
    turn: state.ownTurn[state.setup.first],
    side: state.side,
    phase: state.result ? 'over' : state.phase,
    check: stateDigest(state),
    commands: [...commands],
  }
  if (hints > 0) file.hints = hints
  if (mail.dice.length) file.dice = mail.dice.map((d) => [d.at, d.seed])
  if (mail.pbm) file.pbm = mail.pbm
  return file
}

const isSide = (v: unknown): v is Side => v === 'south' || v === 'north'
const isPlayer = (v: unknown): v is Player => PLAYERS.includes(v as Player)

/** A command rebuilt from its known fields only; whatever else a file carries is dropped (saves, turn files). */
export function rebuild(raw: unknown): PhCommand | null {
  if (shapeRefusal(raw)) return null
  const c = raw as PhCommand
  switch (c.type) {
    case 'move':
      return c.facing === undefined
        ? { type: 'move', unit: c.unit, path: [...c.path] }
        : { type: 'move', unit: c.unit, path: [...c.path], facing: c.facing }
    case 'face':
      return { type: 'face', unit: c.unit, facing: c.facing }
    case 'attack':
      return { type: 'attack', target: c.target, attackers: [...c.attackers] }
    case 'endPhase':
      return { type: 'endPhase' }
    case 'agreeDraw':
      return { type: 'agreeDraw' }
  }
}

/** The start of a game as the saves layer compares it: two files of the same options are the same game's start. */
const startOf = (o: Readonly<Record<string, unknown>>): string =>
  `${String(o.first)}/${String(o.seed)}/${String(o.randomDefence)}/${String(o.strategosCountsDoubleForBreak)}`

/** The Phalanx save kind for the saves layer: which game a file holds is its options and its commands. */
export const PHALANX_SAVES: SaveKind = {
  format: PH_SAVE_FORMAT,
  version: PH_SAVE_VERSION,
  maxChars: PH_MAX_SAVE_CHARS,
  lineage: (f) =>
    isRecord(f.options) && Array.isArray(f.commands) ? { start: startOf(f.options), commands: f.commands } : null,
}

/** The Phalanx save kind with its check: the schema, each command's shape, then a replay to the recorded state. */
export const phalanxCodec: SaveCodec<PhLoaded, PhRefusal> = { ...PHALANX_SAVES, check }

/** Reads a save's text: a game, or every problem found (never an exception). */
export function validatePhSave(text: unknown): PhSaveCheck {
  const r = readSave(phalanxCodec, text)
  return r.ok ? { ok: true, save: r.game } : r
}

function check(raw: Readonly<Record<string, unknown>>, version: number): ReadResult<PhLoaded, PhSaveProblem> {
  const problems: PhSaveProblem[] = []
  const field = (name: string, ok: boolean, want: string): void => {
    if (!ok) problems.push({ code: 'field', detail: `${name}: ${want}` })
  }
  const o = raw.options
  field('options', isRecord(o), 'object')
  if (isRecord(o)) {
    field('options.first', isSide(o.first), '"south" | "north"')
    field('options.seed', typeof o.seed === 'number' && Number.isSafeInteger(o.seed), 'integer')
    field('options.randomDefence', typeof o.randomDefence === 'boolean', 'boolean')
    field('options.strategosCountsDoubleForBreak', typeof o.strategosCountsDoubleForBreak === 'boolean', 'boolean')
  }
  const p = raw.players
  field(
    'players',
    isRecord(p) && isPlayer(p.south) && isPlayer(p.north),
    `{ south, north: ${PLAYERS.map((k) => `"${k}"`).join(' | ')} }`,
  )
  field('check', typeof raw.check === 'string', 'string')
  field('commands', Array.isArray(raw.commands), 'array')
  if (version >= 2) {
    field('dice', readDice(raw.dice) !== null, '[[command, seed], …]')
    field('pbm', readPbm(raw.pbm) !== null, 'the play-by-mail exchange')
  }
  if (problems.length) return { ok: false, problems: problems.slice(0, 10) }
  const options = o as PhOptions
  const opts: PhOptions = {
    first: options.first,
    seed: options.seed,
    randomDefence: options.randomDefence,
    strategosCountsDoubleForBreak: options.strategosCountsDoubleForBreak,
  }
  const list = raw.commands as unknown[]
  const commands: PhCommand[] = []
  // Index by index: a hole in the list is a missing command, never one to skip.
  for (let i = 0; i < list.length; i++) {
    const cmd = rebuild(list[i])
    if (!cmd) return { ok: false, problems: [{ code: 'bad-command', detail: `№${i + 1}: ${quote(list[i])}` }] }
    commands.push(cmd)
  }
  const dice = (version >= 2 ? readDice(raw.dice) : null) ?? []
  const pbm = (version >= 2 ? readPbm(raw.pbm) : null) ?? null
  const ctx = standardCtx()
  let state = initialState(opts)
  const events: PhEvent[][] = []
  for (const [i, cmd] of commands.entries()) {
    state = diceAt(state, dice, i)
    const out = apply(ctx, state, cmd)
    if (!out.ok)
      return {
        ok: false,
        problems: [{ code: 'replay-refused', command: { index: i + 1, type: cmd.type }, refusal: out.refusal }],
      }
    state = out.state
    events.push(out.events)
  }
  state = diceAt(state, dice, commands.length)
  if (stateDigest(state) !== raw.check)
    return { ok: false, problems: [{ code: 'replay-mismatch', detail: `${quote(raw.check)} ≠ ${stateDigest(state)}` }] }
  const players = p as Record<Side, Player>
  // An old file has no count (none taken); a count that is not a sensible whole number is read as none.
  const hintsUsed = clampInt(raw.hints, 0, 1_000_000) ?? 0
  return {
    ok: true,
    game: {
      options: opts,
      players: { south: players.south, north: players.north },
      commands,
      events,
      state,
      hintsUsed,
      dice,
      pbm,
    },
  }
}
