// A small run of the save fuzzer (npm run fuzz:saves runs 100,000 a game): every kind of hostile text through both
// games' import, autosave and named saves; no exception, no game lost, every problem in words.
import { describe, expect, it } from 'vitest'
import { fuzzSaves } from '../../../scripts/fuzz/saveFuzzer'
import { borodinoGame, phalanxGame } from '../../../scripts/fuzz/saveGames'

describe.each([borodinoGame, phalanxGame])('the save fuzzer on $name', (game) => {
  it('finds no exception and no game lost in 240 hostile texts', () => {
    const r = fuzzSaves(game, 240, 26)
    expect(r.samples).toEqual([])
    expect({ exceptions: r.exceptions, gamesLost: r.gamesLost, unworded: r.unworded }).toEqual({
      exceptions: 0,
      gamesLost: 0,
      unworded: 0,
    })
    expect(r.loaded).toBeGreaterThan(0)
    expect(r.refused).toBeGreaterThan(r.loaded)
  })
})
