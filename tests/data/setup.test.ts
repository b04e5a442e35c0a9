import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import {
  deploymentZone,
  forbiddenTerrain,
  validateSetup,
  validateSetupRules,
  type SetupRules,
  type SetupViolation,
} from '../../src/engine/setup/setup'
import { formatSetupViolation } from '../../src/i18n'
import type { GameState } from '../../src/engine/core/state'
import { allUnits, commanders, hypotheticalScenario } from '../../src/data/bundled'
import { ctx, map, named } from './fixtures'

const rules = hypotheticalScenario.setup as SetupRules
const g = map.geo

function freshSetup(): GameState {
  const res = newGameFromScenario(ctx, hypotheticalScenario, allUnits, commanders, 1)
  if (!res.ok) throw new Error(res.error.join('\n'))
  return res.value
}

/** Greedy placement: each unit of a side into the first free zone hex its type may use, east to west for Russians. */
function placeAll(state: GameState, side: 'fr' | 'ru'): void {
  const zone = deploymentZone(ctx, rules, side, state)
  const taken = new Set(
    Object.values(state.units)
      .filter((u) => u.hex)
      .map((u) => hexId(map, u.hex!)),
  )
  const order = [...zone.keys()]
    .filter((id) => zone[id])
    .sort((a, b) => (side === 'ru' ? g.col[b]! - g.col[a]! : g.col[a]! - g.col[b]!) || a - b)
  for (const u of Object.values(state.units).filter((x) => x.side === side)) {
    const id = order.find((h) => !taken.has(h) && !forbiddenTerrain(ctx, h, u.type))!
    taken.add(id)
    u.hex = at(g.codes, id)
  }
}

describe('hypothetical setup (SCN.2)', () => {
  it('SCN.2 the line runs edge to edge through Borodino, the Raevsky battery, Semenovskoye and Utitsa', () => {
    expect(validateSetupRules(map, rules)).toEqual([])
    for (const p of ['Borodino', 'Raevsky battery', 'Semenovskoye', 'Utitsa'])
      expect(rules.line, p).toContain(g.codes[named(p)])
  })

  it('SCN.2 a line with a gap is reported', () => {
    const broken = { ...rules, line: rules.line.filter((_, i) => i !== 5) }
    expect(validateSetupRules(map, broken).join('\n')).toMatch(/not adjacent/)
  })

  it('SCN.2 Russians deploy on or east of the line, the French west of it', () => {
    const ru = deploymentZone(ctx, rules, 'ru')
    const fr = deploymentZone(ctx, rules, 'fr')
    for (const c of rules.line) expect(ru[hexId(map, c)]).toBe(1)
    expect(ru[named('Gorki')]).toBe(1)
    expect(fr[named('Shevardino')]).toBe(1)
    expect(ru[named('Shevardino')]).toBe(0)
    for (let id = 0; id < g.n; id++) expect(ru[id]! + fr[id]!, g.codes[id]).toBe(1)
  })

  it('SCN.2 the French zone leaves out every hex within 5 of a Russian unit', () => {
    const state = freshSetup()
    state.units['ru-V-jaeg']!.hex = at(g.codes, named('Borodino'))
    const fr = deploymentZone(ctx, rules, 'fr', state)
    for (let id = 0; id < g.n; id++) if (distance(g, id, named('Borodino')) <= 5) expect(fr[id], g.codes[id]).toBe(0)
    const six = [...fr.keys()].find(
      (id) => distance(g, id, named('Borodino')) === 6 && deploymentZone(ctx, rules, 'fr')[id],
    )
    expect(six).toBeDefined()
    expect(fr[six!]).toBe(1)
  })

  it('SCN.2 a full legal setup exists for both sides', () => {
    const state = freshSetup()
    placeAll(state, 'ru')
    expect(validateSetup(ctx, rules, state, 'ru')).toEqual([])
    placeAll(state, 'fr')
    expect(validateSetup(ctx, rules, state, 'fr')).toEqual([])
  })

  it('SCN.2 validateSetup names the unit, hex and rule of each violation', () => {
    const state = freshSetup()
    const west = at(g.codes, named('Shevardino'))
    const east = at(g.codes, named('Gorki'))
    const forest = g.codes.find(
      (_, id) => deploymentZone(ctx, rules, 'ru')[id] && forbiddenTerrain(ctx, id, 'artillery'),
    )!
    for (const u of Object.values(state.units)) if (u.side === 'ru') u.hex = null
    state.units['ru-II-4']!.hex = west // outside the Russian zone
    state.units['ru-II-17']!.hex = east
    state.units['ru-IV-11']!.hex = east // stacked with the 17th
    state.units['ru-V-art']!.hex = forest // battery in forest off the road
    const ru = validateSetup(ctx, rules, state, 'ru')
    const find = (unit: string, rule: string) => ru.find((v) => v.unit === unit && v.rule === rule)
    const words = (v: SetupViolation | undefined, lang: 'ru' | 'en') =>
      v ? formatSetupViolation(v, state.units[v.unit]!.name[lang], lang) : undefined
    expect(find('ru-II-4', 'SCN.2')?.hex).toBe(west)
    expect(words(find('ru-II-4', 'SCN.2'), 'en')).toMatch(/west of the Borodino – Semenovskoye – Utitsa line/)
    expect(words(find('ru-IV-11', 'STACK.1'), 'en')).toMatch(/already holds ru-II-17/)
    expect(find('ru-V-art', 'MOVE.5')?.hex).toBe(forest)
    expect(words(find('ru-VI-7', 'SCN.2'), 'en')).toMatch(/not placed/)
    expect(words(find('ru-VI-7', 'SCN.2'), 'ru')).toMatch(/не выставлена/)

    state.units['ru-V-jaeg']!.hex = at(g.codes, named('Borodino'))
    const near = [...g.codes.keys()].find(
      (id) => deploymentZone(ctx, rules, 'fr')[id] && distance(g, id, named('Borodino')) === 3,
    )
    expect(near).toBeDefined()
    state.units['fr-I-5']!.hex = at(g.codes, near!) // 3 hexes from the Jaegers in Borodino
    state.units['fr-I-4']!.hex = east // east of the line
    const fr = validateSetup(ctx, rules, state, 'fr')
    expect(
      words(
        fr.find((v) => v.unit === 'fr-I-5' && v.rule === 'SCN.2'),
        'en',
      ),
    ).toMatch(/closer than 6 hexes/)
    expect(
      words(
        fr.find((v) => v.unit === 'fr-I-4' && v.rule === 'SCN.2'),
        'en',
      ),
    ).toMatch(/not west of the line/)
  })
})
