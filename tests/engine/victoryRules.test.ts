// WIN.3 (the whole day's variants) and WIN.4 (a short scenario's objectives and both sides' losses), on tiny
// positions where the rule decides; the seed rule's own tests are win.test.ts.
import { describe, expect, test } from 'vitest'
import { bandOfLosses, victoryStatus } from '../../src/engine/sequence/victory'
import type { LossesRule, ObjectivesRule } from '../../src/engine/core/victoryRule'
import { victoryRuleProblems } from '../../src/engine/setup/scenarioVictory'
import { describeEvent } from '../../src/i18n/events'
import type { GameState } from '../../src/engine/core/state'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'
import { ofType, ok } from './cbtHelpers'

const open = ctxOf(openMap(5, 6))
const withRule = (s: GameState, victory: GameState['victory'], losses = s.losses): GameState => ({
  ...s,
  victory,
  losses,
})
const empty = () => testGame({ phase: 'combat', side: 'ru', units: [] })

describe('WIN.3 the whole day under a variant', () => {
  test('WIN.3 with no French weight and WIN.2 edges the rule gives WIN.2 exactly, for every loss 0–314', () => {
    const seedLike: LossesRule = { kind: 'losses', frWeight: 0, edges: [26, 35, 50] }
    for (let ru = 0; ru <= 314; ru++) {
      const v = victoryStatus(withRule(empty(), seedLike, { ru, fr: 100 }))
      expect(v.band, `${ru}`).toBe(bandOfLosses(ru))
    }
  })

  test('WIN.3 both losses: the French share of 323 is taken off the Russian share of 314', () => {
    const both: LossesRule = { kind: 'losses', frWeight: 1, edges: [19, 28, 43] }
    // 157 of 314 is 50%, 0 French: a score of 50, a decisive French victory.
    expect(victoryStatus(withRule(empty(), both, { ru: 157, fr: 0 })).band).toBe('french-decisive')
    // The same Russian loss with 323 French points lost (100%): 50 − 100 = −50, a decisive Russian victory.
    expect(victoryStatus(withRule(empty(), both, { ru: 157, fr: 323 })).band).toBe('russian-decisive')
    // 50% − 22% (71.06 of 323 → 71 points = 21.98%) = 28.02: French marginal; with 72 points (22.29%) 27.7: Russian.
    expect(victoryStatus(withRule(empty(), both, { ru: 157, fr: 71 })).band).toBe('french-marginal')
    expect(victoryStatus(withRule(empty(), both, { ru: 157, fr: 72 })).band).toBe('russian-marginal')
    const v = victoryStatus(withRule(empty(), both, { ru: 157, fr: 71 }))
    expect(v.rule).toBe('WIN.3')
    expect(v.score).toBeCloseTo(50 - (71 / 323) * 100, 10)
  })

  test('WIN.3 handicap: the edges move, the count does not', () => {
    const handicap: LossesRule = { kind: 'losses', frWeight: 0, edges: [43, 52, 67] }
    // 160 points (51%): a decisive French victory under WIN.2, a marginal Russian one under the handicap.
    expect(bandOfLosses(160)).toBe('french-decisive')
    expect(victoryStatus(withRule(empty(), handicap, { ru: 160, fr: 0 })).band).toBe('russian-marginal')
    // 52% of 314 is 163.28: 163 points fall short, 164 make the French marginal victory.
    expect(victoryStatus(withRule(empty(), handicap, { ru: 163, fr: 0 })).band).toBe('russian-marginal')
    expect(victoryStatus(withRule(empty(), handicap, { ru: 164, fr: 0 })).band).toBe('french-marginal')
  })
})

const objectives: ObjectivesRule = {
  kind: 'objectives',
  decisive: 10,
  objectives: [
    { hex: '0303', points: 5, holder: 'ru', name: { ru: 'А', en: 'A' } },
    { hex: '0305', points: 3, holder: 'ru', name: { ru: 'Б', en: 'B' } },
  ],
}

