// The other side's turn file checked against this player's game of «Фаланга», without touching it: the exchange
// (same game, the file awaited, the reveal against its commit), the position its commands start from, and a replay of
// them that must be accepted whole, finish the sender's turn and reach the position he had. With the dice rule
// (PH-OPT.1) the replay draws from the turn's seed; without it no seed is set, and the exchange checks all the rest
// the same way. The result is the game as it will be; the store puts it in place only when nothing was wrong.
import { apply, withDiceSeed, type PhCommand, type PhDiceSeed, type PhEvent, type PhState } from '../../phalanx'
import { accept, segmentSeed, senderIn, type Ledger } from '../../core/exchange'
import { stateDigest } from '../saves'
import { ctx, rebuildPhCommand } from '../phalanx'
import type { PhTurnFile, PhTurnProblem } from './turnFile'

/** The part of a game a turn file changes. */
export interface PhMailGame {
  state: PhState
  commands: PhCommand[]
  events: PhEvent[][]
  dice: PhDiceSeed[]
  ledger: Ledger
}

/** The game after the file, and where this player's own turn begins (when it is his to play next). */
export interface PhReceived extends PhMailGame {
  /** Digest of the position before this player's dice were set: his next file names it. */
  from: string
  /** The number of commands the other side's turn added. */
  added: number
}

type Answer = { ok: true; game: PhReceived } | { ok: false; problem: PhTurnProblem }
const no = (problem: PhTurnProblem): Answer => ({ ok: false, problem })

export async function receivePh(g: PhMailGame, file: PhTurnFile): Promise<Answer> {
  const ex = await accept(g.ledger, file.game, file.side, file.file, file)
  if (!ex.ok) return no({ code: ex.code, detail: `file ${file.file}, awaited ${g.ledger.next}` })
  const here = stateDigest(g.state)
  if (file.from !== here) return no({ code: 'position', detail: `${file.from.slice(0, 16)} ≠ ${here}` })
  const dice = g.state.setup.randomDefence
  let { state, commands, events, dice: seeds } = g
  const n = file.file
  if (n >= 0) {
    const seed = await segmentSeed(ex.ledger, n)
    if (seed === null) return no({ code: 'reveal' })
    const added: PhCommand[] = []
    for (let i = 0; i < file.commands.length; i++) {
      const c = rebuildPhCommand(file.commands[i])
      if (!c) return no({ code: 'bad-command', detail: `№${i + 1}` })
      added.push(c)
    }
    if (!added.length) return no({ code: 'unfinished', detail: 'no commands' })
    // Every command must be accepted, and each given while the sender was to act: the last one hands the game over
    // (or ends it), none before it does.
    let s = dice ? withDiceSeed(state, seed) : state
    const more: PhEvent[][] = []
    for (let i = 0; i < added.length; i++) {
      const c = added[i]!
      if (s.side !== file.side || s.result) return no({ code: 'wrong-side', detail: `№${i + 1}: ${c.type}` })
      // A draw needs both players' word (PH-WIN.7): one side's file cannot agree it for the other.
      if (c.type === 'agreeDraw') return no({ code: 'refused', detail: `№${i + 1}: agreeDraw (PH-WIN.7)` })
      const out = apply(ctx, s, c)
      if (!out.ok) return no({ code: 'refused', detail: `№${i + 1}: ${c.type}`, refusal: out.refusal })
      more.push(out.events)
      s = out.state
    }
    if (s.side === file.side && !s.result) return no({ code: 'unfinished' })
    const reached = stateDigest(s)
    if (reached !== file.check) return no({ code: 'mismatch', detail: `${file.check.slice(0, 16)} ≠ ${reached}` })
    if (dice) seeds = [...seeds, { at: commands.length, seed }]
    events = [...events, ...more]
    commands = [...commands, ...added]
    state = s
  } else if (file.check !== here) return no({ code: 'mismatch' })
  const from = stateDigest(state)
  const ledger = ex.ledger
  // This player's own turn comes next: with the dice rule its seed is set now, from his committed secret and the part
  // just received.
  if (dice && ledger.next >= 0 && senderIn(ledger, ledger.next) === ledger.me && !state.result) {
    const mine = await segmentSeed(ledger, ledger.next)
    if (mine === null) return no({ code: 'malformed' })
    seeds = [...seeds, { at: commands.length, seed: mine }]
    state = withDiceSeed(state, mine)
  }
  const added = commands.length - g.commands.length
  return { ok: true, game: { state, commands, events, dice: seeds, ledger, from, added } }
}
