// The other side's turn file checked against this player's game, whichever game, without touching it: the exchange
// (same game, the file awaited, the reveal against its commit), the position its commands start from, and a replay of
// them with the turn's dice that must be accepted whole, finish the sender's turn and reach the position he had. Each
// game gives its rules (MailRules); the result is the game as it will be, put in place by the exchange only when
// nothing was wrong (exchange.ts).
import { accept, segmentSeed, senderIn, type Ledger } from '../../core/exchange'
import { stateDigest } from '../saves'
import type { MailProblem } from './problems'
import type { TurnFields } from './turnFile'

/** A turn's dice seed, from the command it applies to. */
export interface SeedAt {
  at: number
  seed: number
}

/** What the replay of a turn file needs of a game's rules. */
export interface MailRules<St, C, Ev, E, R, S extends string> {
  /** A command in the file's form read back, or what is wrong with it. */
  decode(raw: unknown): { ok: true; command: C } | { ok: false; detail: string }
  acting(s: St): S
  over(s: St): boolean
  /** Whether the game's dice come from the exchange; a game without dice is checked all the same. */
  dice(s: St): boolean
  withSeed(s: St, seed: number): St
  /** Why one side's file may never carry this command (a draw needs both players' word), or null. */
  forbidden?(c: C): string | null
  apply(s: St, c: C): { ok: true; state: St; events: Ev } | { ok: false; refusal: R }
  /** What the game's record keeps of a command applied to `s` as its `index`-th. */
  entry(s: St, events: Ev, index: number): E
}

/** The part of a game a turn file changes. */
export interface MailPart<St, C, E> {
  state: St
  commands: C[]
  entries: E[]
  dice: SeedAt[]
  ledger: Ledger
}

/** The game after the file, and where this player's own turn begins (when it is his to play next). */
export interface MailReceived<St, C, E> extends MailPart<St, C, E> {
  /** Digest of the position before this player's dice were set: his next file names it. */
  from: string
  /** The number of commands the other side's turn added. */
  added: number
}

export type ReceiveAnswer<St, C, E, R> =
  { ok: true; game: MailReceived<St, C, E> } | { ok: false; problem: MailProblem<R> }

export async function receiveTurn<St, C extends { type: string }, Ev, E, R, S extends string>(
  rules: MailRules<St, C, Ev, E, R, S>,
  g: MailPart<St, C, E>,
  file: TurnFields<S>,
): Promise<ReceiveAnswer<St, C, E, R>> {
  const no = (problem: MailProblem<R>): ReceiveAnswer<St, C, E, R> => ({ ok: false, problem })
  const ex = await accept(g.ledger, file.game, file.side, file.file, file)
  if (!ex.ok) return no({ code: ex.code, detail: `file ${file.file}, awaited ${g.ledger.next}` })
  const here = stateDigest(g.state)
  if (file.from !== here) return no({ code: 'position', detail: `${file.from.slice(0, 16)} ≠ ${here}` })
  const dice = rules.dice(g.state)
  let { state, commands, entries, dice: seeds } = g
  if (file.file >= 0) {
    // The sender's turn: its dice from both secrets, its commands replayed on this player's own position.
    const seed = await segmentSeed(ex.ledger, file.file)
    if (seed === null) return no({ code: 'reveal' })
    const added: C[] = []
    for (let i = 0; i < file.commands.length; i++) {
      const d = rules.decode(file.commands[i])
      if (!d.ok) return no({ code: 'bad-command', detail: `№${i + 1}: ${d.detail}` })
      added.push(d.command)
    }
    if (!added.length) return no({ code: 'unfinished', detail: 'no commands' })
    // Every command must be accepted, and each given while the sender was to act: the last one hands the game over
    // (or ends it), none before it does.
    let s = dice ? rules.withSeed(state, seed) : state
    const more: E[] = []
    for (let i = 0; i < added.length; i++) {
      const c = added[i]!
      if (rules.acting(s) !== file.side || rules.over(s))
        return no({ code: 'wrong-side', detail: `№${i + 1}: ${c.type}` })
      const why = rules.forbidden?.(c)
      if (why) return no({ code: 'refused', detail: `№${i + 1}: ${c.type} (${why})` })
      const out = rules.apply(s, c)
      if (!out.ok) return no({ code: 'refused', detail: `№${i + 1}: ${c.type}`, refusal: out.refusal })
      more.push(rules.entry(s, out.events, commands.length + i))
      s = out.state
    }
    if (rules.acting(s) === file.side && !rules.over(s)) return no({ code: 'unfinished' })
    const reached = stateDigest(s)
    if (reached !== file.check) return no({ code: 'mismatch', detail: `${file.check.slice(0, 16)} ≠ ${reached}` })
    if (dice) seeds = [...seeds, { at: commands.length, seed }]
    entries = [...entries, ...more]
    commands = [...commands, ...added]
    state = s
  } else if (file.check !== here) return no({ code: 'mismatch' })
  const from = stateDigest(state)
  const ledger = ex.ledger
  // This player's own turn comes next: its dice are set now, from his committed secret and the part just received.
  if (dice && ledger.next >= 0 && senderIn(ledger, ledger.next) === ledger.me && !rules.over(state)) {
    const mine = await segmentSeed(ledger, ledger.next)
    if (mine === null) return no({ code: 'malformed' })
    seeds = [...seeds, { at: commands.length, seed: mine }]
    state = rules.withSeed(state, mine)
  }
  const added = commands.length - g.commands.length
  return { ok: true, game: { state, commands, entries, dice: seeds, ledger, from, added } }
}
