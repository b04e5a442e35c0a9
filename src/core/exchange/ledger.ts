// One player's record of an exchange: his own secrets, the other side's commits, clear parts and reveals, and the
// next file to go either way. Sending and accepting a file are pure steps on it, apart from the hashing (async).
import { COMMIT_HEX, SECRET_HEX, commitOf, isHex, randomHex, seedOf } from './hash'
import { contents, senderOf } from './schedule'

type BySegment = Readonly<Record<string, string>>

export interface Ledger {
  /** The game's random id: every commit and seed is bound to it. */
  readonly game: string
  /** This player's side and the other's, and the side that moves in segment 0. */
  readonly me: string
  readonly other: string
  readonly first: string
  /** The index of the next file to go, from this player or to him. */
  readonly next: number
  /** This player's secrets by segment: committed (his segments) or sent in the clear (the other's). Never sent early. */
  readonly mine: BySegment
  /** The other side's commits to its secrets for its own segments. */
  readonly commits: BySegment
  /** The other side's secrets for this player's segments, received in the clear. */
  readonly clears: BySegment
  /** The other side's secrets for its own segments, revealed with them (and checked against its commits). */
  readonly reveals: BySegment
}

/** What a file carries for the exchange (which fields: schedule.ts's `contents`). */
export interface Contribution {
  reveal?: string
  clear?: string
  commit?: string
}

/** Why a file's part of the exchange is refused. */
export type ExchangeRefusal =
  | 'other-game' // another game's id
  | 'own-file' // a file this player sent himself
  | 'stale' // a file already received
  | 'ahead' // a file after the one awaited (one is missing)
  | 'not-awaited' // this player is to send, not to receive
  | 'malformed' // a field missing or not of its form
  | 'reveal' // the revealed secret is not the one committed to

export const newLedger = (game: string, me: string, other: string, first: string, next: number): Ledger => ({
  game,
  me,
  other,
  first,
  next,
  mine: {},
  commits: {},
  clears: {},
  reveals: {},
})

/** Who sends file n in this game. */
export const senderIn = (l: Ledger, n: number): string => senderOf(n, l.first, l.first === l.me ? l.other : l.me)

/** Whether this player is to send the next file. */
export const mySend = (l: Ledger): boolean => senderIn(l, l.next) === l.me

const keyed = (r: BySegment, k: number, v: string): BySegment => ({ ...r, [String(k)]: v })

/**
 * The exchange's part of this player's next file, and the ledger after sending it. New secrets are drawn here, once:
 * a file made twice from the same ledger is the same file.
 */
export async function send(
  l: Ledger,
  random: () => string = randomHex,
): Promise<{ ledger: Ledger; index: number; fields: Contribution }> {
  const n = l.next
  if (senderIn(l, n) !== l.me) throw new Error(`file ${n} is the other side's`)
  const c = contents(n)
  let mine = l.mine
  const secret = (k: number): string => {
    const have = mine[String(k)]
    if (have) return have
    const s = random()
    mine = keyed(mine, k, s)
    return s
  }
  const fields: Contribution = {}
  if (c.reveal) fields.reveal = secret(n)
  if (c.clear) fields.clear = secret(n + 1)
  if (c.commit) fields.commit = await commitOf(l.game, n + 2, l.me, secret(n + 2))
  return { ledger: { ...l, mine, next: n + 1 }, index: n, fields }
}

/** The other side's file n checked against the ledger; the ledger after it, or why it is refused. */
export async function accept(
  l: Ledger,
  game: unknown,
  side: unknown,
  n: unknown,
  f: Contribution,
): Promise<{ ok: true; ledger: Ledger } | { ok: false; code: ExchangeRefusal }> {
  if (game !== l.game) return { ok: false, code: 'other-game' }
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) return { ok: false, code: 'malformed' }
  if (side === l.me || senderIn(l, n) === l.me) return { ok: false, code: 'own-file' }
  if (side !== l.other) return { ok: false, code: 'malformed' }
  if (n < l.next) return { ok: false, code: 'stale' }
  if (mySend(l)) return { ok: false, code: 'not-awaited' }
  if (n > l.next) return { ok: false, code: 'ahead' }
  const c = contents(n)
  const form = (want: boolean, v: unknown, chars: number): boolean => (want ? isHex(v, chars) : v === undefined)
  if (
    !form(c.reveal, f.reveal, SECRET_HEX) ||
    !form(c.clear, f.clear, SECRET_HEX) ||
    !form(c.commit, f.commit, COMMIT_HEX)
  )
    return { ok: false, code: 'malformed' }
  let { commits, clears, reveals } = l
  if (f.reveal !== undefined) {
    if ((await commitOf(l.game, n, l.other, f.reveal)) !== commits[String(n)]) return { ok: false, code: 'reveal' }
    reveals = keyed(reveals, n, f.reveal)
  }
  if (f.clear !== undefined) clears = keyed(clears, n + 1, f.clear)
  if (f.commit !== undefined) commits = keyed(commits, n + 2, f.commit)
  return { ok: true, ledger: { ...l, commits, clears, reveals, next: n + 1 } }
}

/**
 * Segment k's dice seed, or null while one of its two secrets is unknown to this player: his own segment's once the
 * other's clear part has come, the other's once its reveal has.
 */
export async function segmentSeed(l: Ledger, k: number): Promise<number | null> {
  const key = String(k)
  const moverIsMe = senderIn(l, k) === l.me
  const mover = moverIsMe ? l.mine[key] : l.reveals[key]
  const other = moverIsMe ? l.clears[key] : l.mine[key]
  return mover && other ? seedOf(l.game, k, mover, other) : null
}

/** A ledger read back from a save, or null when it is not one (every field checked, nothing else kept). */
export function readLedger(raw: unknown): Ledger | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const r = raw as Record<string, unknown>
  const word = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length < 40
  if (!isHex(r.game, SECRET_HEX) || !word(r.me) || !word(r.other) || r.me === r.other) return null
  if ((r.first !== r.me && r.first !== r.other) || typeof r.next !== 'number' || !Number.isSafeInteger(r.next))
    return null
  const table = (v: unknown, chars: number): BySegment | null => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return null
    const out: Record<string, string> = {}
    for (const [k, s] of Object.entries(v)) {
      if (!/^-?\d{1,9}$/.test(k) || !isHex(s, chars)) return null
      out[k] = s
    }
    return out
  }
  const mine = table(r.mine, SECRET_HEX)
  const commits = table(r.commits, COMMIT_HEX)
  const clears = table(r.clears, SECRET_HEX)
  const reveals = table(r.reveals, SECRET_HEX)
  if (!mine || !commits || !clears || !reveals) return null
  return {
    game: r.game,
    me: r.me,
    other: r.other,
    first: r.first,
    next: r.next,
    mine,
    commits,
    clears,
    reveals,
  }
}
