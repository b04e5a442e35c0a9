import { describe, expect, test } from 'vitest'
import { bandOfLosses, bandOfPct, RUSSIAN_TOTAL, victoryStatus } from '../../src/engine/sequence/victory'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'
import { ofType, ok, withDice } from './cbtHelpers'

const open = ctxOf(openMap(5, 6))

describe('WIN.1 losses', () => {
  test('WIN.1 destroyed Russian units count their front strength, batteries included, whatever side is up', () => {
    const s = withDice(
      testGame({
        phase: 'combat',
        units: [
          { id: 'fr1', side: 'fr', hex: '0303', str: 40 },
          { id: 'ruB', side: 'ru', type: 'artillery', hex: '0304', str: 5, limbered: true },
        ],
      }),
      [4],
    )
    const r = ok(open, s, { type: 'attack', defender: 'ruB', attackers: ['fr1'] })
    expect(r.state.units.ruB!.status).toBe('destroyed')
    expect(r.state.losses.ru).toBe(5)
    expect(victoryStatus(r.state)).toMatchObject({ losses: 5, final: false, band: 'russian-decisive' })
    expect(victoryStatus(r.state).lossesPct).toBeCloseTo((5 / RUSSIAN_TOTAL) * 100, 10)
  })
})

describe('WIN.2 bands', () => {
  test('WIN.2 band edges: 25.5% decisive Russian, 26 and 34.9 Russian marginal, 35 and 50 French marginal, 50.3 decisive French', () => {
    expect(bandOfPct(25.5)).toBe('russian-decisive')
    expect(bandOfPct(26)).toBe('russian-marginal')
    expect(bandOfPct(34.9)).toBe('russian-marginal')
    expect(bandOfPct(35)).toBe('french-marginal')
    expect(bandOfPct(50)).toBe('french-marginal')
    expect(bandOfPct(50.3)).toBe('french-decisive')
  })
  test('WIN.2 in whole points of 314: 81 (25.8%) decisive Russian, 82 marginal; 157 (50%) French marginal, 158 decisive', () => {
    expect(bandOfLosses(81)).toBe('russian-decisive')
    expect(bandOfLosses(82)).toBe('russian-marginal')
    expect(bandOfLosses(109)).toBe('russian-marginal')
    expect(bandOfLosses(110)).toBe('french-marginal')
    expect(bandOfLosses(157)).toBe('french-marginal')
    expect(bandOfLosses(158)).toBe('french-decisive')
    // Exact edges on a 100-point army: 26, 35 and 50 exactly.
    expect([bandOfLosses(26, 100), bandOfLosses(35, 100), bandOfLosses(50, 100), bandOfLosses(51, 100)]).toEqual([
      'russian-marginal',
      'french-marginal',
      'french-marginal',
      'french-decisive',
    ])
  })
  test('WIN.2 after turn 20 the game-over event carries the final result', () => {
    let s = testGame({ phase: 'combat', side: 'ru', turn: 20, units: [] })
    s = { ...s, losses: { fr: 0, ru: 158 } }
    const r = ok(open, s, { type: 'endPhase' })
    expect(ofType(r.events, 'game-over')[0]).toMatchObject({ losses: 158, band: 'french-decisive' })
    expect(victoryStatus(r.state).final).toBe(true)
  })
})
