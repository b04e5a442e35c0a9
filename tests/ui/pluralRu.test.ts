// Russian nouns after a number take one of three forms; the sentences that count things use them.
import { describe, expect, it } from 'vitest'
import { pluralRu } from '../../src/i18n/pluralRu'
import { ru } from '../../src/i18n/ru'
import { phalanxUiRu } from '../../src/i18n/phalanxUi.ru'

describe('pluralRu', () => {
  it('picks the form for 1, 2, 5, 11, 21, 22, 111, 0', () => {
    const f = (n: number) => pluralRu(n, 'отряд', 'отряда', 'отрядов')
    expect([1, 2, 5, 11, 12, 14, 21, 22, 25, 111, 0].map(f)).toEqual([
      'отряд',
      'отряда',
      'отрядов',
      'отрядов',
      'отрядов',
      'отрядов',
      'отряд',
      'отряда',
      'отрядов',
      'отрядов',
      'отрядов',
    ])
  })
  it('the sentences agree with their number', () => {
    expect(ru.panel.undoLimit(20)).toBe('Можно отменить до 20 последних действий этой фазы.')
    expect(ru.panel.undoLimit(21)).toBe('Можно отменить до 21 последнего действия этой фазы.')
    expect(phalanxUiRu.panel.mustLeave(1)).toContain('в лагере ещё 1 отряд —')
    expect(phalanxUiRu.panel.mustLeave(2)).toContain('в лагере ещё 2 отряда —')
    expect(phalanxUiRu.panel.mustLeave(5)).toContain('в лагере ещё 5 отрядов —')
  })
})
