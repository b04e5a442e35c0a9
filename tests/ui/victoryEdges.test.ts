// WIN.2's edges are said the way the rule counts them: the meter's ticks and ranges, the tooltip and the rule
// itself put 26 % and 35 % in the band above them and 50 % in the band below it.
import { describe, expect, it } from 'vitest'
import { bandOfLosses } from '../../src/engine/ai'
import { RULE_BOOK as RULES } from '../../src/i18n/content/rules'
import { en } from '../../src/i18n/en'
import { ru } from '../../src/i18n/ru'

/** The band of a percentage, as the engine counts it (losses out of a total of 100). */
const bandOfPct = (p: number) => bandOfLosses(p, 100)
const ORDER = ['russian-decisive', 'russian-marginal', 'french-marginal', 'french-decisive'] as const
const OR_MORE = { ru: (p: number) => `${p}% и больше`, en: (p: number) => `${p}% or more` }
const LESS = { ru: (p: number) => `меньше ${p}%`, en: (p: number) => `less than ${p}%` }
const MORE = { ru: (p: number) => `больше ${p}%`, en: (p: number) => `more than ${p}%` }

describe('WIN.2 band edges in words', () => {
  for (const [lang, t] of [
    ['ru', ru],
    ['en', en],
  ] as const) {
    it(`${lang}: each range says on which side of an edge the edge itself falls, as the engine counts`, () => {
      expect(t.losses.ranges).toHaveLength(4)
      for (const edge of [26, 35, 50]) {
        const above = ORDER.indexOf(bandOfPct(edge))
        const below = ORDER.indexOf(bandOfPct(edge - 0.01))
        if (above > below) {
          // The edge opens the band above it: "35% or more" there, "less than 35%" below.
          expect(t.losses.ranges[above]).toContain(OR_MORE[lang](edge))
          expect(t.losses.ranges[below]).toContain(LESS[lang](edge))
          expect(t.losses.ticks[[26, 35, 50].indexOf(edge)]).toBe(`≥${edge}%`)
        } else {
          // The edge closes its band: "more than 50%" is the next one.
          expect(t.losses.ranges[ORDER.indexOf(bandOfPct(edge + 0.01))]).toContain(MORE[lang](edge))
          expect(t.losses.ticks[[26, 35, 50].indexOf(edge)]).toBe(`>${edge}%`)
        }
      }
    })

    it(`${lang}: no "26–35%" style range is left in the tooltip, the glossary or the rule`, () => {
      const tip = t.losses.tip(0, '0.0', 0)
      for (const text of [tip, RULES[lang]['WIN.2']!.text]) {
        expect(text).not.toMatch(/\d+\s*[–-]\s*\d+\s*%|от \d+ до \d+|\d+ to \d+%/)
        expect(text).toContain(OR_MORE[lang](35))
        expect(text).toContain(OR_MORE[lang](26))
      }
    })
  }
})
