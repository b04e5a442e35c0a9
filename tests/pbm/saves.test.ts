// Issue 33, item 4: a play-by-mail game is saved and read back whole (its dice and its exchange), goes on from the
// save, and can be continued at one screen; every other game's save stays what it was.
import { describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { createGameStore } from '../../src/store/game/gameStore'
import { createMail, pbmStatus } from '../../src/store/pbm'
import { saveText } from '../../src/store/game/save/save'
import { stateDigest } from '../../src/store/saves'
import { listSaves, memoryStorage } from '../../src/store/game/save/slots'
import { bundle, fileOf, mailPlayer, playTurn, seededHex, step } from './mailPlayers'

describe('a play-by-mail game in saves', { timeout: 60_000 }, () => {
  it('is read back whole from its save and goes on from it', async () => {
    const fr = mailPlayer('fr', 21)
    const ru = mailPlayer('ru', 22)
    await fr.mail.start('fr')
    expect(await ru.mail.open(await fileOf(fr), { join: true })).toEqual([])
    const rand = seededRand(9)
    for (let i = 0; i < 5; i++) await step(fr, ru, rand)
    // The Russian screen is saved and read back on another screen (a reload, another browser of the same player).
    const saved = ru.store.getState().save()
    expect(saved.version).toBe(4)
    const again = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(again.getState().loadText(saveText(saved))).toEqual([])
    const g = again.getState()
    expect(stateDigest(g.state)).toBe(stateDigest(ru.store.getState().state))
    expect(g.pbm).toEqual(ru.store.getState().pbm)
    expect(g.dice).toEqual(ru.store.getState().dice)
    expect(pbmStatus(g)).toEqual(pbmStatus(ru.store.getState()))
    // It goes on: the French player's next file opens on the screen that read the save.
    const reread = {
      side: 'ru' as const,
      store: again,
      mail: createMail(again, bundle, { kv: null, keepName: () => 'k', random: seededHex(99) }),
    }
    // It goes on from the save: whichever side is to play, the screen that read the save exchanges with the French.
    if (pbmStatus(again.getState()).kind === 'play') {
      playTurn(reread, rand)
      expect(await fr.mail.open(await fileOf(reread))).toEqual([])
    } else {
      if (pbmStatus(fr.store.getState()).kind === 'play') playTurn(fr, rand)
      expect(await reread.mail.open(await fileOf(fr))).toEqual([])
    }
    expect(again.getState().commands).toEqual(fr.store.getState().commands)
  })

  it('continues at one screen: the exchange is dropped, the dice as they fell', async () => {
    const fr = mailPlayer('fr', 31)
    const ru = mailPlayer('ru', 32)
    await fr.mail.start('fr')
    expect(await ru.mail.open(await fileOf(fr), { join: true })).toEqual([])
    const rand = seededRand(4)
    for (let i = 0; i < 4; i++) await step(fr, ru, rand)
    const waiting = pbmStatus(fr.store.getState()).kind === 'wait' ? fr : ru
    expect(waiting.store.getState().dispatch({ type: 'endPhase' })).toBe(false)
    const dice = waiting.store.getState().dice
    waiting.mail.leave()
    const g = waiting.store.getState()
    expect(g.pbm).toBeNull()
    expect(g.dice).toBe(dice)
    // Its commands are no longer refused as the other side's: the rules alone decide.
    g.dispatch({ type: 'endPhase' })
    expect(waiting.store.getState().refusal?.code).not.toBe('pbm.wait')
    // Its save still carries the dice, so it replays as it was played.
    const saved = waiting.store.getState().save()
    expect(saved.version).toBe(4)
    const again = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(again.getState().loadText(saveText(saved))).toEqual([])
    expect(stateDigest(again.getState().state)).toBe(stateDigest(waiting.store.getState().state))
  })

  it('leaves every other game’s save at version 3, without dice', () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    store.getState().dispatch({ type: 'endPhase' })
    const saved = store.getState().save()
    expect(saved.version).toBe(3)
    expect('dice' in saved || 'pbm' in saved).toBe(false)
  })

  it('keeps a game by mail with no move yet (its exchange’s secrets) when another one starts', async () => {
    const kv = memoryStorage()
    const store = createGameStore(bundle, kv, { scenarioId: 'historical', seed: 5 })
    const mail = createMail(store, bundle, { kv, keepName: () => 'kept', random: seededHex(51) })
    expect(await mail.start('fr')).toEqual({ kept: null })
    const first = store.getState().pbm
    expect(await mail.start('ru')).toEqual({ kept: 'kept' })
    const [kept] = listSaves(kv)
    const again = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(again.getState().loadText(kept?.text ?? '')).toEqual([])
    expect(again.getState().pbm?.ledger).toEqual(first?.ledger)
  })
})
