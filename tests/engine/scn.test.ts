import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { createGameState, type GameState } from '../../src/engine/core/state'
import { deploymentZone, setupZoneHexes } from '../../src/engine/setup/setup'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, play, unitDef } from '../helpers/testGame'
import { say } from '../helpers/say'

// A 7x3 map; the setup line runs down column 04. Forest at 0601.
const map = asciiMap({ rows: ['. . . . . f .', '. . . . . . .', '. . . . . . .'] })
const ctx = ctxOf(map)
const line = ['0401', '0402', '0403']

function freeSetup(): GameState {
  return createGameState({
    scenarioId: 'test-free',
    mapId: 'test',
    seed: 3,
    units: [
      unitDef({ id: 'r1', side: 'ru', hex: null }),
      unitDef({ id: 'rg', side: 'ru', type: 'artillery', hex: null }),
      unitDef({ id: 'f1', side: 'fr', hex: null }),
    ],
    commanders: [
      { id: 'kutuzov', side: 'ru', name: { ru: 'Кутузов', en: 'Kutuzov' }, rating: 3, commands: { side: 'ru' } },
    ],
    placements: [],
    commanderPlacements: [],
    startPhase: 'setup',
    setup: { line, frenchMinDistance: 3 },
  })
}

const refusedRule = (s: GameState, cmd: Parameters<typeof apply>[2]): string | null => {
  const out = apply(ctx, s, cmd)
  return out.ok ? null : out.refusal.rule
}

describe('SCN.2 free setup', () => {
  it('SCN.2 the Russians set up first, on the line or east of it', () => {
    const s = freeSetup()
    expect([s.phase, s.side]).toEqual(['setup', 'ru'])
    expect(refusedRule(s, { type: 'place', unit: 'r1', hex: '0302' })).toBe('SCN.2')
    expect(refusedRule(s, { type: 'place', unit: 'f1', hex: '0102' })).toBe('SCN.2') // not the French turn yet
    const s1 = play(ctx, s, { type: 'place', unit: 'r1', hex: '0402' })
    expect(s1.units.r1!.hex).toBe('0402')
    // Placing again moves it; null takes it back.
    expect(play(ctx, s1, { type: 'place', unit: 'r1', hex: null }).units.r1!.hex).toBeNull()
  })

  it('SCN.2 one unit a hex, and no battery in forest off a road; batteries may start limbered', () => {
    const s = play(ctx, freeSetup(), { type: 'place', unit: 'r1', hex: '0502' })
    expect(refusedRule(s, { type: 'place', unit: 'rg', hex: '0502' })).toBe('STACK.1')
    expect(refusedRule(s, { type: 'place', unit: 'rg', hex: '0601' })).toBe('MOVE.5')
    expect(refusedRule(s, { type: 'place', unit: 'r1', hex: '0501', limbered: true })).toBe('UNIT.3')
    const s2 = play(ctx, s, { type: 'place', unit: 'rg', hex: '0701', limbered: true })
    expect(s2.units.rg!.limbered).toBe(true)
  })

  it('SCN.2 a side cannot finish until every unit stands legally; then the French set up 3+ hexes away', () => {
    let s = play(ctx, freeSetup(), { type: 'place', unit: 'r1', hex: '0402' })
    const early = apply(ctx, s, { type: 'endPhase' })
    expect(early.ok ? null : early.refusal.code).toBe('setup.incomplete')
    if (!early.ok) expect(early.refusal.units).toEqual(['rg'])
    s = play(ctx, s, { type: 'place', unit: 'rg', hex: '0603' }, { type: 'endPhase' })
    expect([s.phase, s.side]).toEqual(['setup', 'fr'])
    // Kutuzov was not placed by hand: he joins a unit of his command.
    expect(s.commanders.kutuzov!.hex).toBe('0402')
    expect(refusedRule(s, { type: 'place', unit: 'r1', hex: '0502' })).toBe('SCN.2')
    // 0202 is 2 hexes from r1 at 0402: too close. 0101 is 3 away.
    expect(refusedRule(s, { type: 'place', unit: 'f1', hex: '0202' })).toBe('SCN.2')
    const close = apply(ctx, s, { type: 'place', unit: 'f1', hex: '0202' })
    expect(close.ok ? null : [close.refusal.code, say(close.refusal, 'en')]).toEqual([
      'setup.too-close',
      '0202 is too close to the Russians: r1 is 2 hex(es) away; at least 3 are needed.',
    ])
    const east = apply(ctx, s, { type: 'place', unit: 'f1', hex: '0501' })
    expect(east.ok ? null : east.refusal.code).toBe('setup.outside-zone')
    s = play(ctx, s, { type: 'place', unit: 'f1', hex: '0101' }, { type: 'endPhase' })
    expect([s.turn, s.side, s.phase]).toEqual([1, 'fr', 'rally'])
    expect(s.setup).toBeUndefined()
    expect(refusedRule(s, { type: 'place', unit: 'f1', hex: '0102' })).toBe('SCN.2')
  })
})

describe('SCN.2 suggested setup', () => {
  it('SCN.2 "place the rest" gives legal commands that finish both setups', async () => {
    const { suggestSetup } = await import('../../src/engine/setup/setupSuggest')
    let s = freeSetup()
    for (const side of ['ru', 'fr'] as const) {
      expect(s.side).toBe(side)
      const cmds = suggestSetup(ctx, s)
      expect(cmds.length).toBe(side === 'ru' ? 2 : 1)
      s = play(ctx, s, ...cmds, { type: 'endPhase' })
    }
    expect(s.phase).toBe('rally')
    expect(Object.values(s.units).every((u) => u.hex !== null)).toBe(true)
  })
})

describe('SCN.2 setup zones for the board', () => {
  it('SCN.2 the zone as hex codes, kept with the state; the French zone keeps its distance from placed Russians', () => {
    const s = Object.freeze(freeSetup())
    const ru = setupZoneHexes(ctx, s, 'ru')
    expect([...ru].sort()).toEqual([
      '0401',
      '0402',
      '0403',
      '0501',
      '0502',
      '0503',
      '0601',
      '0602',
      '0603',
      '0701',
      '0702',
      '0703',
    ])
    expect(setupZoneHexes(ctx, s, 'ru')).toBe(ru)
    const zone = deploymentZone(ctx, s.setup!, 'ru', s)
    expect(ru.size).toBe(zone.reduce((a, b) => a + b, 0))
    // A Russian unit at 0402 keeps the French 3+ hexes away: only column 01 is left.
    const s1 = play(ctx, s, { type: 'place', unit: 'r1', hex: '0402' })
    expect([...setupZoneHexes(ctx, s1, 'fr')].sort()).toEqual(['0101', '0102', '0103'])
    // Outside a free setup there is no zone.
    expect(setupZoneHexes(ctx, Object.freeze({ ...s, phase: 'movement' as const }), 'fr').size).toBe(0)
  })
})
