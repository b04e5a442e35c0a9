// Russian search with a stemmer (MiniSearch + Snowball): natural questions find their rules and terms.
import { describe, expect, it } from 'vitest'
import { RULE_IDS } from '../../src/engine/core/rules'
import { GLOSSARY, TERMS } from '../../src/i18n/content/glossary'
import { RULE_BOOK as RULES } from '../../src/i18n/content/rules'
import { searchReference } from '../../src/ui/rules/ruleSearch'

const ru = (q: string) => searchReference('ru', RULES.ru, RULE_IDS, q)
const en = (q: string) => searchReference('en', RULES.en, RULE_IDS, q)

// Issue 16's four Russian questions: the answer must come first (or among the first three), not merely be found.
describe('Russian search', () => {
  it('«сколько клеток может пройти пехота» finds MOVE.1 among the first three', () => {
    expect(ru('сколько клеток может пройти пехота')?.rules.slice(0, 3)).toContain('MOVE.1')
  })
  it('«почему не может двигаться» finds ZOC.4 first, with UNIT.3 and MOVE.7 among the results', () => {
    const hits = ru('почему не может двигаться')?.rules
    expect(hits?.[0]).toBe('ZOC.4')
    expect(hits).toEqual(expect.arrayContaining(['UNIT.3', 'MOVE.7']))
  })
  it('«значок» finds the counter symbols first', () => {
    expect(ru('значок')?.terms[0]).toBe('symbols')
    expect(ru('значки на фишке')?.terms.slice(0, 3)).toContain('symbols')
  })
  it('«как победить» finds WIN.1 first', () => {
    expect(ru('как победить')?.rules[0]).toBe('WIN.1')
  })
  it('word endings do not matter: «дальность хода», «уничтожить часть»', () => {
    expect(ru('дальность хода')?.rules).toContain('MOVE.1')
    expect(ru('уничтожить часть')?.terms).toContain('destroyed')
  })
  it('English questions too', () => {
    expect(en('how to win')?.rules[0]).toBe('WIN.1')
    expect(en("why can't it move")?.rules.slice(0, 3)).toContain('ZOC.4')
    expect(en('why cannot move')?.rules).toEqual(expect.arrayContaining(['ZOC.4', 'MOVE.7']))
  })
})

describe('glossary', () => {
  it('has every term in both languages, each citing existing rules', () => {
    for (const t of TERMS) {
      expect(GLOSSARY.ru[t.id]?.term, t.id).toBeTruthy()
      expect(GLOSSARY.en[t.id]?.term, t.id).toBeTruthy()
      for (const r of t.rules) expect(RULE_IDS, `${t.id} → ${r}`).toContain(r)
    }
    expect(Object.keys(GLOSSARY.ru).sort()).toEqual(TERMS.map((t) => t.id).sort())
    expect(Object.keys(GLOSSARY.en).sort()).toEqual(TERMS.map((t) => t.id).sort())
  })
})