describe('WIN.4 objectives held at the end and both sides’ losses', () => {
  test('WIN.4 an objective is held by the side standing on it; an empty one stays with its holder', () => {
    const s = withRule(
      testGame({
        units: [
          { id: 'fr1', side: 'fr', hex: '0303' },
          { id: 'ru1', side: 'ru', hex: '0405' },
        ],
      }),
      objectives,
    )
    const v = victoryStatus(s)
    expect(v.rule).toBe('WIN.4')
    expect(v.objectives).toEqual([
      { hex: '0303', points: 5, side: 'fr' },
      { hex: '0305', points: 3, side: 'ru' },
    ])
    expect(v.points).toEqual({ fr: 5, ru: 3 })
    expect(v.band).toBe('french-marginal')
  })

  test('WIN.4 each side scores the enemy strength destroyed: level points are a draw, the margin decides', () => {
    const s = testGame({ units: [{ id: 'ru1', side: 'ru', hex: '0303' }] })
    // Russians hold both (8); French losses 4 → Russian 12; Russian losses 12 → French 12: a draw.
    expect(victoryStatus(withRule(s, objectives, { ru: 12, fr: 4 }))).toMatchObject({
      points: { fr: 12, ru: 12 },
      score: 0,
      band: 'draw',
    })
    expect(victoryStatus(withRule(s, objectives, { ru: 22, fr: 4 })).band).toBe('french-decisive')
    expect(victoryStatus(withRule(s, objectives, { ru: 21, fr: 4 })).band).toBe('french-marginal')
    expect(victoryStatus(withRule(s, objectives, { ru: 3, fr: 4 })).band).toBe('russian-marginal')
    expect(victoryStatus(withRule(s, objectives, { ru: 2, fr: 4 })).band).toBe('russian-decisive')
  })

  test('WIN.4 points a side holds from the start count with its others, and bad start points are named', () => {
    const s = testGame({ units: [{ id: 'ru1', side: 'ru', hex: '0303' }] })
    const credited: ObjectivesRule = { ...objectives, start: { ru: 30 } }
    // The Russians hold both (8) and are credited 30: French losses 4 make 42; Russian losses 42 make a draw.
    expect(victoryStatus(withRule(s, credited, { ru: 42, fr: 4 }))).toMatchObject({
      points: { fr: 42, ru: 42 },
      band: 'draw',
    })
    // Without the credit the same losses are a decisive French victory.
    expect(victoryStatus(withRule(s, objectives, { ru: 42, fr: 4 })).band).toBe('french-decisive')
    // French start points count with the French points: the Russians' 12 (both objectives, French losses 4) against
    // the French 11 credited and Russian losses 2 (13) is a French marginal victory; without the credit, Russian.
    const frCredited: ObjectivesRule = { ...objectives, start: { fr: 11 } }
    expect(victoryStatus(withRule(s, frCredited, { ru: 2, fr: 4 }))).toMatchObject({
      points: { fr: 13, ru: 12 },
      band: 'french-marginal',
    })
    expect(victoryStatus(withRule(s, objectives, { ru: 2, fr: 4 })).band).toBe('russian-decisive')
    const bad = { ...objectives, start: { ru: -1 } } as ObjectivesRule
    expect(victoryRuleProblems(open.map, bad, 'victory').join(' ')).toContain('start points')
    expect(victoryRuleProblems(open.map, credited, 'victory')).toEqual([])
  })

  test('SEQ.1 WIN.4 a short scenario ends after its own last turn, and the game-over event carries its points', () => {
    let s = withRule(testGame({ phase: 'combat', side: 'ru', turn: 8, units: [] }), objectives, { ru: 30, fr: 0 })
    s = { ...s, lastTurn: 8 }
    const r = ok(open, s, { type: 'endPhase' })
    expect(r.state.phase).toBe('over')
    expect(ofType(r.events, 'game-over')[0]).toMatchObject({
      rule: 'WIN.4',
      band: 'french-decisive',
      points: { fr: 30, ru: 8 },
    })
    expect(victoryStatus(r.state).final).toBe(true)
    // The log says the result in the rule's own terms, not in Russian losses.
    const over = ofType(r.events, 'game-over')[0]!
    expect(describeEvent(over, 'en', (id) => id)).toBe(
      'The game is over. French points 30, Russian 8: decisive French victory.',
    )
    // Without a last turn of its own the game goes on to turn 9.
    const on = ok(open, { ...s, lastTurn: undefined }, { type: 'endPhase' })
    expect(on.state.turn).toBe(9)
  })
})
