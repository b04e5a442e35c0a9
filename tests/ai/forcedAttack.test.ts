// A unit sent next to the enemy for an attack set up with batteries' support gets that support: the batteries stay
// in range through the movement plan, and the combat plan does not spend them on a fire first when the forced
// attack (CBT.3) is then made alone at bad odds (issue 29: a Russian cavalry corps attacked a division at −7 alone).
import { describe, expect, test } from 'vitest'
import { decide, type AiLevel } from '../../src/ai'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { apply } from '../../src/engine/core/apply'
import { batteriesCovering } from '../../src/engine/combat/queries'
import { loadMap } from '../../src/engine/map/map'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const NORMAL = { level: 'normal' as const, seed: 5 }
const rows = Array.from({ length: 9 }, () => '. . . . . . . . . .')
const ctx = ctxOf(asciiMap({ rows }))

describe('an attack set up with batteries gets their support', () => {
  test('the batteries the set-up counted on stay in range of its target', () => {
    // A French division (17) two hexes in front of three Russian batteries; a Russian cavalry corps (11) can ride
    // next to it. Its attack is worth making only with the batteries' fire.
    const s = testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0405', str: 17 },
        { id: 'fr2', side: 'fr', hex: '0203', str: 8 },
        { id: 'ruA1', side: 'ru', hex: '0604', str: 6, type: 'artillery' },
        { id: 'ruA2', side: 'ru', hex: '0605', str: 6, type: 'artillery' },
        { id: 'ruA3', side: 'ru', hex: '0606', str: 9, type: 'artillery' },
        { id: 'ruC', side: 'ru', hex: '0905', str: 11, mp: 7, type: 'cavalry' },
        { id: 'ruI', side: 'ru', hex: '0705', str: 10 },
      ],
    })
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    expect(after.units.ruC!.hex).toBe('0404') // the set-up is made
    // In range of fr1 with the corps next to it: all three.
    expect(batteriesCovering(ctx, { ...after, phase: 'combat' }, '0405').map((b) => b.unit)).toHaveLength(3)
  })

  test('a forced attack that needs the batteries is made with them, not after they fire alone', () => {
    // The cavalry corps already stands next to the division and must attack it (CBT.3): alone at −4, with the
    // battery's support at +5. The battery's fire alone at −8 would leave the corps to attack alone.
    const s = testGame({
      side: 'ru',
      phase: 'combat',
      units: [
        { id: 'fr1', side: 'fr', hex: '0405', str: 17 },
        { id: 'ruC', side: 'ru', hex: '0404', str: 11, mp: 7, type: 'cavalry' },
        { id: 'ruA', side: 'ru', hex: '0705', str: 9, type: 'artillery' },
      ],
    })
    for (const level of ['easy', 'normal', 'hard'] as AiLevel[]) {
      expect(decide(ctx, s, 'ru', { level, seed: 5, budget: 2 })).toEqual([
        { type: 'attack', defender: 'fr1', attackers: ['ruC'], batteries: ['ruA'] },
      ])
    }
  })
})

describe('the reported game: the cavalry by the flèches', () => {
  // The historical start (game seed 7): the French I-5 steps to 1818, next to the flèches, and ends its turn. The
  // Russian 4th Cavalry Corps rides to 1817 to attack it with the flèches' batteries; before, the batteries limbered
  // and fell back to Semenovskoye, fired alone, and the corps attacked I-5 alone at −4.
  const real: Ctx = { map: loadMap(borodinoMapData) }
  const start = (): GameState => {
    const r = newGameFromScenario(real, historicalScenario, allUnits, commanders, 7)
    if (!r.ok) throw new Error(r.error.join('; '))
    return play(
      real,
      r.value,
      { type: 'rally' },
      { type: 'move', unit: 'fr-I-5', path: ['1520', '1619', '1719', '1818'] },
      { type: 'endPhase' },
      { type: 'endPhase' },
      { type: 'rally' },
    )
  }

  test.each(['normal', 'hard'] as AiLevel[])(
    '%s: no Russian unit attacks at a negative differential',
    (level) => {
      const opts = { level, seed: 200, budget: 8 }
      const s0 = start()
      let s = play(real, s0, ...decide(real, s0, 'ru', opts))
      const diffs: number[] = []
      for (let i = 0; i < 40 && s.side === 'ru' && s.phase === 'combat'; i++) {
        for (const c of decide(real, s, s.pending[0]?.side ?? 'ru', opts)) {
          const out = apply(real, s, c)
          if (!out.ok) throw new Error(out.refusal.code)
          for (const e of out.events)
            if (e.type === 'combat-resolved' && s.units[e.defender]!.side === 'fr') diffs.push(e.diff)
          s = out.state
        }
      }
      expect(diffs.filter((d) => d < 0)).toEqual([])
    },
    120_000,
  )
})
