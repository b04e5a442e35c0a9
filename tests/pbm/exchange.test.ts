// Issue 33: a game played through turn files by two players at two screens is the game one screen would play with
// the same commands and the same dice; every file is checked before it changes anything.
import { describe, expect, it } from 'vitest'
import { apply, isGameOver, replay, withDiceSeed, type GameState } from '../../src/engine'
import { seededRand } from '../../src/core'
import { stateDigest } from '../../src/store/saves'
import { validateSave } from '../../src/store/game/save/saveReader'
import { exportText } from '../../src/store/game/save/save'
import { pbmStatus } from '../../src/store/pbm'
import { bundle, mailPlayer, step } from './mailPlayers'

describe('a play-by-mail game through 100 turn files', { timeout: 120_000 }, () => {
  it('gives both players the game hotseat play gives with the same commands and dice', async () => {
    const fr = mailPlayer('fr', 1)
    const ru = mailPlayer('ru', 2)
    const started = await fr.mail.start('fr')
    expect(started).toEqual({ kept: null })
    // The opening goes to the Russian player, who joins the game by opening it.
    const opening = await fr.mail.outgoing()
    expect(opening?.name).toMatch(/\.borodino-turn$/)
    // Made, not yet sent: the file stays due until it was shared or downloaded.
    expect(pbmStatus(fr.store.getState()).kind).toBe('send')
    fr.mail.sent()
    expect(pbmStatus(fr.store.getState()).kind).not.toBe('send')
    expect(await ru.mail.open(opening!.text, { join: true })).toEqual([])
    const rand = seededRand(3)
    let files = 1
    while (files < 100 && !isGameOver(fr.store.getState().state)) {
      const sent = await step(fr, ru, rand)
      if (sent === null) break
      files++
    }
    expect(files).toBeGreaterThanOrEqual(100)
    const a = fr.store.getState()
    const b = ru.store.getState()
    // Both screens hold the same game (the receiver's dice are set for his own turn: compared without them).
    expect(b.commands).toEqual(a.commands)
    const waiting = pbmStatus(a).kind === 'wait' ? a : b
    const playing = waiting === a ? b : a
    expect(playing.dice.slice(0, waiting.dice.length)).toEqual(waiting.dice)
    expect(playing.dice.length).toBe(waiting.dice.length + 1)
    expect(a.commands.length).toBeGreaterThan(100)

    // Hotseat: one screen, the same commands, the generator set to each turn's seed where the turn began.
    const seeds = new Map([...a.dice, ...b.dice].map((d) => [d.at, d.seed]))
    let s = bundle.newGame('historical', 1812) as GameState
    a.commands.forEach((c, i) => {
      const seed = seeds.get(i)
      const out = apply(bundle.ctx, seed === undefined ? s : withDiceSeed(s, seed), c)
      if (!out.ok) throw new Error(`hotseat refused command ${i}: ${out.refusal.code}`)
      s = out.state
    })
    expect(stateDigest(s)).toBe(stateDigest(waiting.state))
    // The engine's replay with the dice gives the same game, and so does a save of it read back.
    for (const p of [a, b]) {
      const replayed = replay(bundle.ctx, bundle.newGame('historical', 1812)!, p.commands, { dice: p.dice })
      expect(replayed.refused).toEqual([])
      expect(stateDigest(replayed.state)).toBe(stateDigest(p.state))
    }
    const loaded = validateSave(exportText(a.save()), bundle)
    expect(loaded.ok && stateDigest(loaded.save.state)).toBe(stateDigest(a.state))
    expect(loaded.ok && loaded.save.pbm?.ledger.game).toBe(a.pbm?.ledger.game)
    // Without the dice the same commands are another game: the seeds did decide the rolls.
    const plain = replay(bundle.ctx, bundle.newGame('historical', 1812)!, a.commands)
    expect(plain.refused.length > 0 || stateDigest(plain.state) !== stateDigest(a.state)).toBe(true)
  })
})
