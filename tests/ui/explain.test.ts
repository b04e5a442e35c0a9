// The pure helpers behind the tooltips and the rules search.
import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { allUnits, borodinoMapData, commanders } from '../../src/data/bundled'
import { apply } from '../../src/engine/core/apply'
import { hexId, loadMap } from '../../src/engine/map/map'
import { RULE_IDS } from '../../src/engine/core/rules'
import { RULE_BOOK as RULES } from '../../src/i18n/content/rules'
import { tutorialGame } from '../../src/tutorial/game'
import { Movement } from '../../src/engine'
import { hexInfo } from '../../src/ui/explain/hexInfo'
import { unitInfo } from '../../src/ui/explain/unitInfo'
import { searchReference } from '../../src/ui/rules/ruleSearch'
import { ctxOf, testGame } from '../helpers/testGame'
import { openMap } from '../helpers/testMap'
import { say } from '../helpers/say'

const map = loadMap(borodinoMapData)
const ctx = { map }
const movement = () => {
  const out = apply(ctx, tutorialGame(allUnits, commanders), { type: 'rally' })
  if (!out.ok) throw new Error(say(out.refusal, 'en'))
  return out.state
}

describe('hover explanations', () => {
  it('prices a step with its parts, and says why a hex is out of reach', () => {
    const s = movement()
    const forest = Movement.explainHex(ctx, s, 'fr-I-5', null, '1521')
    expect(forest?.step).toMatchObject({
      from: '1420',
      step: 2,
      total: 2,
      parts: [{ kind: 'terrain', amount: 2, rule: 'MOVE.2' }],
    })
    const far = Movement.explainHex(ctx, s, 'fr-I-5', null, '1621')
    expect(far?.why?.rule).toBe('MOVE.1')
    expect(far?.step?.parts.map((p) => p.kind)).toEqual(['terrain', 'slope'])
    expect(Movement.explainHex(ctx, s, 'fr-I-5', null, '1719')?.why?.rule).toBe('STACK.2')
  })

  it('blames a zone of control when the way would be affordable without it', () => {
    const small = openMap(7, 7)
    const smallCtx = ctxOf(small)
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'a', side: 'fr', hex: '0104', mp: 4 },
        { id: 'r', side: 'ru', hex: '0303' },
      ],
    })
    const blamed = small.geo.codes.filter((h) => Movement.explainHex(smallCtx, s, 'a', null, h)?.why?.rule === 'ZOC.4')
    expect(blamed.length).toBeGreaterThan(0)
    expect(say(Movement.explainHex(smallCtx, s, 'a', null, at(blamed, 0))?.why, 'en')).toMatch(
      /zone of control at \d{4}/,
    )
  })

  it('describes a hex and a unit', () => {
    const s = movement()
    expect(hexInfo(map, hexId(map, '1919')).fronts).toEqual(['SW', 'NW'])
    expect(hexInfo(map, hexId(map, '1619')).roads.length).toBeGreaterThan(0)
    // Every river and road is named with the sides it runs along (a river between two hexes: opposite sides).
    const withRiver = map.geo.codes.map((c) => hexInfo(map, hexId(map, c))).filter((i) => i.rivers.length)
    expect(withRiver.length).toBeGreaterThan(20)
    for (const i of withRiver) for (const r of i.rivers) expect(r.dirs.length).toBeGreaterThan(0)
    expect(hexInfo(map, hexId(map, '1619')).roads.every((r) => r.dirs.length > 0)).toBe(true)
    const i4 = unitInfo(map, s, s.units['fr-I-4']!)
    expect(i4.stacked.map((c) => c.id)).toEqual(['davout'])
    expect(i4.bonus).toBe(3)
    expect(i4.zocBy).toEqual([])
  })
})

describe('rules search', () => {
  it('finds by id and by words, in both languages', () => {
    expect(searchReference('en', RULES.en, RULE_IDS, 'zoc.4')?.rules).toEqual(['ZOC.4'])
    expect(searchReference('ru', RULES.ru, RULE_IDS, 'кустарник')?.rules).toContain('MOVE.2')
    expect(searchReference('en', RULES.en, RULE_IDS, 'river bridge')?.rules).toContain('MOVE.3')
    expect(searchReference('en', RULES.en, RULE_IDS, '')).toBeNull()
    expect(searchReference('en', RULES.en, RULE_IDS, 'xyzzy')?.rules).toEqual([])
  })

  it('has worked examples for the tricky rules', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const id of ['ZOC.4', 'CBT.3', 'CBT.10', 'ART.3', 'CMD.2', 'CMD.4', 'MOVE.6'])
        expect(RULES[lang][id]!.example, `${lang} ${id}`).toBeTruthy()
  })
})
