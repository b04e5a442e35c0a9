// The turn file of «Фаланга» (.phalanx-turn): what one side sends the other in a play-by-mail game — the commands of
// the turn it has just played, the position they start from (a digest), and its part of the exchange
// (docs/play-by-mail.md). The fields every game's turn file has are read by ../mail; the game's options here.
import type { PhCommand, PhRefusal, Side } from '../../phalanx'
import type { Contribution } from '../../core/exchange'
import { readTurn, turnKind, type MailProblem } from '../mail'
import type { PhOptions } from '../phalanx'

export const PH_TURN_FORMAT = 'phalanx-turn'
export const PH_TURN_VERSION = 1
/** A turn holds one side's commands: a few KB. Larger texts are refused unread. */
export const PH_MAX_TURN_CHARS = 200_000
export const PH_TURN_EXTENSION = '.phalanx-turn'

const KIND = turnKind(PH_TURN_FORMAT, PH_TURN_VERSION, PH_MAX_TURN_CHARS)

export type PhTurnProblem = MailProblem<PhRefusal>

export interface PhTurnFile extends Contribution {
  format: typeof PH_TURN_FORMAT
  version: typeof PH_TURN_VERSION
  /** The game's random id (the same in every file of a game). */
  game: string
  /** The game's options (who moves first, the dice rule, the seed): enough for the other player to join. */
  options: PhOptions
  first: Side
  /** The file's index in the exchange (negative ones open the game) and the side that sent it. */
  file: number
  side: Side
  /** Digest of the position the commands start from (before their dice were set). */
  from: string
  /** Digest of the position they lead to: the receiver's replay must reach it. */
  check: string
  /** The commands as the saves write them (checked command by command when the file is opened). */
  commands: PhCommand[]
  /** For a person reading the file; not used when it is read. */
  turn?: number
  sentAt?: string
}

const side = (v: unknown): v is Side => v === 'south' || v === 'north'

/** A turn file's text as a checked record, or the first problem with it. Never throws. */
export function parsePhTurn(text: unknown): { ok: true; file: PhTurnFile } | { ok: false; problem: PhTurnProblem } {
  const f = readTurn(KIND, text, side)
  if (!f.ok) return f
  const o = f.raw.options as Record<string, unknown> | null
  const bad = (detail: string) => ({ ok: false as const, problem: { code: 'field' as const, detail } })
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return bad('options: object')
  if (!side(o.first) || o.first !== f.fields.first) return bad('options.first: the first side')
  if (typeof o.seed !== 'number' || !Number.isSafeInteger(o.seed)) return bad('options.seed: integer')
  if (typeof o.randomDefence !== 'boolean' || typeof o.strategosCountsDoubleForBreak !== 'boolean')
    return bad('options: the rules chosen')
  // Only the known fields are kept: whatever else a file carries is dropped.
  const options: PhOptions = {
    first: o.first,
    seed: o.seed,
    randomDefence: o.randomDefence,
    strategosCountsDoubleForBreak: o.strategosCountsDoubleForBreak,
  }
  const file: PhTurnFile = {
    ...f.fields,
    format: PH_TURN_FORMAT,
    version: PH_TURN_VERSION,
    options,
    commands: f.fields.commands as PhCommand[], // each one is checked by its shape when the file is opened
  }
  return { ok: true, file }
}

/** The file as sent: one field a line, so a person can read it. */
export const phTurnText = (file: PhTurnFile): string => JSON.stringify(file, null, 1)
