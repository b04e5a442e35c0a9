// The other side's turn file checked against this player's game, without touching it: the exchange (same game, the
// file awaited, the reveal against its commit), the position its commands start from, and a replay of them with the
// turn's dice that must be accepted whole, finish the sender's turn and reach the position he had. The result is the
// game as it will be; the store puts it in place only when nothing was wrong (exchange.ts).
import { actingSide, apply, isGameOver, withDiceSeed, type Command, type DiceSeed, type GameState } from '../../engine'
import { accept, segmentSeed, senderIn, type Ledger } from '../../core/exchange'
import { stateDigest } from '../saves'
import { decodeCommand, logEntry, type Bundle, type LogEntry } from '../game'
import type { TurnFile } from './turnFile'
import type { TurnProblem } from './problems'

/** The part of a game a turn file changes. */
export interface MailGame {
  state: GameState
  commands: Command[]
  log: LogEntry[]
  dice: DiceSeed[]
  ledger: Ledger
}

/** The game after the file, and where this player's own turn begins (when it is his to play next). */
export interface Received extends MailGame {
  /** Digest of the position before this player's dice were set: his next file names it. */
  from: string
  /** The number of commands the other side's turn added. */
  added: number
}

type Answer = { ok: true; game: Received } | { ok: false; problem: TurnProblem }
const no = (problem: TurnProblem): Answer => ({ ok: false, problem })

export async function receive(bundle: Bundle, g: MailGame, file: TurnFile): Promise<Answer> {
  const ex = await accept(g.ledger, file.game, file.side, file.file, file)
  if (!ex.ok) return no({ code: ex.code, detail: `file ${file.file}, awaited ${g.ledger.next}` })
  const here = stateDigest(g.state)
  if (file.from !== here) return no({ code: 'position', detail: `${file.from.slice(0, 16)} ≠ ${here}` })
  let { state, commands, log, dice } = g
  const n = file.file
  if (n >= 0) {
    // The sender's turn: its dice from both secrets, its commands replayed on this player's own position.
    const seed = await segmentSeed(ex.ledger, n)
    if (seed === null) return no({ code: 'reveal' })
    const added: Command[] = []
    for (let i = 0; i < file.commands.length; i++) {
      const d = decodeCommand(bundle.map, file.commands[i])
      if (!d.ok) return no({ code: 'bad-command', detail: `№${i + 1}: ${d.problem}` })
      added.push(d.command)
    }
    if (!added.length) return no({ code: 'unfinished', detail: 'no commands' })
    // Every command must be accepted, and each given while the sender was to act: the last one hands the game over
    // (or ends it), none before it does.
    let s = withDiceSeed(state, seed)
    const entries: LogEntry[] = []
    for (let i = 0; i < added.length; i++) {
      const c = added[i]!
      if (actingSide(s) !== file.side || isGameOver(s))
        return no({ code: 'wrong-side', detail: `№${i + 1}: ${c.type}` })
      const out = apply(bundle.ctx, s, c)
      if (!out.ok) return no({ code: 'refused', detail: `№${i + 1}: ${c.type}`, refusal: out.refusal })
      entries.push(logEntry(s, out.events, commands.length + i))
      s = out.state
    }
    const end = s
    if (actingSide(end) === file.side && !isGameOver(end)) return no({ code: 'unfinished' })
    const reached = stateDigest(end)
    if (reached !== file.check) return no({ code: 'mismatch', detail: `${file.check.slice(0, 16)} ≠ ${reached}` })
    dice = [...dice, { at: commands.length, seed }]
    log = [...log, ...entries]
    commands = [...commands, ...added]
    state = end
  } else if (file.check !== here) return no({ code: 'mismatch' })
  const from = stateDigest(state)
  const ledger = ex.ledger
  // This player's own turn comes next: its dice are set now, from his committed secret and the part just received.
  if (ledger.next >= 0 && senderIn(ledger, ledger.next) === ledger.me && !isGameOver(state)) {
    const mine = await segmentSeed(ledger, ledger.next)
    if (mine === null) return no({ code: 'malformed' })
    dice = [...dice, { at: commands.length, seed: mine }]
    state = withDiceSeed(state, mine)
  }
  return { ok: true, game: { state, commands, log, dice, ledger, from, added: commands.length - g.commands.length } }
}
