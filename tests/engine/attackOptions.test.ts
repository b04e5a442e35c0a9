// The "where can I attack?" query (CBT.1–7, ART.1–5 with MOVE and ZOC.4): tiny maps where each rule matters.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { attackOptions, noAttackReason, threatOptions } from '../../src/engine/combat/attackOptions'
import type { GameState } from '../../src/engine/core/state'
import { apply } from '../../src/engine/core/apply'
import { hexId, loadMap } from '../../src/engine/map/map'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

const open = ctxOf(openMap(8, 9))

describe('attackOptions', () => {
  test('movement phase: an enemy within reach of a hex next to it is attackable, a far one is not (MOVE.1, CBT.1)', () => {
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0301', str: 6, mp: 4 },
        { id: 'ru1', side: 'ru', hex: '0305', str: 4 },
        { id: 'ru2', side: 'ru', hex: '0309', str: 4 },
      ],
    })
    const opts = attackOptions(open, s)
    expect(opts.map((o) => o.target)).toEqual(['ru1'])
    const o = at(opts, 0)
    expect(o.kind).toBe('melee')
    expect(o.needsMove).toBe(true)
    expect(o.attackers).toHaveLength(1)
    expect(o.diff).toBe(2)
    // +1…+2 column: D1 on 4, 5, 6; A1 on 1–3.
    expect(o.pRetreat).toBeCloseTo(0.5)
    expect(o.pAttackerHurt).toBeCloseTo(0.5)
  })

  test('movement phase: a unit that attacked last turn still counts, its mark is cleared only when combat begins (CBT.1)', () => {
    // fr1 fought last turn and stands next to ru1; its `attacked` mark stays until its next combat phase begins.
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0304', str: 6 },
        { id: 'ru1', side: 'ru', hex: '0305', str: 4 },
      ],
    })
    const stale = { ...s, units: { ...s.units, fr1: { ...s.units.fr1!, attacked: true } } }
    const opts = attackOptions(open, stale)
    expect(opts.map((o) => o.target)).toEqual(['ru1'])
    expect(at(at(opts, 0).attackers, 0)).toEqual({ unit: 'fr1', from: '0304' })
    expect(noAttackReason({ ...stale, units: { fr1: stale.units.fr1 } })).toBe('reach')
    // In the combat phase the mark is real: that unit has attacked.
    expect(attackOptions(open, { ...stale, phase: 'combat' })).toEqual([])
  })

  test('ZOC.4: a zone of control in the way stops the unit short of the target', () => {
    // ru2's zone covers every way towards ru1 except paths longer than 4 MP.
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0301', str: 6, mp: 4 },
        { id: 'ru2', side: 'ru', hex: '0303', str: 2 },
        { id: 'ru1', side: 'ru', hex: '0305', str: 4 },
      ],
    })
    expect(attackOptions(open, s).map((o) => o.target)).toEqual(['ru2'])
  })

  test('CBT.4: no melee across a river; an unlimbered battery in range and sight fires (ART.1–2)', () => {
    const around = ['0201', '0302', '0303', '0203', '0103', '0102'].map((h): [string, string] => ['0202', h])
    const map = asciiMap({ rows: ['. . . .', '. . . .', '. . . .', '. . . .'], rivers: around })
    const ctx = ctxOf(map)
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0101', str: 6, mp: 1 },
        { id: 'ru1', side: 'ru', hex: '0202', str: 4 },
      ],
    })
    expect(attackOptions(ctx, s)).toEqual([])
    const withGun = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0101', str: 6, mp: 1 },
        { id: 'frA', side: 'fr', type: 'artillery', hex: '0104', str: 3 },
        { id: 'ru1', side: 'ru', hex: '0202', str: 4 },
      ],
    })
    const o = at(attackOptions(ctx, withGun), 0)
    expect(o).toMatchObject({ target: 'ru1', kind: 'fire', needsMove: false, attackers: [] })
    expect(o.batteries).toEqual([{ unit: 'frA', from: '0104' }])
    expect(o.pAttackerHurt).toBe(0)
  })

  test('STACK.1: two attackers that can reach only the same hex count once, the stronger', () => {
    // The only clear hex next to ru1 (0202) is 0102: the rest is forest, where melee is barred (CBT.4).
    const map = asciiMap({ rows: ['. f f f', '. . f f', 'f f f f', '. f f f'] })
    const ctx = ctxOf(map)
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0101', str: 3, mp: 4 },
        { id: 'fr2', side: 'fr', hex: '0104', str: 5, mp: 4 },
        { id: 'ru1', side: 'ru', hex: '0202', str: 4 },
      ],
    })
    const o = attackOptions(ctx, s).find((x) => x.target === 'ru1')
    expect(o?.attackers.map((a) => a.unit)).toEqual(['fr2'])
    expect(o?.attack).toBe(5)
  })

  test('combat phase: only the attacks legal now, every adjacent attacker together', () => {
    const s = testGame({
      phase: 'combat',
      units: [
        { id: 'fr1', side: 'fr', hex: '0304', str: 4 },
        { id: 'fr2', side: 'fr', hex: '0403', str: 3 },
        { id: 'fr3', side: 'fr', hex: '0301', str: 9 },
        { id: 'ru1', side: 'ru', hex: '0305', str: 4 },
      ],
    })
    const opts = attackOptions(open, s)
    expect(opts.map((o) => o.target)).toEqual(['ru1'])
    expect(at(opts, 0).attackers.map((a) => a.unit)).toEqual(['fr1'])
    expect(at(opts, 0).needsMove).toBe(false)
  })

  test('threats: the enemy units that could reach my units in their next phase', () => {
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'fr1', side: 'fr', hex: '0300', str: 4 },
        { id: 'fr2', side: 'fr', hex: '0308', str: 4 },
        { id: 'ru1', side: 'ru', hex: '0306', str: 8, mp: 4 },
      ],
    })
    const t = threatOptions(open, s)
    expect(t.map((o) => o.target)).toEqual(['fr2'])
    expect(at(at(t, 0).attackers, 0).unit).toBe('ru1')
  })

  test('historical turn 1: the French can attack the Guard Jägers in Borodino', () => {
    const map = loadMap(borodinoMapData)
    const ctx = ctxOf(map)
    const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
    if (!start.ok) throw new Error('scenario')
    const out = apply(ctx, start.value, { type: 'endPhase' })
    if (!out.ok) throw new Error('end rally')
    const jaeg = attackOptions(ctx, out.state).find((o) => o.target === 'ru-V-jaeg')
    expect(jaeg?.diff).toBeGreaterThan(0)
    expect(jaeg?.pRetreat).toBeGreaterThan(0.5)
  })
})

