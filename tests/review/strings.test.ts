import { describe, expect, it } from 'vitest'
import { REVIEW_STRINGS } from '../../src/i18n/review'

const keys = (o: unknown, prefix = ''): string[] =>
  typeof o === 'object' && o !== null && !Array.isArray(o)
    ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)]

describe('battle record strings', () => {
  it('have the same keys in Russian and English, and no empty text', () => {
    expect(keys(REVIEW_STRINGS.en).sort()).toEqual(keys(REVIEW_STRINGS.ru).sort())
    for (const lang of ['ru', 'en'] as const) {
      for (const k of keys(REVIEW_STRINGS[lang])) {
        const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], REVIEW_STRINGS[lang])
        const text = typeof v === 'function' ? (v as (...a: unknown[]) => string)(1, 'x', 'y', 'z') : v
        expect(typeof text === 'string' && text.length > 0, `${lang} ${k}`).toBe(true)
      }
    }
  })
})
