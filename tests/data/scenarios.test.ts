import { describe, expect, it } from 'vitest'
import { hexId } from '../../src/engine/map/map'
import { newGameFromScenario, validateScenarioData, type ScenarioData } from '../../src/engine/setup/scenario'
import { forbiddenTerrain } from '../../src/engine/setup/setup'
import { checkStartGap } from '../../tools/data/checks'
import { allUnits, commanders, historicalScenario, hypotheticalScenario } from '../../src/data/bundled'
import { ctx, map, named } from './fixtures'

const byId = new Map(allUnits.map((u) => [u.id, u]))
const hist = (): ScenarioData => structuredClone(historicalScenario)
const problems = (s: ScenarioData): string => validateScenarioData(ctx, s, allUnits, commanders).join('\n')

describe('scenarios', () => {
  it('SCN.1 the historical scenario is valid: every unit and commander placed', () => {
    expect(validateScenarioData(ctx, historicalScenario, allUnits, commanders)).toEqual([])
  })

  it('STACK.1 no two combat units share a hex in either setup', () => {
    for (const s of [historicalScenario, hypotheticalScenario]) {
      const hexes = s.placements.filter((p) => p.hex !== null).map((p) => p.hex)
      expect(new Set(hexes).size, s.id).toBe(hexes.length)
    }
  })

  it('MOVE.5 every unit stands on terrain its type may occupy', () => {
    for (const p of historicalScenario.placements) {
      expect(forbiddenTerrain(ctx, hexId(map, p.hex!), byId.get(p.unit)!.type), `${p.unit} at ${p.hex}`).toBe(false)
    }
  })

  it('SCN.1 no French unit starts within one hex of a Russian unit', () => {
    expect(checkStartGap(map, historicalScenario, allUnits, 2)).toEqual([])
    const s = hist()
    s.placements.find((p) => p.unit === 'fr-IV-13')!.hex = '1610' // next to the Jaegers in Borodino
    expect(checkStartGap(map, s, allUnits, 2).join('\n')).toMatch(/fr-IV-13 and ru-V-jaeg start 1 hex/)
  })

  it('SCN.1 the Life-Guard Jaegers hold Borodino, batteries stand in the Raevsky battery and the flèches', () => {
    const at = (unit: string) => hexId(map, historicalScenario.placements.find((p) => p.unit === unit)!.hex!)
    expect(at('ru-V-jaeg')).toBe(named('Borodino'))
    expect(at('ru-art-raevsky')).toBe(named('Raevsky battery'))
    const fleches = new Set(map.data.redoubts.filter((r) => r.name?.en === 'Bagration flèches').map((r) => r.hex))
    expect(fleches.has(map.geo.codes[at('ru-art-fleches-1')]!)).toBe(true)
    expect(fleches.has(map.geo.codes[at('ru-art-fleches-2')]!)).toBe(true)
  })

  it('validateScenarioData lists every problem: unknown unit, off-map hex, shared hex, forest battery, duplicate, missing', () => {
    const s = hist()
    const forest = map.geo.codes.find((_, id) => forbiddenTerrain(ctx, id, 'artillery'))!
    s.placements.push({ unit: 'xx-nobody', hex: '0101' })
    s.placements.find((p) => p.unit === 'fr-I-5')!.hex = '9999'
    s.placements.find((p) => p.unit === 'fr-I-4')!.hex = s.placements.find((p) => p.unit === 'fr-I-2')!.hex
    s.placements.find((p) => p.unit === 'fr-G-art-1')!.hex = forest
    s.placements.push({ unit: 'fr-V-16', hex: '0102' })
    s.placements = s.placements.filter((p) => p.unit !== 'ru-VII-12')
    const text = problems(s)
    expect(text).toMatch(/unknown unit "xx-nobody"/)
    expect(text).toMatch(/fr-I-5: hex "9999" is not on the map/)
    expect(text).toMatch(/share hex .* \(STACK\.1\)/)
    expect(text).toMatch(/battery fr-G-art-1 stands in forest or brush/)
    expect(text).toMatch(/fr-V-16 is placed twice/)
    expect(text).toMatch(/ru-VII-12 is missing/)
  })

  it('SCN.1 a historical game starts at the French rally phase of turn 1', () => {
    const res = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 7)
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect([res.value.phase, res.value.side, res.value.turn]).toEqual(['rally', 'fr', 1])
    expect(res.value.units['ru-V-jaeg']!.hex).toBe('1711')
  })

  it('SCN.2 a hypothetical game starts with the Russian setup, every unit off the map', () => {
    const res = newGameFromScenario(ctx, hypotheticalScenario, allUnits, commanders, 7)
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect([res.value.phase, res.value.side]).toEqual(['setup', 'ru'])
    expect(Object.values(res.value.units).every((u) => u.hex === null)).toBe(true)
  })

  it('a bad scenario gives its problems instead of a game', () => {
    const s = hist()
    s.placements[0]!.hex = '0000'
    const res = newGameFromScenario(ctx, s, allUnits, commanders, 7)
    expect(res.ok).toBe(false)
  })
})