describe('attackOptions: an honest best case', () => {
  test('a hex next to the target holds one attacker, each attacker counts once (STACK.1, CBT.1)', () => {
    // The target sits in the corner: fewer free hexes around it than attackers that can reach them.
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'ru1', side: 'ru', hex: '0101', str: 2 },
        { id: 'fr1', side: 'fr', hex: '0404', str: 6, mp: 8 },
        { id: 'fr2', side: 'fr', hex: '0504', str: 6, mp: 8 },
        { id: 'fr3', side: 'fr', hex: '0405', str: 6, mp: 8 },
        { id: 'fr4', side: 'fr', hex: '0505', str: 6, mp: 8 },
      ],
    })
    const map = open.map
    const around = [...Array(6).keys()]
      .map((d) => map.geo.neighbor[hexId(map, '0101') * 6 + d]!)
      .filter((n) => n >= 0).length
    const o = at(attackOptions(open, s), 0)
    expect(around).toBeLessThan(4)
    expect(o.attackers).toHaveLength(around)
    expect(new Set(o.attackers.map((a) => a.unit)).size).toBe(around)
    expect(new Set(o.attackers.map((a) => a.from)).size).toBe(around)
    expect(o.attack).toBe(6 * around)
  })

  test('no attack: a pending decision and units that already attacked are told apart from "cannot reach" (CBT.1)', () => {
    const s = testGame({
      phase: 'combat',
      units: [
        { id: 'fr1', side: 'fr', hex: '0301', str: 6 },
        { id: 'ru1', side: 'ru', hex: '0309', str: 4 },
      ],
    })
    expect(noAttackReason(s)).toBe('reach')
    const done = { ...s, units: { ...s.units, fr1: { ...s.units.fr1!, attacked: true } } }
    expect(noAttackReason(done)).toBe('attacked')
    expect(noAttackReason({ ...s, pending: [{ side: 'fr' } as unknown as GameState['pending'][number]] })).toBe(
      'pending',
    )
  })
})
