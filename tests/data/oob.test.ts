import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { checkOob, RUSSIAN_TOTAL } from '../../tools/data/checks'
import { allUnits, commanders } from '../../src/data/bundled'
import { toUnitDef, type OobSources } from '../../tools/data/oobSources'
import { commandsUnit } from '../../src/engine/core/units'
import { readJson } from './fixtures'

const sum = (side: string): number => allUnits.filter((u) => u.side === side).reduce((a, u) => a + u.front.strength, 0)
const copy = () => structuredClone(allUnits)

describe('orders of battle', () => {
  it('UNIT.6 Russian front strengths sum to 314', () => {
    expect(sum('ru')).toBe(RUSSIAN_TOTAL)
    const broken = copy()
    broken.find((u) => u.side === 'ru')!.front.strength += 1
    expect(checkOob(broken, commanders).join('\n')).toMatch(/add up to 315, not 314/)
  })

  it('UNIT.1–5 ids unique, values positive, backs as UNIT.2/UNIT.3 say, commanders command units', () => {
    expect(checkOob(allUnits, commanders)).toEqual([])
  })

  it('UNIT.2 a back stronger than its front is reported', () => {
    const broken = copy()
    const u = broken.find((x) => x.type === 'infantry')!
    u.back.strength = u.front.strength + 1
    expect(checkOob(broken, commanders).join('\n')).toMatch(new RegExp(`${u.id}: back is stronger`))
  })

  it('UNIT.3 a battery whose limbered side moves differently is reported', () => {
    const broken = copy()
    const u = broken.find((x) => x.type === 'artillery')!
    u.back.mp = 1
    expect(checkOob(broken, commanders).join('\n')).toMatch(new RegExp(`battery ${u.id}`))
  })

  it('duplicate unit ids are reported', () => {
    const broken = copy()
    at(broken, 1).id = at(broken, 0).id
    expect(checkOob(broken, commanders).join('\n')).toMatch(/duplicate unit id/)
  })

  it('UNIT.5 a commander of a corps that does not exist is reported', () => {
    const broken = structuredClone(commanders)
    at(broken, 2).commands = { side: at(broken, 2).side, corps: 'XXX' }
    expect(checkOob(allUnits, broken).join('\n')).toMatch(/commands no unit/)
  })

  it('UNIT.5 army commanders: Napoleon all French, Murat the cavalry reserve, Kutuzov all Russians, Barclay 1W, Bagration 2W', () => {
    const by = (id: string) => commanders.find((c) => c.id === id)!
    const mine = (id: string) => allUnits.filter((u) => commandsUnit(by(id), u)).length
    expect(mine('napoleon')).toBe(allUnits.filter((u) => u.side === 'fr').length)
    expect(mine('kutuzov')).toBe(allUnits.filter((u) => u.side === 'ru').length)
    expect(mine('murat')).toBe(allUnits.filter((u) => u.army === 'cav-reserve').length)
    expect(mine('barclay') + mine('bagration')).toBe(allUnits.filter((u) => u.side === 'ru').length)
  })

  it('UNIT.4 contingents carry their nationality', () => {
    const nat = (id: string) => allUnits.find((u) => u.id === id)!.nationality
    expect(nat('fr-V-16')).toBe('polish')
    expect(nat('fr-IV-ig')).toBe('italian')
    expect(nat('fr-VIII-23')).toBe('german')
    expect(nat('fr-III-25')).toBe('german')
    expect(nat('fr-cIV-7h')).toBe('german')
  })

  it('counters follow from the men-and-guns table at one scale for both sides', () => {
    const src = readJson<OobSources>('data/oob-sources.json')
    expect(src.units.map((u) => toUnitDef(src, u))).toEqual(allUnits)
    // Only the documented earthwork adjustments, Russian only.
    expect(
      src.units
        .filter((u) => u.adj)
        .map((u) => u.id)
        .sort(),
    ).toEqual(['ru-art-fleches-1', 'ru-art-fleches-2', 'ru-art-raevsky'])
  })
})
