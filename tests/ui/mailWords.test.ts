// Play by mail's words: both games take the shared lines from one source (src/i18n/pbmShared.*), and «Фаланга»'s
// name no dice in a game without the dice rule (PH-OPT.1), in Russian and English alike.
import { describe, expect, it } from 'vitest'
import { pbmEn } from '../../src/i18n/pbm.en'
import { pbmRu } from '../../src/i18n/pbm.ru'
import { phalanxPbmEnFor } from '../../src/i18n/phalanxPbm.en'
import { phalanxPbmRuFor } from '../../src/i18n/phalanxPbm.ru'
import { phalanxUiEn } from '../../src/i18n/phalanxUi.en'
import { phalanxUiRu } from '../../src/i18n/phalanxUi.ru'

/** Every text of a words object, functions called with sample arguments. */
function texts(o: unknown): string[] {
  if (typeof o === 'string') return [o]
  if (typeof o === 'function') return [String((o as (...a: unknown[]) => unknown)('south', 2, 3))]
  if (typeof o === 'object' && o !== null) return Object.values(o).flatMap(texts)
  return []
}

const DICE = /кубик|брос|\bdice\b|\bdie\b|\broll/i

describe('play by mail’s words', () => {
  it('name no dice in a Phalanx game without the dice rule, and do with it', () => {
    for (const words of [phalanxPbmRuFor(false), phalanxPbmEnFor(false)]) {
      const found = texts(words).filter((s) => DICE.test(s))
      expect(found).toEqual([])
    }
    for (const words of [phalanxPbmRuFor(true), phalanxPbmEnFor(true)]) {
      expect(words.intro).toMatch(DICE)
      expect(words.problem.reveal).toMatch(DICE)
      expect(words.status.opening).toMatch(DICE)
    }
  })

  it('share their common lines with Borodino’s, which always has dice', () => {
    for (const [b, ph] of [
      [pbmRu, phalanxPbmRuFor(true)],
      [pbmEn, phalanxPbmEnFor(true)],
    ] as const) {
      expect(ph.problem).toEqual(b.problem)
      for (const k of ['title', 'send', 'open', 'sendAgain', 'join', 'leave', 'startSure', 'answered'] as const)
        expect(ph[k]).toBe(b[k])
      expect(ph.status.play).toBe(b.status.play)
    }
  })

  it('have the same shape in both languages', () => {
    const keys = (o: object): string[] => Object.keys(o).sort()
    for (const dice of [false, true]) {
      expect(keys(phalanxPbmEnFor(dice))).toEqual(keys(phalanxPbmRuFor(dice)))
      expect(keys(phalanxPbmEnFor(dice).turn)).toEqual(keys(phalanxPbmRuFor(dice).turn))
    }
    expect(keys(pbmEn)).toEqual(keys(pbmRu))
  })

  it('say a game by mail is not played at one screen, and name dice only with the dice rule', () => {
    for (const i of [phalanxUiRu.intro, phalanxUiEn.intro]) {
      expect(i.whatMail('Юг', false)).not.toMatch(/одним экраном|one screen/)
      expect(i.whatMail('Юг', false)).not.toMatch(/кубик есть|a die too/)
      expect(i.whatMail('Юг', true)).toMatch(/кубик|die/)
    }
  })
})
