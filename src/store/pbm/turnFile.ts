// The turn file (.borodino-turn): what one side sends the other in a play-by-mail game — the commands of the turn it
// has just played, the position they start from (a digest), and its part of the dice exchange (docs/play-by-mail.md).
// Reading one checks the fields every game's turn file has (../mail), then Borodino's own: its scenario and seed.
import type { Command, Side } from '../../engine'
import type { Contribution } from '../../core/exchange'
import { isRecord, type SaveKind } from '../saves'
import { readTurn, turnKind } from '../mail'
import type { TurnProblem } from './problems'

export const TURN_FORMAT = 'borodino-turn'
export const TURN_VERSION = 1
/** A turn holds one side's commands: a few KB. Larger texts are refused unread. */
export const MAX_TURN_CHARS = 500_000
export const TURN_EXTENSION = '.borodino-turn'

/** The turn file's kind for the saves layer's reading (a turn file is no saved game: it has no lineage). */
export const TURN_KIND: SaveKind = turnKind(TURN_FORMAT, TURN_VERSION, MAX_TURN_CHARS)

export interface TurnFile extends Contribution {
  format: typeof TURN_FORMAT
  version: typeof TURN_VERSION
  /** The game's random id (the same in every file of a game). */
  game: string
  /** The game's scenario and start seed, and the side that moves first: enough for the other player to join. */
  scenarioId: string
  seed: number
  first: Side
  /** The file's index in the exchange (negative ones open the game) and the side that sent it. */
  file: number
  side: Side
  /** Digest of the position the commands start from (before their dice were set). */
  from: string
  /** Digest of the position they lead to: the receiver's replay must reach it. */
  check: string
  commands: Array<string | Command>
  /** For a person reading the file; not used when it is read. */
  turn?: number
  sentAt?: string
}

const side = (v: unknown): v is Side => v === 'fr' || v === 'ru'

/** A turn file's text as a checked record, or the first problem with it. Never throws. */
export function parseTurn(text: unknown): { ok: true; file: TurnFile } | { ok: false; problem: TurnProblem } {
  const f = readTurn(TURN_KIND, text, side)
  if (!f.ok) return f
  const r = f.raw
  const bad = (field: string, want: string) => ({
    ok: false as const,
    problem: { code: 'field' as const, detail: `${field}: ${want}` },
  })
  if (typeof r.scenarioId !== 'string' || r.scenarioId === '' || r.scenarioId.length > 100)
    return bad('scenarioId', 'string')
  if (typeof r.seed !== 'number' || !Number.isSafeInteger(r.seed)) return bad('seed', 'integer')
  if (!isRecord(r)) return bad('file', 'object')
  return { ok: true, file: r as unknown as TurnFile }
}

/** The file as sent: one field (and one command) a line, so a person can read it. */
export const turnText = (file: TurnFile): string => JSON.stringify(file, null, 1)
