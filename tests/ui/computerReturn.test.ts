// When the board goes back to the person's view after the computer's turn: kept only in the computer's own turn,
// given back when the person's turn begins, and never over a pan or zoom the person made by hand.
import { describe, expect, it } from 'vitest'
import { atTurnChange, keepAtComputerMove } from '../../src/ui/board/computerReturn'
import type { Players } from '../../src/store/game'

const SOLO: Players = { fr: 'normal', ru: 'human' }
const mine = { k: 2, x: -100, y: -50 }
const zoomedOut = { k: 0.3, x: 0, y: 0 }

describe('the board back at the person’s view', () => {
  it('a retreat the computer answers in the person’s turn keeps nothing; its own turn is given back after', () => {
    // The person (Russians) attacks; the computer's retreat moves the camera: not kept.
    let kept = keepAtComputerMove(null, { players: SOLO, side: 'ru', view: mine, moves: 3 })
    expect(kept).toBeNull()
    kept = atTurnChange(kept, { players: SOLO, side: 'fr', moves: 3 }).kept
    // The computer's own turn: the view before its first camera move is kept, once.
    kept = keepAtComputerMove(kept, { players: SOLO, side: 'fr', view: mine, moves: 3 })
    kept = keepAtComputerMove(kept, { players: SOLO, side: 'fr', view: zoomedOut, moves: 3 })
    expect(kept?.view).toEqual(mine)
    const out = atTurnChange(kept, { players: SOLO, side: 'ru', moves: 3 })
    expect(out).toEqual({ kept: null, back: mine })
  })

  it('a pan or zoom by hand in the computer’s turn stands: nothing is given back', () => {
    const kept = keepAtComputerMove(null, { players: SOLO, side: 'fr', view: mine, moves: 3 })
    expect(atTurnChange(kept, { players: SOLO, side: 'ru', moves: 4 })).toEqual({ kept: null, back: null })
  })

  it('a watch of computer against computer keeps nothing; a side taken over drops what was kept', () => {
    expect(keepAtComputerMove(null, { players: { fr: 'easy', ru: 'hard' }, side: 'fr', view: mine, moves: 0 })).toBe(
      null,
    )
    const kept = keepAtComputerMove(null, { players: SOLO, side: 'fr', view: mine, moves: 0 })
    expect(atTurnChange(kept, { players: { fr: 'human', ru: 'human' }, side: 'fr', moves: 0 })).toEqual({
      kept: null,
      back: null,
    })
  })
})
