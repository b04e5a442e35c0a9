// Issue 33, «Фаланга»: a tampered command, a changed digest, a replayed old file, a file of the wrong side, a file of
// another game — each refused with words in both languages, and the game exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { phalanxPbmEn } from '../../src/i18n/phalanxPbm.en'
import { phalanxPbmRu } from '../../src/i18n/phalanxPbm.ru'
import type { TurnProblemCode } from '../../src/store/mail'
import { phMailStatus } from '../../src/store/phalanxMail'
import { fileOf, phMailPlayer, playTurn, step, type PhMailPlayer } from './mailPlayers'

describe.each([false, true])('a Phalanx turn file not the one awaited (dice rule: %s)', (randomDefence) => {
  let south: PhMailPlayer
  let north: PhMailPlayer
  /** The last South file North has opened, and the South file he is to open next. */
  let old: string
  let next: string

  beforeAll(async () => {
    south = phMailPlayer('south', 11, randomDefence)
    north = phMailPlayer('north', 12, randomDefence)
    await south.mail.start('south')
    expect(await north.mail.open(await fileOf(south), { join: true })).toEqual([])
    const rand = seededRand(2)
    const keep = (text: string | null): void => {
      if (text && (JSON.parse(text) as { side: string }).side === 'south') old = text
    }
    for (let i = 0; i < 6; i++) keep(await step(south, north, rand))
    while (phMailStatus(south.store.getState()).kind !== 'play') keep(await step(south, north, rand))
    playTurn(south, rand)
    next = await fileOf(south)
  })

  /** Opens `text` on North's screen: the problem codes, with the game checked unchanged. */
  async function refused(text: string): Promise<TurnProblemCode[]> {
    const before = north.store.getState()
    const problems = await north.mail.open(text)
    const after = north.store.getState()
    expect(after.state).toBe(before.state)
    expect(after.commands).toBe(before.commands)
    expect(after.pbm).toBe(before.pbm)
    expect(after.dice).toBe(before.dice)
    for (const p of problems) {
      expect(phalanxPbmRu.problem[p.code]).toMatch(/\S/)
      expect(phalanxPbmEn.problem[p.code]).toMatch(/\S/)
    }
    return problems.map((p) => p.code)
  }

  const edited = (text: string, change: (f: Record<string, unknown>) => void): string => {
    const f = JSON.parse(text) as Record<string, unknown>
    change(f)
    return JSON.stringify(f)
  }

  it('a tampered command', async () => {
    const text = edited(next, (f) => {
      const cs = f.commands as Array<Record<string, unknown>>
      const move = cs.find((c) => c.type === 'move')
      if (move) move.unit = 'north-h1'
      else cs[0] = { type: 'face', unit: 'south-p1', facing: 0 }
    })
    const codes = await refused(text)
    expect(codes.length).toBe(1)
    expect(['refused', 'wrong-side', 'unfinished', 'mismatch', 'bad-command']).toContain(codes[0])
  })

  it('a command that is no command', async () => {
    expect(await refused(edited(next, (f) => ((f.commands as unknown[])[0] = { type: 'fly' })))).toEqual([
      'bad-command',
    ])
  })

  it('a command added after the turn is over', async () => {
    expect(await refused(edited(next, (f) => (f.commands as unknown[]).push({ type: 'endPhase' })))).toEqual([
      'wrong-side',
    ])
  })

  it('a draw agreed by one side alone (PH-WIN.7 needs both players)', async () => {
    const text = edited(next, (f) => {
      f.commands = [{ type: 'agreeDraw' }]
    })
    expect(await refused(text)).toEqual(['refused'])
  })

  it('a turn cut short', async () => {
    expect(await refused(edited(next, (f) => (f.commands as unknown[]).pop()))).toEqual(['unfinished'])
  })

  it('a changed digest of the position it starts from, or of the one it reaches', async () => {
    expect(await refused(edited(next, (f) => (f.from = '0123456789abcdef')))).toEqual(['position'])
    expect(await refused(edited(next, (f) => (f.check = '0123456789abcdef')))).toEqual(['mismatch'])
  })

  it('a wrong reveal', async () => {
    expect(await refused(edited(next, (f) => (f.reveal = 'f'.repeat(32))))).toEqual(['reveal'])
  })

  it('a file of the wrong side: his own file back, or the other side named the sender', async () => {
    const mine = (await north.mail.outgoing())?.text
    expect(mine).toBeDefined()
    expect(await refused(mine!)).toEqual(['own-file'])
    expect(await refused(edited(next, (f) => (f.side = 'north')))).toEqual(['own-file'])
  })

  it('a replayed old file (stale), and one that skips a file', async () => {
    expect(await refused(old)).toEqual(['stale'])
    expect(await refused(edited(next, (f) => (f.file = (f.file as number) + 2)))).toEqual(['ahead'])
  })

  it('a file of another game, of Borodino, of a newer version, or no JSON at all', async () => {
    expect(await refused(edited(next, (f) => (f.game = 'a'.repeat(32))))).toEqual(['other-game'])
    expect(await refused(edited(next, (f) => (f.format = 'borodino-turn')))).toEqual(['foreign'])
    expect(await refused(edited(next, (f) => (f.version = 9)))).toEqual(['newer-version'])
    expect(await refused('{"format":')).toEqual(['unreadable'])
  })

  it('a file that names other rules than the game’s, or another first side', async () => {
    const flipped = edited(next, (f) => {
      const o = f.options as Record<string, unknown>
      o.randomDefence = !o.randomDefence
    })
    expect(await refused(flipped)).toEqual(['field'])
    expect(await refused(edited(next, (f) => (f.first = 'north')))).toEqual(['field'])
  })

  it('another game’s first file, opened from the strip, does not replace the game in progress', async () => {
    const stranger = phMailPlayer('south', 77, randomDefence)
    await stranger.mail.start('south')
    expect(await refused(await fileOf(stranger))).toEqual(['other-game'])
  })

  it('the true file is then opened, and again it is stale', async () => {
    expect(await north.mail.open(next)).toEqual([])
    expect(phMailStatus(north.store.getState()).kind).toBe('play')
    // Even in his own turn, a player at a distance cannot agree a draw alone.
    expect(north.store.getState().dispatch({ type: 'agreeDraw' })).toBe(false)
    expect(north.store.getState().commands).toEqual(south.store.getState().commands)
    expect(await refused(next)).toEqual(['stale'])
  })

  it('the player waiting for a file cannot move or take back', () => {
    const g = south.store.getState()
    expect(phMailStatus(g).kind).toBe('wait')
    const before = g.state
    expect(g.dispatch({ type: 'endPhase' })).toBe(false)
    expect(g.dispatch({ type: 'agreeDraw' })).toBe(false)
    expect(g.undo()).toBe(false)
    expect(south.store.getState().state).toBe(before)
  })
})
