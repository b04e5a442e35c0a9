// The fields every game's turn file has (docs/play-by-mail.md), read through the saves layer's limits (size, depth,
// JSON, kind, version) and checked here; a game checks the fields of its own (its start, its sides' names).
import { isHex, SECRET_HEX, type Contribution } from '../../core/exchange'
import { parseFile, quote, type SaveKind } from '../saves'
import type { MailProblem } from './problems'

/** A turn file's kind for the saves layer's reading (a turn file is no saved game: it has no lineage). */
export const turnKind = (format: string, version: number, maxChars: number): SaveKind => ({
  format,
  version,
  maxChars,
  lineage: () => null,
})

/** A position's digest (the saves' stateDigest): 16 hex digits. */
const DIGEST_HEX = 16

export interface TurnFields<S extends string> extends Contribution {
  /** The game's random id (the same in every file of a game). */
  game: string
  /** The side that moves first: with the game's start, enough for the other player to join. */
  first: S
  /** The file's index in the exchange (negative ones open the game) and the side that sent it. */
  file: number
  side: S
  /** Digest of the position the commands start from (before their dice were set). */
  from: string
  /** Digest of the position they lead to: the receiver's replay must reach it. */
  check: string
  /** The commands, each in the game's own form, checked by the game. */
  commands: unknown[]
}

export type TurnRead<S extends string> =
  | { ok: true; fields: TurnFields<S>; raw: Readonly<Record<string, unknown>> }
  | { ok: false; problem: MailProblem<never> }

/** The common fields of a turn file's text, or the first problem with them; the record itself for the game's own. */
export function readTurn<S extends string>(kind: SaveKind, text: unknown, isSide: (v: unknown) => v is S): TurnRead<S> {
  const f = parseFile(kind, text)
  if (!f.ok) {
    const c = f.problem.code
    const code = c === 'foreign' || c === 'newer-version' || c === 'too-large' ? c : 'unreadable'
    return { ok: false, problem: { code, detail: f.problem.detail } }
  }
  const r = f.file
  const bad = (field: string, want: string): TurnRead<S> => ({
    ok: false,
    problem: { code: 'field', detail: `${field}: ${want}` },
  })
  // The forms the game itself writes and keeps: a game id a player could not save again is refused here, not later.
  if (!isHex(r.game, SECRET_HEX)) return bad('game', `${SECRET_HEX} hex digits`)
  if (!isSide(r.first)) return bad('first', 'a side')
  if (typeof r.file !== 'number' || !Number.isSafeInteger(r.file) || r.file < -3) return bad('file', 'integer ≥ -3')
  if (!isSide(r.side)) return bad('side', 'a side')
  if (!isHex(r.from, DIGEST_HEX)) return bad('from', `${DIGEST_HEX} hex digits`)
  if (!isHex(r.check, DIGEST_HEX)) return bad('check', `${DIGEST_HEX} hex digits`)
  if (!Array.isArray(r.commands) || r.commands.length > 10_000) return bad('commands', 'array')
  for (const k of ['reveal', 'clear', 'commit'] as const)
    if (r[k] !== undefined && typeof r[k] !== 'string') return bad(k, `string, not ${quote(r[k])}`)
  const fields: TurnFields<S> = {
    game: r.game,
    first: r.first,
    file: r.file,
    side: r.side,
    from: r.from,
    check: r.check,
    commands: r.commands as unknown[],
  }
  for (const k of ['reveal', 'clear', 'commit'] as const) if (typeof r[k] === 'string') fields[k] = r[k]
  return { ok: true, fields, raw: r }
}
