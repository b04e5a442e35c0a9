// The analysis' words: the same keys in Russian and English, no empty text, and costs labelled as expected.
import { describe, expect, it } from 'vitest'
import { ANALYSIS_STRINGS } from '../../src/i18n/analysis'

const keys = (o: unknown, prefix = ''): string[] =>
  typeof o === 'object' && o !== null
    ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)]

describe('analysis strings', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(keys(ANALYSIS_STRINGS.en).sort()).toEqual(keys(ANALYSIS_STRINGS.ru).sort())
    for (const lang of ['ru', 'en'] as const)
      for (const k of keys(ANALYSIS_STRINGS[lang])) {
        const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ANALYSIS_STRINGS[lang])
        const text = typeof v === 'function' ? String((v as (...a: unknown[]) => string)(1, 2, 3, 0.5)) : v
        expect(typeof text === 'string' && text.length > 0, `${lang} ${k}`).toBe(true)
      }
  })

  it('say that costs and losses are expected, with the numbers given', () => {
    expect(ANALYSIS_STRINGS.ru.verdict('Ошибка', 3.25)).toBe('Ошибка: −3,3 ОС (ожидаемых) против выбора компьютера')
    expect(ANALYSIS_STRINGS.en.verdict('Mistake', 3.25)).toBe("Mistake: −3.3 expected SP against the computer's choice")
    expect(ANALYSIS_STRINGS.en.attack('III-10', 2, 0.5, 1 / 3)).toBe(
      'attack on III-10: expected losses 2.0 SP for the enemy, 0.5 SP own, destroyed 33%',
    )
  })
})
