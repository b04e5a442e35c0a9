// A play-by-mail game's own record, kept with the game and in its saves, whichever game it is: the exchange's ledger
// (secrets, commits, seeds: src/core/exchange) and where this player's turn began. The exchange itself is each game's.
import { readLedger, type Ledger } from '../../core/exchange'

export interface PbmGame {
  ledger: Ledger
  /** Digest of the position this player's turn began from, before its dice were set (the file names it). */
  from: string
  /** The number of commands when this player's turn began: his file carries the commands after it. */
  start: number
  /** The last file this player made, kept so it can be sent again until the other side's next one comes; `sent` once
   *  it has been given to the player (downloaded or shared) at least once. */
  outbox: { index: number; text: string; sent: boolean } | null
}

/** A save's play-by-mail record read back; undefined when the save has none, null when it is damaged. */
export function readPbm(raw: unknown): PbmGame | null | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const ledger = readLedger(r.ledger)
  const o = r.outbox as Record<string, unknown> | null | undefined
  const outbox =
    o === null || o === undefined
      ? null
      : typeof o === 'object' && Number.isSafeInteger(o.index) && typeof o.text === 'string' && o.text.length < 3e6
        ? { index: o.index as number, text: o.text, sent: o.sent !== false }
        : undefined
  if (!ledger || typeof r.from !== 'string' || r.from.length > 64 || !Number.isSafeInteger(r.start)) return null
  if (outbox === undefined) return null
  return { ledger, from: r.from, start: r.start as number, outbox }
}

/** A save's dice seeds (`[[at, seed], …]`) read back; null when damaged. */
export function readDice(raw: unknown): Array<{ at: number; seed: number }> | null {
  if (raw === undefined) return []
  if (!Array.isArray(raw) || raw.length > 100_000) return null
  const out: Array<{ at: number; seed: number }> = []
  for (let i = 0; i < raw.length; i++) {
    const d: unknown = raw[i]
    if (!Array.isArray(d) || d.length !== 2) return null
    const [at, seed] = d as unknown[]
    if (!Number.isSafeInteger(at) || (at as number) < 0) return null
    if (!Number.isInteger(seed) || (seed as number) < 0 || (seed as number) > 0xffffffff) return null
    out.push({ at: at as number, seed: seed as number })
  }
  return out
}
