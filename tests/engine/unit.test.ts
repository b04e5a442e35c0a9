import { describe, expect, it } from 'vitest'
import { derived } from '../../src/engine/core/derived'
import {
  commandsUnit,
  currentStrength,
  exertsZoc,
  faceOf,
  isOnMap,
  movementAllowance,
  placed,
} from '../../src/engine/core/units'
import { zocMap } from '../../src/engine/movement/zoc'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, unitDef } from '../helpers/testGame'
import { costs } from '../helpers/reach'

describe('UNIT rules', () => {
  it('UNIT.1 a unit is on the map when active with a hex; placed() narrows it or reports an engine bug', () => {
    const s = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'b', side: 'fr', hex: null },
      ],
    })
    expect(isOnMap(s.units.a!)).toBe(true)
    expect(isOnMap(s.units.b!)).toBe(false)
    expect(isOnMap({ ...s.units.a!, status: 'destroyed' })).toBe(false)
    expect(placed(s.units.a!).hex).toBe('0101')
    expect(() => placed(s.units.b!)).toThrow(/not on the map/)
  })

  it('UNIT.1 commanders are not combat units: no zone of control, no stacking limit', () => {
    const map = openMap(3, 1)
    const s = testGame({
      units: [{ id: 'a', side: 'fr', hex: '0101', mp: 4 }],
      commanders: [{ id: 'kutuzov', side: 'ru', hex: '0201' }],
    })
    const ctx = ctxOf(map)
    expect(zocMap(ctx, derived(ctx, s).occ, 'ru').every((v) => v === 0)).toBe(true)
    expect(costs(map, s, 'a')['0301']).toBe(2)
  })

  it('UNIT.2 a demoralized unit uses the values on its back', () => {
    const map = openMap(8, 1)
    const s = testGame({ units: [{ id: 'a', side: 'fr', hex: '0101', str: 8, mp: 4, demoralized: true }] })
    const u = s.units.a!
    expect(faceOf(u)).toEqual({ strength: 4, mp: 2 })
    expect(currentStrength(u)).toBe(4)
    expect(Math.max(...Object.values(costs(map, s, 'a')))).toBe(2)
  })

  it('UNIT.2 the default back is strength halved down (min 1) and MP halved up', () => {
    expect(unitDef({ id: 'x', side: 'fr', hex: null, str: 7, mp: 5 }).back).toEqual({ strength: 3, mp: 3 })
    expect(unitDef({ id: 'y', side: 'fr', hex: null, str: 1, mp: 4 }).back).toEqual({ strength: 1, mp: 2 })
  })

  it('UNIT.3 a limbered battery shows its bracketed defence and exerts no zone; unlimbered it fights at full strength', () => {
    const s = testGame({
      units: [
        {
          id: 'g1',
          side: 'ru',
          type: 'artillery',
          hex: '0101',
          str: 6,
          mp: 4,
          back: { strength: 2, mp: 4 },
          limbered: true,
        },
        { id: 'g2', side: 'ru', type: 'artillery', hex: '0301', str: 6, mp: 4, back: { strength: 2, mp: 4 } },
      ],
    })
    expect(currentStrength(s.units.g1!)).toBe(2)
    expect(exertsZoc(s.units.g1!)).toBe(false)
    expect(currentStrength(s.units.g2!)).toBe(6)
    expect(exertsZoc(s.units.g2!)).toBe(true)
    expect(movementAllowance(s.units.g2!)).toBe(4)
    // Batteries are never demoralized: a placement asking for it is ignored.
    const d = testGame({ units: [{ id: 'g', side: 'ru', type: 'artillery', hex: '0101', demoralized: true }] })
    expect(d.units.g!.demoralized).toBe(false)
  })

  it('UNIT.4 each combat unit carries its nationality into the game', () => {
    const s = testGame({
      units: [
        { id: 'it', side: 'fr', hex: '0101', nationality: 'italian' },
        { id: 'pl', side: 'fr', hex: '0201', nationality: 'polish' },
        { id: 'de', side: 'fr', hex: '0301', nationality: 'german' },
        { id: 'ru', side: 'ru', hex: '0401' },
      ],
    })
    expect(Object.values(s.units).map((u) => u.nationality)).toEqual(['italian', 'polish', 'german', 'russian'])
  })

  it('UNIT.5 a corps commander commands his corps, an army commander his army, a commander-in-chief his side', () => {
    const unit = unitDef({ id: 'u', side: 'ru', hex: null, corps: 'VII', army: '2W' })
    const raevsky = {
      id: 'r',
      side: 'ru' as const,
      name: { ru: '', en: '' },
      rating: 2,
      commands: { side: 'ru' as const, corps: 'VII' },
    }
    const borozdin = { ...raevsky, commands: { side: 'ru' as const, corps: 'VIII' } }
    const bagration = { ...raevsky, commands: { side: 'ru' as const, army: '2W' } }
    const barclay = { ...raevsky, commands: { side: 'ru' as const, army: '1W' } }
    const kutuzov = { ...raevsky, commands: { side: 'ru' as const } }
    const napoleon = { ...raevsky, side: 'fr' as const, commands: { side: 'fr' as const } }
    expect([raevsky, borozdin, bagration, barclay, kutuzov, napoleon].map((c) => commandsUnit(c, unit))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ])
  })
})
