// Derived data (occupancy, zones of control) is reached per state through derived(); a command that
// hands its changes over with carryOver must give the same tables as a rebuild from scratch.
import { describe, expect, it } from 'vitest'
import { derived, derivedKey, derivedTable } from '../../src/engine/core/derived'
import { computeOccupancy } from '../../src/engine/movement/occupancy'
import { zocMap } from '../../src/engine/movement/zoc'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

describe('derived data per state', () => {
  const map = openMap(8, 3)
  const ctx = ctxOf(map)
  // Frozen, as every state the engine hands out.
  const s0 = Object.freeze(
    testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0102', mp: 4 },
        { id: 'gun', side: 'fr', type: 'artillery', hex: '0101', mp: 4, limbered: true },
        { id: 'r', side: 'ru', hex: '0702' },
      ],
      commanders: [{ id: 'ney', side: 'fr', hex: '0102' }],
    }),
  )

  it('ZOC.1 one state, one set of tables; a draft gets its own', () => {
    expect(derived(ctx, s0)).toBe(derived(ctx, s0))
    expect(derived(ctx, { ...s0 })).not.toBe(derived(ctx, { ...s0 }))
  })

  it('ZOC.1 the tables are kept per map, not per context object: a fresh { map } reads the same ones', () => {
    expect(derived({ map }, s0)).toBe(derived(ctx, s0))
    expect(zocMap({ map }, derived({ map }, s0).occ, 'ru')).toBe(zocMap(ctx, derived(ctx, s0).occ, 'ru'))
    expect(derived(ctxOf(openMap(8, 3)), s0)).not.toBe(derived(ctx, s0))
  })

  it('ZOC.1 a move, an unlimbering and a commander move carry the tables over, equal to a rebuild', () => {
    const ruZoc = zocMap(ctx, derived(ctx, s0).occ, 'ru')
    const s1 = play(ctx, s0, { type: 'move', unit: 'a', path: ['0102', '0202', '0302'] })
    const s2 = play(ctx, s1, { type: 'unlimber', unit: 'gun' })
    const s3 = play(ctx, s2, { type: 'moveCommander', commander: 'ney', path: ['0102', '0202'] })
    for (const s of [s1, s2, s3]) {
      const occ = derived(ctx, s).occ
      const fresh = computeOccupancy(map, s)
      expect(Array.from(occ.unitAt)).toEqual(Array.from(fresh.unitAt))
      expect(occ.units.map((u) => u.hex)).toEqual(occ.units.map((u) => s.units[u.id]?.hex))
      for (const side of ['fr', 'ru'] as const)
        expect(Array.from(zocMap(ctx, occ, side))).toEqual(Array.from(zocMap(ctx, fresh, side)))
    }
    // The French moves left the Russian zone as it was: the table is shared, not rebuilt.
    expect(zocMap(ctx, derived(ctx, s1).occ, 'ru')).toBe(ruZoc)
    expect(derived(ctx, s3).occ).toBe(derived(ctx, s2).occ)
  })

  it('ZOC.1 a derived table is computed once per state and kept with its other derived data', () => {
    let runs = 0
    const key = derivedKey('test:units', (_ctx, s) => {
      runs++
      return Object.keys(s.units).length
    })
    expect(derivedTable(ctx, s0, key)).toBe(3)
    expect(derivedTable(ctx, s0, key)).toBe(3)
    expect(runs).toBe(1)
    expect(derived(ctx, s0).tables?.get(key)).toBe(3)
    // A draft is never kept; the next state gets its own table, even where its occupancy is carried over.
    derivedTable(ctx, { ...s0 }, key)
    expect(runs).toBe(2)
    const s1 = play(ctx, s0, { type: 'moveCommander', commander: 'ney', path: ['0102', '0202'] })
    expect(derived(ctx, s1).occ).toBe(derived(ctx, s0).occ)
    derivedTable(ctx, s1, key)
    expect(runs).toBe(3)
  })
})
