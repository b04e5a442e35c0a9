// Real positions for browser tests: seeded random historical games, played with the engine until a state the test
// needs, written as a save file (scenario, seed and commands) for the page to import.
import { apply, isGameOver, type Command, type GameState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { exportText, makeSave } from '../../src/store/game/save/save'
import { HUMANS, type Players } from '../../src/store/game/players'
import { realBundle } from '../../scripts/fuzz/realGame'

const b = realBundle()
/** The rules' context of the real map, to ask the engine what the page should show. */
export const realCtx = b.ctx

/**
 * Plays seeded random games and stops at the first state `found` accepts: the save of that state (saying who plays
 * each side: two people unless `players` says otherwise) and its answer.
 */
export function findGame<T>(
  found: (s: GameState) => T | null,
  players: Players = HUMANS,
): { save: string; state: GameState; found: T } {
  for (let seed = 1; seed < 80; seed++) {
    let s = b.newGame('historical', seed) as GameState
    const p = createRandomPlayer(seededRand(seed), { attackChance: 0.9 })
    const cmds: Command[] = []
    for (let i = 0; i < 4000 && !isGameOver(s); i++) {
      const f = found(s)
      if (f) return { save: exportText(makeSave(b.map, 'historical', seed, cmds, s, players)), state: s, found: f }
      let c = p.next(b.ctx, s)
      let o = apply(b.ctx, s, c)
      if (!o.ok) {
        c = { type: 'endPhase' }
        o = apply(b.ctx, s, c)
        if (!o.ok) break
      }
      cmds.push(c)
      s = o.state
    }
  }
  throw new Error('no such position found')
}
