import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'
import { costs } from '../helpers/reach'

describe('STACK rules', () => {
  it('STACK.1 a move may pass a friendly unit but not end on it; commanders do not count', () => {
    const map = openMap(5, 1)
    const s = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'b', side: 'fr', hex: '0201' },
      ],
      commanders: [{ id: 'ney', side: 'fr', hex: '0301' }],
    })
    const c = costs(map, s, 'a')
    expect(c['0201']).toBeUndefined()
    expect(c['0301']).toBe(2) // ends with the commander
    const ctx = ctxOf(map)
    const out = apply(ctx, s, { type: 'move', unit: 'a', path: ['0101', '0201'] })
    expect(out.ok).toBe(false)
    if (!out.ok) expect(out.refusal.rule).toBe('STACK.1')
    expect(play(ctx, s, { type: 'move', unit: 'a', path: ['0101', '0201', '0301'] }).units.a!.hex).toBe('0301')
  })

  it('STACK.2 never through an enemy-occupied hex, even for cavalry', () => {
    const map = openMap(5, 1)
    const s = testGame({
      units: [
        { id: 'c', side: 'fr', type: 'cavalry', hex: '0101', mp: 8 },
        { id: 'r', side: 'ru', hex: '0301' },
      ],
    })
    const c = costs(map, s, 'c')
    expect(c['0201']).toBe(1)
    expect(c['0401']).toBeUndefined()
    const out = apply(ctxOf(map), s, { type: 'move', unit: 'c', path: ['0101', '0201', '0301', '0401'] })
    expect(out.ok).toBe(false)
    if (!out.ok) expect(out.refusal.rule).toBe('STACK.2')
  })
})
