// «Фаланга» by mail: the opponent's last turn found in the record (src/ui/phalanx/mailTurn.ts) is the part each turn
// file added — from the commands' length before the file was opened to the length after — played by the other side,
// in a game with the dice rule and without, whichever side moves first; nothing before the other side has played.
import { describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { phMailStatus } from '../../src/store/phalanxMail'
import { lastMailTurn } from '../../src/ui/phalanx/mailTurn'
import { fileOf, phMailPlayer, playTurn, type PhMailPlayer } from '../phalanx-pbm/mailPlayers'

describe.each([
  ['without dice, South first', false, 'south'],
  ['with the dice rule, North first', true, 'north'],
] as const)('the last turn received by mail, %s', (_name, randomDefence, creator) => {
  it('is what each file added, the other side’s, while this player is to move', { timeout: 60_000 }, async () => {
    const a = phMailPlayer(creator, 1, randomDefence)
    const b = phMailPlayer(creator === 'south' ? 'north' : 'south', 2, randomDefence)
    await a.mail.start(creator)
    expect(lastMailTurn(a.store.getState())).toBeNull()
    expect(await b.mail.open(await fileOf(a), { join: true })).toEqual([])
    const rand = seededRand(5)
    let checked = 0
    for (let files = 0; files < 14 && !a.store.getState().state.result; files++) {
      const [p, q]: [PhMailPlayer, PhMailPlayer] = phMailStatus(a.store.getState()).kind === 'wait' ? [b, a] : [a, b]
      if (phMailStatus(p.store.getState()).kind === 'play') playTurn(p, rand)
      const before = q.store.getState().commands.length
      expect(await q.mail.open(await fileOf(p))).toEqual([])
      const g = q.store.getState()
      if (g.commands.length === before) {
        // The opening's answer carries no moves: no turn to show.
        expect(lastMailTurn(g)).toBeNull()
        continue
      }
      if (g.state.result) break
      expect(phMailStatus(g).kind).toBe('play')
      expect(lastMailTurn(g)).toEqual({ from: before, to: g.commands.length, side: p.side })
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(10)
  })
})

describe('the last turn received by mail', () => {
  it('is none outside a game by mail', () => {
    const p = phMailPlayer('south', 1, false)
    p.store.getState().dispatch({ type: 'endPhase' })
    expect(lastMailTurn(p.store.getState())).toBeNull()
  })
})
