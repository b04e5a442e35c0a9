// The coach's answers in words: percentages from exact fractions (never 0 % or 100 % unless exactly so), ranges where
// a player's choice decides, expected points, and each consequence and warning worded from its facts, in both languages.
import { describe, expect, test } from 'vitest'
import { Coach } from '../../src/engine'
import {
  chanceText,
  consequenceText,
  decimalOf,
  givenChance,
  percentOf,
  percentText,
  pointsText,
  warningText,
} from '../../src/i18n/coach'
import { coachRu } from '../../src/i18n/coach.ru'
import { coachEn } from '../../src/i18n/coach.en'
import type { CoachNames } from '../../src/i18n'

const f = Coach.fraction
const b = (low: Coach.Fraction, high: Coach.Fraction = low): Coach.Bounds => ({ low, high })
const names: CoachNames = {
  unit: (id) => `U:${id}`,
  commander: (id) => `C:${id}`,
  side: (s) => (s === 'fr' ? 'FR' : 'RU'),
}

describe('percentages from exact fractions', () => {
  test('rounded half up to a whole percent, with the language’s sign', () => {
    expect(percentText(f(1, 3), 'ru')).toBe('33\u00a0%')
    expect(percentText(f(1, 3), 'en')).toBe('33%')
    expect(percentText(f(2, 3), 'en')).toBe('67%')
    expect(percentText(f(1, 8), 'en')).toBe('13%') // 12.5 rounds up
    expect(percentText(f(0), 'en')).toBe('0%')
    expect(percentText(f(1), 'en')).toBe('100%')
  })
  test('a chance neither impossible nor certain never shows as 0 % or 100 %', () => {
    expect(percentText(f(1, 1000), 'en')).toBe('<1%')
    expect(percentText(f(999, 1000), 'en')).toBe('>99%')
    // Big dice trees: exact bigints, no rounding before the display.
    expect(percentText(f(10n ** 30n - 1n, 10n ** 30n), 'ru')).toBe('>99\u00a0%')
  })
  test('a range where a later choice decides; one figure when the bounds are the same', () => {
    expect(chanceText(b(f(0), f(1, 3)), 'ru')).toBe('0–33\u00a0%')
    expect(chanceText(b(f(1, 2)), 'en')).toBe('50%')
    expect(chanceText(b(f(332, 1000), f(334, 1000)), 'en')).toBe('≈33%')
  })
  test('expected points to one decimal, with the language’s decimal mark', () => {
    expect(pointsText(b(f(21, 10)), 'ru')).toBe('2,1')
    expect(pointsText(b(f(21, 10)), 'en')).toBe('2.1')
    expect(pointsText(b(f(4, 3), f(13, 6)), 'en')).toBe('1.3–2.2')
    expect(pointsText(b(f(0)), 'en')).toBe('0.0')
  })
})

describe('consequences and warnings worded from their facts', () => {
  test('CBT.9 a blocked retreat reads as the unit destroyed, with its distance', () => {
    const c: Coach.Consequence = {
      code: 'no-retreat',
      rule: 'CBT.9',
      unit: 'ru1',
      side: 'ru',
      distance: 2,
      probability: b(f(1)),
    }
    expect(consequenceText(c, coachRu, names)).toBe('U:ru1: отступление на 2 перекрыто — уничтожена')
    expect(consequenceText(c, coachEn, names)).toBe('U:ru1: retreat of 2 blocked — destroyed')
    expect(givenChance(c, 'ru')).toBeNull() // certain given the result: no chance shown
    expect(givenChance({ ...c, probability: b(f(0), f(1, 2)) }, 'en')).toBe('0–50%')
  })
  test('CBT.10 a retreat names the hexes offered and where it may end', () => {
    const r: Coach.Consequence = {
      code: 'retreat',
      rule: 'CBT.10',
      unit: 'fr1',
      side: 'fr',
      distance: 2,
      hexes: ['0303', '0403'],
      ends: ['0302'],
      probability: f(1),
    }
    expect(consequenceText(r, coachRu, names)).toBe('U:fr1 отступает на 2 — через 0303, 0403, до 0302')
    expect(consequenceText({ ...r, distance: 1, ends: ['0303'] }, coachEn, names)).toBe('U:fr1 retreats 1 — to 0303')
  })
  test('CMD.2, CBT.8, ART.6, CMD.5 each have their words', () => {
    expect(
      consequenceText(
        { code: 'holds', rule: 'CMD.2', unit: 'a', commander: 'ney', probability: f(1, 2) },
        coachEn,
        names,
      ),
    ).toBe('U:a holds: C:ney keeps it in place')
    const ex: Coach.Consequence = {
      code: 'exchange',
      rule: 'CBT.8',
      side: 'fr',
      need: 4,
      choices: [],
      probability: f(1),
    }
    expect(consequenceText(ex, coachRu, names)).toContain('FR')
    expect(consequenceText({ code: 'no-effect', rule: 'ART.6', probability: f(1) }, coachRu, names)).toBe(
      coachRu.noEffect,
    )
    const cap: Coach.Consequence = {
      code: 'captured',
      rule: 'CMD.5',
      commander: 'ney',
      side: 'fr',
      probability: b(f(0), f(1)),
    }
    expect(consequenceText(cap, coachRu, names)).toBe('C:ney попадает в плен')
  })
  test('CMD.5 and CBT.9 warnings name the commander, the unit, the hex and the enemies', () => {
    const alone: Coach.Warning = {
      code: 'commander-alone',
      rule: 'CMD.5',
      commander: 'ney',
      hex: '0303',
      mayStillMove: false,
    }
    expect(warningText(alone, coachRu, names)).toBe(
      'C:ney останется один рядом с противником (0303) и в конце фазы попадёт в плен — сам он уйти уже не может',
    )
    const captured: Coach.Warning = {
      code: 'commander-captured',
      rule: 'CMD.5',
      commander: 'ney',
      side: 'fr',
      hex: '0303',
    }
    expect(warningText(captured, coachEn, names)).toBe(
      'C:ney (0303) is alone next to the enemy: captured at the end of the phase',
    )
    const blocked: Coach.Warning = {
      code: 'retreat-blocked',
      rule: 'CBT.9',
      unit: 'fr1',
      hex: '0304',
      blocked: [
        { enemy: 'ru1', distance: 1 },
        { enemy: 'ru1', distance: 2 },
      ],
    }
    expect(warningText(blocked, coachEn, names)).toBe(
      'U:fr1 (0304) loses its last retreat from U:ru1: a retreat would destroy it',
    )
    const none: Coach.Warning = { code: 'no-retreat', rule: 'CBT.9', unit: 'fr1', hex: '0103', enemies: ['ru1', 'ru2'] }
    expect(warningText(none, coachRu, names)).toContain('U:ru1, U:ru2')
  })
})

describe('numbers given as numbers, in the same words as the exact ones', () => {
  test('a chance is never 0 or 100 unless it is so; Russian puts a space before % and a comma in decimals', () => {
    expect(percentOf(0.004, 'ru')).toBe('<1\u00a0%')
    expect(percentOf(0.996, 'en')).toBe('>99%')
    expect(percentOf(1, 'en')).toBe('100%')
    expect(percentOf(0.5, 'ru')).toBe('50\u00a0%')
    expect(decimalOf(1.25, 'ru')).toBe('1,3')
    expect(decimalOf(-0.01, 'en')).toBe('0.0')
  })
})
