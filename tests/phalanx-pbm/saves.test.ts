// Issue 33, «Фаланга»: a play-by-mail game is saved and autosaved with its exchange and its seeds, and read back goes
// on exactly; every other save is still written as version 1.
import { describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { createPhalanxStore, ctx } from '../../src/store/phalanx'
import { randomCommand } from '../../src/phalanx/sim/randomPlayer'
import { listSaves } from '../../src/store/saves'
import { phalanxSaves } from '../../src/store/phalanx'
import { validatePhSave } from '../../src/store/phalanx/save'
import { stateDigest } from '../../src/store/saves'
import { createPhMail, phMailStatus } from '../../src/store/phalanxMail'
import { fileOf, phMailPlayer, playTurn, seededHex, step } from './mailPlayers'

describe('a Phalanx play-by-mail game in saves', () => {
  it('is autosaved with its exchange and seeds, and the autosave goes on with the exchange', async () => {
    const south = phMailPlayer('south', 21, true)
    const north = phMailPlayer('north', 22, true)
    // North's own store autosaves under a key.
    north.store = createPhalanxStore(north.kv, 'ph:auto')
    north.mail = createPhMail(north.store, { kv: north.kv, keepName: () => 'kept', random: seededHex(22) })
    await south.mail.start('south')
    expect(await north.mail.open(await fileOf(south), { join: true })).toEqual([])
    const rand = seededRand(2)
    for (let i = 0; i < 5; i++) await step(south, north, rand)
    while (phMailStatus(north.store.getState()).kind !== 'play') await step(south, north, rand)
    // North is in the middle of his turn: a few commands played, its seed set.
    const g0 = north.store.getState()
    expect(g0.dispatch(randomCommand(ctx, g0.state, rand))).toBe(true)
    north.store.getState().flushAutosave()
    const text = north.kv.getItem('ph:auto')
    expect(text).toBeTruthy()
    expect((JSON.parse(text!) as { version: number }).version).toBe(2)

    // A second screen of North's, from the autosave alone, finishes the turn and South opens it.
    const again = createPhalanxStore(north.kv, 'ph:auto')
    const g = again.getState()
    expect(g.pbm).toEqual(north.store.getState().pbm)
    expect(g.dice).toEqual(north.store.getState().dice)
    expect(stateDigest(g.state)).toBe(stateDigest(north.store.getState().state))
    expect(g.undo()).toBe(true) // back to the turn's start, its seed set again
    expect(stateDigest(again.getState().state)).toBe(stateDigest(g0.state))
    const mail = createPhMail(again, { kv: north.kv, keepName: () => 'kept', random: seededHex(99) })
    playTurn({ ...north, store: again, mail }, rand)
    const out = await mail.outgoing()
    mail.sent()
    expect(await south.mail.open(out!.text)).toEqual([])
    expect(south.store.getState().commands).toEqual(again.getState().commands)
  })

  it('is a version 2 save read back whole; a game at one screen is still a version 1 save', async () => {
    const south = phMailPlayer('south', 31, false)
    await south.mail.start('south')
    const saved = south.store.getState().save()
    expect(saved.version).toBe(2)
    const back = validatePhSave(JSON.stringify(saved))
    expect(back.ok && back.save.pbm).toEqual(south.store.getState().pbm)
    const other = phMailPlayer('south', 32, false)
    expect(other.store.getState().save().version).toBe(1)
    expect(other.store.getState().save().pbm).toBeUndefined()
    // A save with a damaged exchange is refused, not read as a game at one screen.
    const broken = { ...saved, pbm: { ledger: { game: 'x' } } }
    expect(validatePhSave(JSON.stringify(broken)).ok).toBe(false)
  })

  it('keeps the unsaved game before as a named save when a game by mail starts', async () => {
    const p = phMailPlayer('south', 41, false)
    p.store.getState().newGame({}, { south: 'human', north: 'human' })
    const g = p.store.getState()
    expect(g.dispatch(randomCommand(ctx, g.state, seededRand(1)))).toBe(true)
    expect(await p.mail.start('north')).toEqual({ kept: 'kept' })
    expect(p.store.getState().commands).toEqual([])
    expect(listSaves(phalanxSaves(p.kv)).map((e) => e.name)).toEqual(['kept'])
    expect(phMailStatus(p.store.getState()).kind).toBe('send')
  })

  it('keeps a game by mail with no move yet (its exchange’s secrets) when another one starts', async () => {
    const p = phMailPlayer('south', 42, false)
    expect(await p.mail.start('south')).toEqual({ kept: null })
    const first = p.store.getState().pbm
    expect(await p.mail.start('north')).toEqual({ kept: 'kept' })
    const [kept] = listSaves(phalanxSaves(p.kv))
    const back = validatePhSave(kept?.text ?? '')
    expect(back.ok && back.save.pbm?.ledger).toEqual(first?.ledger)
  })

  it('a game by mail saved by name is unsaved again once its exchange moves on (its file made and sent)', async () => {
    const p = phMailPlayer('south', 43, false)
    await p.mail.start('south')
    p.store.getState().markSaved()
    expect(p.store.getState().isUnsaved()).toBe(false)
    p.mail.sent()
    expect(p.store.getState().isUnsaved()).toBe(true)
  })
})
