// Issue 33, «Фаланга»: a game played through turn files by two players at two screens is the game one screen plays
// with the same commands (and, with the dice rule PH-OPT.1, the same seeds); a save of it reads back the same.
import { describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { apply, diceAt, replay, standardCtx } from '../../src/phalanx'
import { createPhalanxStore, initialState } from '../../src/store/phalanx'
import { makeSave, validatePhSave } from '../../src/store/phalanx/save'
import { memoryStorage } from '../../src/store/game/save/slots'
import { stateDigest } from '../../src/store/saves'
import { phMailStatus } from '../../src/store/phalanxMail'
import { phMailPlayer, step } from './mailPlayers'

async function play(randomDefence: boolean, creator: 'south' | 'north', files: number, seed: number) {
  const other = creator === 'south' ? 'north' : 'south'
  const a = phMailPlayer(creator, 1, randomDefence)
  const b = phMailPlayer(other, 2, randomDefence)
  expect(await a.mail.start(creator)).toEqual({ kept: null })
  const opening = await a.mail.outgoing()
  expect(opening?.name).toMatch(/\.phalanx-turn$/)
  a.mail.sent()
  expect(await b.mail.open(opening!.text, { join: true })).toEqual([])
  const rand = seededRand(seed)
  let sent = 1
  while (sent < files && !a.store.getState().state.result) {
    if ((await step(a, b, rand)) === null) break
    sent++
  }
  return { a, b, sent }
}

describe.each([
  ['without dice', false, 'south'],
  ['with the dice rule (PH-OPT.1), the creator moving second', true, 'north'],
] as const)('a Phalanx game by mail %s', (_name, randomDefence, creator) => {
  it('gives both players the game one screen plays with the same commands and dice', { timeout: 60_000 }, async () => {
    const { a, b, sent } = await play(randomDefence, creator, 30, 2)
    expect(sent).toBeGreaterThanOrEqual(24)
    const ga = a.store.getState()
    const gb = b.store.getState()
    expect(gb.commands).toEqual(ga.commands)
    expect(ga.commands.length).toBeGreaterThan(40)
    const waiting = phMailStatus(ga).kind === 'wait' ? ga : gb
    const playing = waiting === ga ? gb : ga
    expect(phMailStatus(playing).kind).toBe('play')
    const seeds = [...new Map([...ga.dice, ...gb.dice].map((d) => [d.at, d])).values()]
    if (randomDefence) {
      // One seed a side's turn, and the player to move holds his own already.
      expect(playing.dice.slice(0, waiting.dice.length)).toEqual(waiting.dice)
      expect(playing.dice.length).toBe(waiting.dice.length + 1)
      expect(seeds.length).toBeGreaterThan(20)
    } else expect(seeds).toEqual([])

    // One screen: the same commands from the same start, each turn's seed set where it began.
    const ctx = standardCtx()
    let s = initialState(ga.options)
    ga.commands.forEach((c, i) => {
      const out = apply(ctx, diceAt(s, seeds, i), c)
      if (!out.ok) throw new Error(`one screen refused command ${i}: ${out.refusal.code}`)
      s = out.state
    })
    expect(stateDigest(s)).toBe(stateDigest(waiting.state))
    // The rules module's replay (the review's) with the seeds gives the same position.
    const replayed = replay(initialState(ga.options), ga.commands, ctx, seeds)
    expect(replayed.refused).toEqual([])
    expect(stateDigest(replayed.state)).toBe(stateDigest(waiting.state))
    if (!randomDefence) {
      // Without dice the hotseat store itself, given the same commands, reaches the same position.
      const hot = createPhalanxStore(memoryStorage(), null)
      hot.getState().newGame(ga.options)
      for (const c of ga.commands) expect(hot.getState().dispatch(c)).toBe(true)
      expect(stateDigest(hot.getState().state)).toBe(stateDigest(playing.state))
    }
    // A save of either screen reads back the same game, its exchange with it.
    for (const g of [ga, gb]) {
      const loaded = validatePhSave(JSON.stringify(g.save()))
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems))
      expect(stateDigest(loaded.save.state)).toBe(stateDigest(g.state))
      expect(loaded.save.pbm).toEqual(g.pbm)
      expect(loaded.save.dice).toEqual(g.dice)
    }
    if (randomDefence) {
      // Without the seeds the same commands are another game: the seeds did decide the rolls.
      const plain = makeSave(ga.options, ga.players, ga.commands, ga.state)
      expect(validatePhSave(JSON.stringify(plain)).ok).toBe(false)
    }
  })
})

describe('a Phalanx game by mail plays on to its end', () => {
  it('ends on both screens alike, with nothing left to open', { timeout: 120_000 }, async () => {
    const { a, b } = await play(false, 'south', 2000, 11)
    const ga = a.store.getState()
    const gb = b.store.getState()
    expect(ga.state.result).not.toBeNull()
    expect(gb.commands).toEqual(ga.commands)
    expect(stateDigest(gb.state)).toBe(stateDigest(ga.state))
    expect(phMailStatus(ga).kind).toBe('over')
  })
})
