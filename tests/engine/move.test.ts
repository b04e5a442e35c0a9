import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { resetPhaseCounters } from '../../src/engine/sequence/sequence'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'
import { commanderCosts, costs } from '../helpers/reach'
import { say } from '../helpers/say'

// In a one-row map every hex touches the next: 0101–0201–0301–… is a line of neighbours.

describe('MOVE rules', () => {
  it('MOVE.1 a unit may not spend more than its allowance, but may move in several steps', () => {
    const map = openMap(6, 1)
    const ctx = ctxOf(map)
    const s0 = testGame({ units: [{ id: 'a', side: 'fr', hex: '0101', mp: 3 }] })
    expect(costs(map, s0, 'a')).toEqual({ '0201': 1, '0301': 2, '0401': 3 })
    const s1 = play(ctx, s0, { type: 'move', unit: 'a', path: ['0101', '0201'] })
    expect(s1.units.a!.mpSpent).toBe(1)
    expect(costs(map, s1, 'a')).toEqual({ '0101': 1, '0301': 1, '0401': 2 })
    const tooFar = apply(ctx, s1, { type: 'move', unit: 'a', path: ['0201', '0301', '0401', '0501'] })
    expect(tooFar.ok).toBe(false)
    if (!tooFar.ok) expect(tooFar.refusal.rule).toBe('MOVE.1')
    const loop = apply(ctx, s1, { type: 'move', unit: 'a', path: ['0201', '0301', '0201'] })
    expect(loop.ok ? null : loop.refusal.code).toBe('move.back-to-start')
    const s2 = play(ctx, s1, { type: 'move', unit: 'a', path: ['0201', '0301', '0401'] })
    expect(s2.units.a!.hex).toBe('0401')
    expect(s2.units.a!.mpSpent).toBe(3)
  })

  it('MOVE.2 entering costs clear 1, village 1, forest 2, brush 3', () => {
    const map = asciiMap({ rows: ['. v f b .'] })
    const s = testGame({ units: [{ id: 'a', side: 'fr', hex: '0101', mp: 9 }] })
    expect(costs(map, s, 'a')).toEqual({ '0201': 1, '0301': 3, '0401': 6, '0501': 7 })
  })

  it('MOVE.3 a slope adds 2 and a river adds 4; artillery may not cross a river without a bridge', () => {
    const map = asciiMap({ rows: ['.1 .2 .2'], rivers: [['0201', '0301']] })
    const inf = testGame({ units: [{ id: 'inf', side: 'fr', hex: '0101', mp: 9 }] })
    expect(costs(map, inf, 'inf')).toEqual({ '0201': 3, '0301': 8 })
    const gun = testGame({ units: [{ id: 'gun', side: 'fr', type: 'artillery', hex: '0101', mp: 9, limbered: true }] })
    expect(costs(map, gun, 'gun')).toEqual({ '0201': 3 })
    const out = apply(ctxOf(map), gun, { type: 'move', unit: 'gun', path: ['0101', '0201', '0301'] })
    expect(out.ok ? null : out.refusal.rule).toBe('MOVE.5')
  })

  it('MOVE.3 a redoubt front costs infantry 3 more and bars cavalry and artillery', () => {
    // 0201 is a redoubt whose front faces 0101 (its NW side).
    const map = asciiMap({ rows: ['. . .'], redoubts: [{ hex: '0201', fronts: ['NW'] }] })
    const s = testGame({
      units: [
        { id: 'inf', side: 'fr', hex: '0101', mp: 4 },
        { id: 'cav', side: 'fr', type: 'cavalry', hex: '0301', mp: 6 },
      ],
    })
    expect(costs(map, s, 'inf')).toEqual({ '0201': 4 })
    // Cavalry enters the redoubt from behind, but cannot leave through the front.
    expect(costs(map, s, 'cav')).toEqual({ '0201': 1 })
    const out = apply(ctxOf(map), s, { type: 'move', unit: 'cav', path: ['0301', '0201', '0101'] })
    expect(out.ok).toBe(false)
    if (!out.ok) expect(say(out.refusal, 'ru')).toMatch(/фас укрепления/)
    if (!out.ok) expect(out.refusal.rule).toBe('MOVE.3')
  })

  it('MOVE.4 road costs 1 through forest and up a slope; a bridge adds 1', () => {
    const map = asciiMap({
      rows: ['.1 f2 f3 .3'],
      roads: [['0101', '0201', '0301', '0401']],
      rivers: [['0301', '0401']],
      bridges: [['0301', '0401']],
    })
    const s = testGame({ units: [{ id: 'a', side: 'fr', hex: '0101', mp: 4 }] })
    expect(costs(map, s, 'a')).toEqual({ '0201': 1, '0301': 2, '0401': 4 })
  })

  it('MOVE.5 a limbered battery enters forest and brush only along a road', () => {
    const map = asciiMap({ rows: ['. f . b', '. . . .'], roads: [['0102', '0202', '0302', '0301']] })
    const s = testGame({ units: [{ id: 'gun', side: 'fr', type: 'artillery', hex: '0101', mp: 6, limbered: true }] })
    const c = costs(map, s, 'gun')
    expect(c['0201']).toBeUndefined() // forest off the road
    expect(c['0401']).toBeUndefined() // brush off the road
    expect(c['0301']).toBeGreaterThan(0)
    const inf = testGame({ units: [{ id: 'a', side: 'fr', hex: '0101', mp: 6 }] })
    expect(costs(map, inf, 'a')['0201']).toBe(2)
  })

  it('MOVE.6 a battery that starts and ends on road hexes gets one more MP', () => {
    const map = asciiMap({ rows: ['. . . . .', '. . . . .'], roads: [['0101', '0201', '0301', '0401']] })
    const s = testGame({ units: [{ id: 'gun', side: 'fr', type: 'artillery', hex: '0101', mp: 2, limbered: true }] })
    const c = costs(map, s, 'gun')
    expect(c['0401']).toBe(3) // bonus MP, ends on the road
    expect(c['0501']).toBeUndefined()
    expect(c['0102']).toBe(1)
    // Off the road the allowance stays at 2: a 3-MP hex off the road is not reachable.
    expect(Object.entries(c).every(([h, cost]) => cost <= 2 || ['0101', '0201', '0301', '0401'].includes(h))).toBe(true)
    const offRoad = testGame({
      units: [{ id: 'gun', side: 'fr', type: 'artillery', hex: '0102', mp: 2, limbered: true }],
    })
    expect(Math.max(...Object.values(costs(map, offRoad, 'gun')))).toBe(2)
  })

  it('MOVE.7 a battery moves only limbered; limbering costs 2 MP, unlimbering ends its move', () => {
    const map = openMap(6, 1)
    const ctx = ctxOf(map)
    const s0 = testGame({ units: [{ id: 'gun', side: 'fr', type: 'artillery', hex: '0101', mp: 4 }] })
    const blocked = apply(ctx, s0, { type: 'move', unit: 'gun', path: ['0101', '0201'] })
    expect(blocked.ok).toBe(false)
    if (!blocked.ok) expect(blocked.refusal.rule).toBe('MOVE.7')
    const s1 = play(ctx, s0, { type: 'limber', unit: 'gun' })
    expect(s1.units.gun!.limbered).toBe(true)
    expect(costs(map, s1, 'gun')).toEqual({ '0201': 1, '0301': 2 })
    const s2 = play(ctx, s1, { type: 'move', unit: 'gun', path: ['0101', '0201'] }, { type: 'unlimber', unit: 'gun' })
    expect(s2.units.gun!.limbered).toBe(false)
    const again = apply(ctx, s2, { type: 'limber', unit: 'gun' })
    expect(again.ok).toBe(false)
    if (!again.ok) expect([again.refusal.rule, again.refusal.code]).toEqual(['MOVE.7', 'battery.unlimbered-this-phase'])
  })

  it('MOVE.7 unlimbering is recorded for the phase (all MP spent); the side’s next movement phase clears it', () => {
    const map = openMap(6, 1)
    const ctx = ctxOf(map)
    const s0 = testGame({ units: [{ id: 'gun', side: 'fr', type: 'artillery', hex: '0101', mp: 4, limbered: true }] })
    const s1 = play(ctx, s0, { type: 'unlimber', unit: 'gun' })
    expect(s1.units.gun).toMatchObject({ limbered: false, unlimberedThisPhase: true, mpSpent: 4 })
    const next = resetPhaseCounters({ ...s1, phase: 'movement' })
    expect(next.units.gun).toMatchObject({ unlimberedThisPhase: false, mpSpent: 0 })
    expect(apply(ctx, next, { type: 'limber', unit: 'gun' }).ok).toBe(true)
  })

  it('MOVE.8 commanders move 8 MP at cavalry costs, ignore zones, and may not end alone next to an enemy', () => {
    const map = asciiMap({ rows: ['. . . . . . . . . . .'], redoubts: [{ hex: '0201', fronts: ['NW'] }] })
    const s = testGame({
      units: [
        { id: 'friend', side: 'fr', hex: '0501' },
        { id: 'enemy', side: 'ru', hex: '0701' },
      ],
      commanders: [{ id: 'ney', side: 'fr', hex: '0301' }],
    })
    const c = commanderCosts(map, s, 'ney')
    expect(c['0501']).toBe(2) // with his own unit: fine
    expect(c['0401']).toBe(1)
    expect(c['0601']).toBeUndefined() // alone next to the enemy
    expect(c['0101']).toBeUndefined() // cavalry costs: the redoubt front between 0201 and 0101 bars him
    expect(c['0201']).toBe(1)
    // Enemy-occupied hexes stop him: nothing beyond 0701 is reachable.
    expect(c['0801']).toBeUndefined()
    const ctx = ctxOf(map)
    const refused = apply(ctx, s, { type: 'moveCommander', commander: 'ney', path: ['0301', '0401', '0501', '0601'] })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.rule).toBe('MOVE.8')
    const moved = play(ctx, s, { type: 'moveCommander', commander: 'ney', path: ['0301', '0401', '0501'] })
    expect(moved.commanders.ney!.hex).toBe('0501')
  })

  it('MOVE.8 a commander passes through an enemy zone of control freely', () => {
    const map = openMap(6, 2)
    const s = testGame({
      units: [
        { id: 'enemy', side: 'ru', hex: '0302' },
        { id: 'f', side: 'fr', hex: '0501' },
      ],
      commanders: [{ id: 'ney', side: 'fr', hex: '0101' }],
    })
    // Infantry would stop on entering the zone at 0201; the commander reaches his unit at 0501 in 4 MP.
    expect(commanderCosts(map, s, 'ney')['0501']).toBe(4)
  })
})
