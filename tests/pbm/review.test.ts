// Issue 33, item 4: a play-by-mail game can be reviewed — the review's timeline and the coach's analysis replay it
// with its dice.
import { describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core'
import { createTimeline } from '../../src/store/review/timeline'
import { listDecisions } from '../../src/ai/analysis/decisions'
import { stateDigest } from '../../src/store/saves'
import { bundle, fileOf, mailPlayer, step } from './mailPlayers'

describe('a play-by-mail game in review', { timeout: 60_000 }, () => {
  it('replays position by position with its dice, and its decisions can be listed', async () => {
    const fr = mailPlayer('fr', 41)
    const ru = mailPlayer('ru', 42)
    await fr.mail.start('fr')
    expect(await ru.mail.open(await fileOf(fr), { join: true })).toEqual([])
    const rand = seededRand(6)
    for (let i = 0; i < 12; i++) await step(fr, ru, rand)
    const g = fr.store.getState()
    const tl = createTimeline(bundle.ctx, bundle.newGame('historical', 1812)!, g.commands, g.dice)
    // Every position is reached (a wrong die would make a later command refused) and the last is the game's, dice
    // apart when the next turn's seed is set already.
    for (let p = 0; p <= tl.length; p++) tl.at(p)
    const last = g.dice.at(-1)!.at === g.commands.length ? { ...g.state, rng: tl.at(tl.length).rng } : g.state
    expect(stateDigest(tl.at(tl.length))).toBe(stateDigest(last))
    const initial = bundle.newGame('historical', 1812)!
    expect(listDecisions(bundle.ctx, initial, g.commands, ['fr', 'ru'], g.dice).length).toBeGreaterThan(0)
  })
})
