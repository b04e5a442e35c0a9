import { describe, expect, it } from 'vitest'
import { RULE_IDS } from '../../src/engine/core/rules'
import { RULE_BOOK as RULES } from '../../src/i18n/content/rules'
import { en } from '../../src/i18n/en'
import { enMore } from '../../src/i18n/en.more'
import { ru } from '../../src/i18n/ru'
import { ruMore } from '../../src/i18n/ru.more'

const STRINGS = { ru: { ...ru, ...ruMore }, en: { ...en, ...enMore } }

const keys = (o: unknown, prefix = ''): string[] =>
  typeof o === 'object' && o !== null && !Array.isArray(o)
    ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)]

describe('strings', () => {
  it('every rule id has a title and a paragraph in both languages', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const id of RULE_IDS) {
        expect(RULES[lang][id]?.title, `${lang} ${id}`).toBeTruthy()
        expect(RULES[lang][id]?.text.length, `${lang} ${id}`).toBeGreaterThan(20)
      }
      expect(Object.keys(RULES[lang]).sort()).toEqual([...RULE_IDS].sort())
    }
  })

  it('the Russian and English dictionaries have the same keys', () => {
    expect(keys(STRINGS.en).sort()).toEqual(keys(STRINGS.ru).sort())
  })

  it("the first screen's strings and those of the screens opened on demand do not overlap", () => {
    for (const [first, more] of [
      [ru, ruMore],
      [en, enMore],
    ] as const)
      expect(Object.keys(first).filter((k) => k in more)).toEqual([])
  })
})

describe('the computer levels', () => {
  it('are named alike in both games, in both languages', async () => {
    const { phalanxUiRu } = await import('../../src/i18n/phalanxUi.ru')
    const { phalanxUiEn } = await import('../../src/i18n/phalanxUi.en')
    for (const [words, ph] of [
      [STRINGS.ru, phalanxUiRu],
      [STRINGS.en, phalanxUiEn],
    ] as const) {
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expect(ph.ai.levelName[level]).toBe(words.ai.level[level])
        expect(ph.newGame.level[level]).toBe(words.ai.kind[level])
      }
    }
  })
})
