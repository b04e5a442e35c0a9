// Russian phrases about a unit agree with every unit's name: «Конница» is feminine and «Гоплиты» plural, so a verb
// or participle right after a name would be wrong for one of them; the phrases put «отряд» before the name instead.
import { describe, expect, it } from 'vitest'
import { phalanxRu } from '../../src/i18n/phalanx.ru'
import { phalanxUiRu } from '../../src/i18n/phalanxUi.ru'

const NAMES = { cavalry: 'S-C1', hoplites: 'S-H1' }
// A name (not set after «отряд») followed at once by a past-tense verb or a short participle (-л, -ла, -лся, -н, -ён …).
const AGREES =
  /(?<![Оо]тряд )(Конница 1 \(юг\)|Гоплиты 1 \(юг\)) (уже )?[а-яё]+(л|ла|лся|лась|н|на|ён|ена|ан|ана)[ .,:]/

describe('Phalanx Russian words agree with the unit', () => {
  for (const [kind, id] of Object.entries(NAMES)) {
    it(`no refusal or event puts a gendered verb right after «${kind}»`, () => {
      const p = {
        unit: id,
        target: id,
        by: id,
        units: [id],
        attackers: [id],
        step: 1,
        hex: '0508',
        speed: 2,
        steps: 3,
        facing: 0,
        type: 'x',
        fields: [],
        phase: 'movement',
        expected: 'facing',
      }
      const name = phalanxRu.unitName
      for (const [code, say] of Object.entries(phalanxRu.refusal)) expect(say(p, name), code).not.toMatch(AGREES)
      const e = { ...p, from: '0507', path: ['0508'], to: 1, strength: 3, defence: 3, die: 4, gameTurn: 1, ownTurn: 1 }
      for (const k of ['moved', 'faced', 'routed', 'attackDeclared', 'defenceRolled', 'attackFailed'] as const) {
        const say = phalanxRu.event[k] as (e: unknown, n: typeof name) => string
        expect(say(e, name), k).not.toMatch(AGREES)
      }
      expect(phalanxUiRu.panel.moved).not.toMatch(/ил$/)
    })
  }

  it('a side (Юг, Север: masculine) breaks in the masculine', () => {
    expect(phalanxUiRu.end.reason.break('Юг')).toBe('Юг потерял четыре отряда и отступил с поля.')
  })
})
