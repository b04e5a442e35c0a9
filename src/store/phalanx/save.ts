// The Phalanx save file: its own kind ("phalanx-save"), so the Borodino loader refuses it as foreign
// and this loader refuses Borodino's. It keeps the setup options and the command list; the state is
// rebuilt by replay and checked against a fingerprint, as Borodino's version-2 saves are.
import {
  PH_AI_LEVELS,
  apply,
  newGame,
  shapeRefusal,
  standardCtx,
  type PhAiLevel,
  type PhCommand,
  type PhEvent,
  type PhRefusal,
  type PhState,
  type Side,
} from '../../phalanx'
import type { SaveProblem, SaveProblemCode } from '../../core'
import { stateDigest } from '../stateDigest'

export const PH_SAVE_FORMAT = 'phalanx-save'
export const PH_SAVE_VERSION = 1
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
  version: typeof PH_SAVE_VERSION
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
}

export interface PhLoaded {
  options: PhOptions
  players: Record<Side, Player>
  commands: PhCommand[]
  events: PhEvent[][]
  state: PhState
}

/** One thing wrong with a Phalanx save: the shared shape (src/core/saveProblem.ts), with the codes that apply. */
export type PhSaveProblem = SaveProblem<PhRefusal, Exclude<SaveProblemCode, 'unknown-scenario' | 'broken'>>

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
): PhSaveFile {
  return {
    format: PH_SAVE_FORMAT,
    version: PH_SAVE_VERSION,
    options,
    players,
    savedAt: new Date().toISOString(),
    turn: state.ownTurn[state.setup.first],
    side: state.side,
    phase: state.result ? 'over' : state.phase,
    check: stateDigest(state),
    commands: [...commands],
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const show = (v: unknown): string => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))
  return s.length > 40 ? `${s.slice(0, 40)}…` : s
}
const isSide = (v: unknown): v is Side => v === 'south' || v === 'north'
const isPlayer = (v: unknown): v is Player => PLAYERS.includes(v as Player)

/** A command rebuilt from its known fields only; whatever else a file carries is dropped. */
function rebuild(raw: unknown): PhCommand | null {
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

/** Reads a save: size, JSON, schema, each command's shape, then a replay that must give the recorded state. */
export function validatePhSave(text: unknown): PhSaveCheck {
  if (typeof text !== 'string') return { ok: false, problems: [{ code: 'not-json' }] }
  if (text.length > PH_MAX_SAVE_CHARS)
    return { ok: false, problems: [{ code: 'too-large', detail: `${Math.round(text.length / 1000)} KB` }] }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problems: [{ code: 'not-json' }] }
  }
  if (!isObj(raw)) return { ok: false, problems: [{ code: 'not-object' }] }
  if (raw.format !== PH_SAVE_FORMAT)
    return { ok: false, problems: [{ code: 'foreign', detail: show(raw.format ?? '—') }] }
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1)
    return { ok: false, problems: [{ code: 'bad-version', detail: show(raw.version) }] }
  if (raw.version > PH_SAVE_VERSION)
    return { ok: false, problems: [{ code: 'newer-version', detail: String(raw.version) }] }
  const problems: PhSaveProblem[] = []
  const field = (name: string, ok: boolean, want: string): void => {
    if (!ok) problems.push({ code: 'field', detail: `${name}: ${want}` })
  }
  const o = raw.options
  field('options', isObj(o), 'object')
  if (isObj(o)) {
    field('options.first', isSide(o.first), '"south" | "north"')
    field('options.seed', typeof o.seed === 'number' && Number.isSafeInteger(o.seed), 'integer')
    field('options.randomDefence', typeof o.randomDefence === 'boolean', 'boolean')
    field('options.strategosCountsDoubleForBreak', typeof o.strategosCountsDoubleForBreak === 'boolean', 'boolean')
  }
  const p = raw.players
  field(
    'players',
    isObj(p) && isPlayer(p.south) && isPlayer(p.north),
    `{ south, north: ${PLAYERS.map((k) => `"${k}"`).join(' | ')} }`,
  )
  field('check', typeof raw.check === 'string', 'string')
  field('commands', Array.isArray(raw.commands), 'array')
  if (problems.length) return { ok: false, problems: problems.slice(0, 10) }
  const options = o as PhOptions
  const opts: PhOptions = {
    first: options.first,
    seed: options.seed,
    randomDefence: options.randomDefence,
    strategosCountsDoubleForBreak: options.strategosCountsDoubleForBreak,
  }
  const commands: PhCommand[] = []
  for (const [i, c] of (raw.commands as unknown[]).entries()) {
    const cmd = rebuild(c)
    if (!cmd) return { ok: false, problems: [{ code: 'bad-command', detail: `№${i + 1}: ${show(c)}` }] }
    commands.push(cmd)
  }
  const ctx = standardCtx()
  let state = initialState(opts)
  const events: PhEvent[][] = []
  for (const [i, cmd] of commands.entries()) {
    const out = apply(ctx, state, cmd)
    if (!out.ok)
      return {
        ok: false,
        problems: [{ code: 'replay-refused', command: { index: i + 1, type: cmd.type }, refusal: out.refusal }],
      }
    state = out.state
    events.push(out.events)
  }
  if (stateDigest(state) !== raw.check)
    return { ok: false, problems: [{ code: 'replay-mismatch', detail: `${show(raw.check)} ≠ ${stateDigest(state)}` }] }
  const players = p as Record<Side, Player>
  return {
    ok: true,
    save: { options: opts, players: { south: players.south, north: players.north }, commands, events, state },
  }
}
