// A play-by-mail exchange over a game's store, whichever game: making this player's next file when it is due (kept as
// the outbox until the other side answers), opening the other side's (checked whole first, put in place only when
// nothing was wrong), joining a game from its opening file and leaving. Each game binds it (MailGameBinding): its
// files' own fields, its rules' replay, how it keeps the game in progress and starts a new one.
import { mySend, newLedger, openingFile, send, type Ledger } from '../../core/exchange'
import { stateDigest } from '../saves'
import type { PbmGame } from './record'
import type { MailProblem } from './problems'
import type { TurnFields } from './turnFile'

/** What a player does with the exchange, whichever game (each game adds how a game is started: its own `start`). */
export interface MailExchange<R> {
  /** The file to send now, made once this player's turn is over (or made before and not yet answered); else null. */
  outgoing(): Promise<{ name: string; text: string } | null>
  /** Marks the file to send as sent: after it was shared or downloaded, not when the player cancelled the sharing. */
  sent(): void
  /**
   * Opens a turn file: [] when done, else the problems, the game untouched. An opening file of another game joins it
   * only when asked (`join`: the dialog's «open the opponent's first file»); from the strip over the board it is
   * refused, so a stray file never replaces the game in progress.
   */
  open(text: string, opts?: { join?: boolean }): Promise<Array<MailProblem<R>>>
  /** Leaves the exchange: the game goes on at one screen, its dice as they fell. */
  leave(): void
}

/** A turn file's fields that are the same in every game (turnFile.ts), its commands apart. */
export type FileCommon<S extends string> = Omit<TurnFields<S>, 'commands'>

type Answer<G, R> = { ok: true; game: G } | { ok: false; problem: MailProblem<R> }

/** What a game gives the exchange. `G` is a received game (receive.ts) with what the exchange reads of it. */
export interface MailGameBinding<
  S extends string,
  F extends TurnFields<S>,
  G extends { ledger: Ledger; from: string },
  R,
> {
  /** The file names' start (`borodino`, `phalanx`) and end (the extension). */
  prefix: string
  extension: string
  other(s: S): S
  pbm(): PbmGame | null
  setPbm(p: PbmGame | null): void
  /** Whether this player's file is due now (his turn over, or the opening his to answer). */
  due(): boolean
  /** The game's position now, compared by identity to notice a change while a file was read. */
  position(): unknown
  /** The text of this player's next file: the fields every game's file has (`common`: the exchange's, and the
   *  positions' digests) with the game's own — its start, the commands since `p.start` (none in an opening file). */
  fileText(common: FileCommon<S>, p: PbmGame): string
  parse(text: string): { ok: true; file: F } | { ok: false; problem: MailProblem<R> }
  /** Why a file of this game's id is not this game's after all (other rules, another first side), or null. */
  differs(file: F, p: PbmGame): string | null
  /** The file replayed on the game in progress. */
  receive(ledger: Ledger, file: F): Promise<Answer<G, R>>
  /** The file replayed on the start of the game it opens. */
  receiveNew(ledger: Ledger, file: F): Promise<Answer<G, R>>
  /** Keeps the game in progress (a named save when unsaved) and starts the file's game; false when it could not be kept. */
  replace(file: F): boolean
  /** Puts a received game in place; `shown`: the other side's turn is shown to this player. */
  put(g: G, shown: boolean): void
}

export function createExchange<
  S extends string,
  F extends TurnFields<S>,
  G extends { ledger: Ledger; from: string },
  R,
>(b: MailGameBinding<S, F, G, R>, random: () => string): MailExchange<R> & { prepare(): Promise<void> } {
  /** Makes this player's next file when it is due, and keeps it as the outbox. */
  async function prepare(): Promise<void> {
    const p = b.pbm()
    if (!p || !mySend(p.ledger) || !b.due()) return
    const sent = await send(p.ledger, random)
    if (b.pbm() !== p) return // the game changed while hashing
    const n = sent.index
    const here = stateDigest(b.position())
    const common: FileCommon<S> = {
      game: p.ledger.game,
      first: p.ledger.first as S,
      file: n,
      side: p.ledger.me as S,
      from: n >= 0 ? p.from : here,
      check: here,
      ...sent.fields,
    }
    const outbox = { index: n, text: b.fileText(common, p), sent: false }
    b.setPbm({ ...p, ledger: sent.ledger, outbox })
  }

  const fileName = (p: PbmGame, index: number): string =>
    `${b.prefix}-${p.ledger.game.slice(0, 6)}-${String(index + 3).padStart(3, '0')}-${p.ledger.me}${b.extension}`

  const changed = (): Array<MailProblem<R>> => [{ code: 'changed' }]

  async function join(file: F): Promise<Array<MailProblem<R>>> {
    const before = b.pbm()
    const ledger = newLedger(file.game, b.other(file.side), file.side, file.first, file.file)
    const r = await b.receiveNew(ledger, file)
    if (!r.ok) return [r.problem]
    // Another file opened meanwhile (a second join, say) wins nothing by arriving first: this one is refused.
    if (b.pbm() !== before) return changed()
    if (!b.replace(file)) return [{ code: 'not-kept' }]
    b.put(r.game, false)
    await madeLater()
    return []
  }

  /** This player's next file, made once the game is in place: a failure here is not the file's (the game did
   *  change), and the file is made again when asked for (outgoing). */
  async function madeLater(): Promise<void> {
    try {
      await prepare()
    } catch {
      /* outgoing() tries again */
    }
  }

  return {
    prepare,
    async outgoing() {
      await prepare()
      const p = b.pbm()
      if (!p?.outbox) return null
      return { name: fileName(p, p.outbox.index), text: p.outbox.text }
    },
    sent() {
      const p = b.pbm()
      if (p?.outbox && !p.outbox.sent) b.setPbm({ ...p, outbox: { ...p.outbox, sent: true } })
    },
    async open(text, { join: mayJoin = false } = {}) {
      try {
        const parsed = b.parse(text)
        if (!parsed.ok) return [parsed.problem]
        const file = parsed.file
        const p = b.pbm()
        const opening = file.file === openingFile(file.side === file.first)
        if (opening && p?.ledger.game !== file.game) {
          if (mayJoin) return await join(file)
          return [{ code: p ? 'other-game' : 'no-game' }]
        }
        if (!p) return [{ code: 'no-game' }]
        // The game's rules are fixed when it is joined: a file that names others is not this game's, whatever its id.
        const differs = b.differs(file, p)
        if (differs) return [{ code: 'field', detail: differs }]
        const at = b.position()
        const r = await b.receive(p.ledger, file)
        if (!r.ok) return [r.problem]
        if (b.position() !== at || b.pbm() !== p) return changed()
        b.put(r.game, true)
      } catch (e) {
        // A bug here must not take the game with it: the game is put in place only after every check passed.
        return [{ code: 'broken', detail: e instanceof Error ? e.message : String(e) }]
      }
      await madeLater()
      return []
    },
    leave() {
      if (b.pbm()) b.setPbm(null)
    },
  }
}

/** Starts a game at a distance as `side`: the record of a new exchange whose first file is `side`'s when it opens. */
export function newMailRecord<S extends string>(
  random: () => string,
  side: S,
  other: S,
  first: S,
  from: string,
): PbmGame {
  return { ledger: newLedger(random(), side, other, first, openingFile(side === first)), from, start: 0, outbox: null }
}
