// The reason given for an unreachable hex or an illegal retreat hex is the rule that actually stops it.
import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { borodinoMapData } from '../../src/data/bundled'
import { loadMap } from '../../src/engine/map/map'
import { unitReach } from '../../src/engine/movement/movement'
import type { GameState } from '../../src/engine/core/state'
import type { RetreatStep } from '../../src/engine/combat/retreat'
import { Movement } from '../../src/engine'
import { Combat } from '../../src/engine'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'
import { asciiMap, openMap } from '../helpers/testMap'
import { say } from '../helpers/say'

const flat = (cols: number, rows: number, over: Record<string, string> = {}) =>
  Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => over[`0${c + 1}0${r + 1}`] ?? '.').join(' '),
  )

const spent = (s: GameState, id: string, mp: number): GameState => {
  s.units[id]!.mpSpent = mp
  return s
}

describe('why a hex cannot be reached', () => {
  it('names a closed redoubt front for cavalry instead of pricing the detour (MOVE.3)', () => {
    // A flèche in 0404 with fronts towards 0304 and 0305; the way around via 0403 (forest) or 0405–0305 costs 3.
    const map = asciiMap({ rows: flat(7, 7, { '0403': 'f' }), redoubts: [{ hex: '0404', fronts: ['NW', 'SW'] }] })
    const ctx = ctxOf(map)
    const s = spent(
      testGame({ side: 'ru', units: [{ id: 'kir', side: 'ru', type: 'cavalry', hex: '0404', mp: 6 }] }),
      'kir',
      4,
    )
    const ex = Movement.explainHex(ctx, s, 'kir', null, '0304')
    expect(ex?.why?.rule).toBe('MOVE.3')
    expect(ex?.why?.code).toBe('explain.front')
    expect(say(ex?.why, 'en')).toMatch(/between 0404 and 0304 lies a redoubt front.*closed to cavalry/)
    expect(say(ex?.why, 'ru')).toMatch(/фас укрепления.*закрыт для кавалерии/)
    // The detour is only secondary information.
    expect(say(ex?.why, 'en')).toMatch(/way around costs 3 MP, and 2 remain/)
    expect(say(ex?.why, 'en')).not.toMatch(/^Not allowed: 3 MP/)
    // Infantry may cross the front (at +3): for it the same hex is simply too far.
    const inf = spent(testGame({ side: 'ru', units: [{ id: 'i', side: 'ru', hex: '0404', mp: 4 }] }), 'i', 2)
    expect(Movement.explainHex(ctx, inf, 'i', null, '0304')?.why?.rule).toBe('MOVE.1')
  })

  it('names an unbridged river or a roadless forest for a battery (MOVE.5)', () => {
    const riverSides: Array<[string, string]> = []
    for (let r = 1; r <= 7; r++) {
      riverSides.push([`030${r}`, `040${r}`])
      if (r > 1) riverSides.push([`030${r}`, `040${r - 1}`])
    }
    const battery: TestUnit = { id: 'b', side: 'fr', type: 'artillery', hex: '0303', limbered: true }
    // No bridge at all: every way across is closed, near or far.
    const noBridge = asciiMap({ rows: flat(7, 7, { '0605': 'f' }), rivers: riverSides })
    const s = testGame({ units: [battery] })
    for (const h of ['0403', '0503']) {
      const why = Movement.explainHex(ctxOf(noBridge), s, 'b', null, h)?.why
      expect(why?.rule, h).toBe('MOVE.5')
      expect(why?.code, h).toBe('explain.river')
      expect(say(why, 'en'), h).toMatch(/river with no bridge/)
    }
    // A forest with no road cannot be entered by a battery from any side.
    const woods = asciiMap({ rows: flat(7, 7, { '0305': 'f' }) })
    const why = Movement.explainHex(ctxOf(woods), testGame({ units: [battery] }), 'b', null, '0305')?.why
    expect(why?.rule).toBe('MOVE.5')
    expect(why?.code).toBe('explain.artillery-terrain')
    expect(say(why, 'en')).toMatch(/into 0305/)
    // A bridge far away: the short way is still the river, the bridge road is the way around.
    const bridged = asciiMap({
      rows: flat(7, 7),
      rivers: riverSides,
      roads: [['0307', '0407']],
      bridges: [['0307', '0407']],
    })
    const far = Movement.explainHex(ctxOf(bridged), testGame({ units: [battery] }), 'b', null, '0503')?.why
    expect(far?.rule).toBe('MOVE.5')
    expect(say(far, 'en')).toMatch(/The way around costs \d+ MP/)
  })

  it('says the short way is stopped by a zone of control, with the detour only as extra information (ZOC.4)', () => {
    // 0303 → 0304 → 0305 → 0306 (brush) costs 5 with 4 MP left; the enemies in 0204 and 0504 control 0304, 0305,
    // 0404 and 0405, so the only way round goes by the map's east edge.
    const map = asciiMap({ rows: flat(7, 7, { '0306': 'b' }) })
    const ctx = ctxOf(map)
    const g: TestUnit = { id: 'g', side: 'ru', hex: '0303', mp: 4 }
    const s = testGame({
      side: 'ru',
      units: [g, { id: 'e', side: 'fr', hex: '0204' }, { id: 'e2', side: 'fr', hex: '0504' }],
    })
    const ex = Movement.explainHex(ctx, s, 'g', null, '0306')
    expect(ex?.why?.rule).toBe('ZOC.4')
    expect(ex?.why?.code).toBe('explain.zoc')
    expect(say(ex?.why, 'en')).toMatch(/^Not allowed: the short way leads through the enemy zone of control at 0304/)
    expect(say(ex?.why, 'ru')).toMatch(/зону контроля противника в 0304/)
    const around = Number(/way around costs (\d+) MP, and 4 remain/.exec(say(ex?.why, 'en') ?? '')?.[1])
    expect(around).toBeGreaterThan(8)
    // One enemy only: the way round costs 6, one more than the short way; the hex is simply too far.
    const one = testGame({ side: 'ru', units: [g, { id: 'e', side: 'fr', hex: '0204' }] })
    expect(say(Movement.explainHex(ctx, one, 'g', null, '0306')?.why, 'en')).toBe(
      'Not allowed: 6 MP are needed, and 4 remain.',
    )
    // Without the enemy it is plainly too far (5 MP, 4 left).
    const alone = testGame({ side: 'ru', units: [g] })
    expect(say(Movement.explainHex(ctx, alone, 'g', null, '0306')?.why, 'en')).toBe(
      'Not allowed: 5 MP are needed, and 4 remain.',
    )
  })

  it('asks for MP, and mentions the road point only when it would pay for the hex (MOVE.1, MOVE.6)', () => {
    const map = asciiMap({ rows: flat(7, 7), roads: [['0301', '0302', '0303']] })
    const ctx = ctxOf(map)
    // On a road at the start of the phase: 2 MP left, +1 if the move ends on a road.
    const onRoad = spent(
      testGame({ units: [{ id: 'b', side: 'fr', type: 'artillery', hex: '0303', limbered: true }] }),
      'b',
      2,
    )
    const three = Movement.explainHex(ctx, onRoad, 'b', null, '0306')
    expect(three?.why?.rule).toBe('MOVE.1')
    expect(say(three?.why, 'en')).toMatch(/^Not allowed: 3 MP are needed, and 2 remain\./)
    expect(say(three?.why, 'en')).toMatch(/road point \(MOVE\.6\).*0306 is not a road hex/)
    expect(say(three?.why, 'ru')).toMatch(/нужно 3 ОП, а осталось 2\..*MOVE\.6/)
    expect(three?.step?.total).toBe(3)
    // Needing 4, the road point would not help: it is not mentioned.
    const four = Movement.explainHex(ctx, onRoad, 'b', null, '0307')?.why
    expect(say(four, 'en')).toBe('Not allowed: 4 MP are needed, and 2 remain.')
    // Off the road at the start: no road point to speak of.
    const offRoad = spent(
      testGame({ units: [{ id: 'b', side: 'fr', type: 'artillery', hex: '0503', limbered: true }] }),
      'b',
      2,
    )
    const why = Movement.explainHex(ctx, offRoad, 'b', null, '0506')?.why
    expect(why?.rule).toBe('MOVE.1')
    expect(say(why, 'en')).toBe('Not allowed: 3 MP are needed, and 2 remain.')
    expect(say(why, 'ru')).toBe('Нельзя: нужно 3 ОП, а осталось 2.')
  })
})

describe('why a hex is not a legal retreat hex (CBT.10)', () => {
  // The Russian unit in 0404 retreats from the attacker in 0403 (north of it): 0505, 0405 and 0305 lead away.
  const retreating = (units: TestUnit[], remaining = 2, d: Partial<TestUnit> = {}) => {
    const s = testGame({
      side: 'fr',
      phase: 'combat',
      units: [{ id: 'd', side: 'ru', hex: '0404', ...d }, { id: 'a', side: 'fr', hex: '0403' }, ...units],
    })
    const step: RetreatStep = {
      kind: 'retreat',
      side: 'ru',
      unit: 'd',
      remaining,
      total: remaining,
      path: ['0404'],
      enemies: ['a'],
      commanders: [],
    }
    s.pending = [step]
    return { s, step }
  }
  const map = openMap(7, 7)
  const ctx = ctxOf(map)

  it('accepts a legal hex', () => {
    const { s, step } = retreating([])
    expect(Combat.whyNotRetreat(ctx, s, step, '0405')).toBeNull()
  })

  it('names the first failing condition', () => {
    const { s, step } = retreating([])
    const far = Combat.whyNotRetreat(ctx, s, step, '0406')
    expect(far).toMatchObject({ rule: 'CBT.10', code: 'retreat.not-adjacent' })
    expect(say(far, 'en')).toMatch(/0406 is not next to 0404/)
    // 0504 is next to the attacker: its zone of control is named first; cavalry ignores it, and learns it is no farther away.
    expect(Combat.whyNotRetreat(ctx, s, step, '0504')?.code).toBe('retreat.zoc')
    const cav = retreating([], 2, { type: 'cavalry' })
    const near = Combat.whyNotRetreat(ctx, cav.s, cav.step, '0504')
    expect(near).toMatchObject({ rule: 'CBT.10', code: 'retreat.not-farther' })
    expect(say(near, 'en')).toMatch(/enemy in 0403/)
    expect(say(near, 'ru')).toMatch(/противника в 0403/)
  })

  it('an enemy in the hex, or its zone of control (but not for cavalry)', () => {
    const { s, step } = retreating([{ id: 'x', side: 'fr', hex: '0505' }])
    expect(Combat.whyNotRetreat(ctx, s, step, '0505')).toMatchObject({ rule: 'CBT.10', code: 'retreat.enemy' })
    const z = retreating([{ id: 'z', side: 'fr', hex: '0605' }])
    const zoc = Combat.whyNotRetreat(ctx, z.s, z.step, '0505')
    expect(zoc).toMatchObject({ rule: 'CBT.10', code: 'retreat.zoc' })
    expect(say(zoc, 'en')).toMatch(/zone of control \(from 0605\)/)
    const cav = retreating([{ id: 'z', side: 'fr', hex: '0605' }], 2, { type: 'cavalry' })
    expect(Combat.whyNotRetreat(ctx, cav.s, cav.step, '0505')).toBeNull()
  })

  it('a side the unit may not cross (MOVE.5), a friend where it would end, a dead end', () => {
    const river = asciiMap({ rows: flat(7, 7), rivers: [['0404', '0405']] })
    const art = retreating([], 2, { type: 'artillery', limbered: true })
    const wet = Combat.whyNotRetreat(ctxOf(river), art.s, art.step, '0405')
    expect(wet).toMatchObject({ rule: 'MOVE.5', code: 'explain.river' })
    expect(say(wet, 'en')).toMatch(/^Cannot retreat into 0405/)
    const f = retreating([{ id: 'f', side: 'ru', hex: '0405' }], 1)
    expect(Combat.whyNotRetreat(ctx, f.s, f.step, '0405')).toMatchObject({
      rule: 'CBT.10',
      code: 'retreat.friend-at-end',
    })
    // Passing the friend is fine when the retreat goes on.
    const pass = retreating([{ id: 'f', side: 'ru', hex: '0405' }], 2)
    expect(Combat.whyNotRetreat(ctx, pass.s, pass.step, '0405')).toBeNull()
    // On a map five rows deep, 0405 is the edge: from there no second hex leads farther away.
    const short = openMap(7, 5)
    const edge = retreating([], 2)
    const dead = Combat.whyNotRetreat(ctxOf(short), edge.s, edge.step, '0405')
    expect(dead).toMatchObject({ rule: 'CBT.10', code: 'retreat.dead-end' })
    expect(say(dead, 'en')).toMatch(/remaining 1 hex legally/)
  })
})

describe('on the Borodino map', () => {
  const map = loadMap(borodinoMapData)
  const ctx = ctxOf(map)

  it('2Кир in the flèches is told the front towards 1819 is closed (MOVE.3)', () => {
    const s = spent(
      testGame({ side: 'ru', units: [{ id: 'kir', side: 'ru', type: 'cavalry', hex: '1919', mp: 6 }] }),
      'kir',
      4,
    )
    const why = Movement.explainHex(ctx, s, 'kir', null, '1819')?.why
    expect(why?.rule).toBe('MOVE.3')
    expect(say(why, 'ru')).toMatch(/между 1919 и 1819 фас укрепления/)
  })

  it('gives a reason for every hex it cannot reach, and none for those it can', () => {
    const s = testGame({
      side: 'ru',
      units: [
        { id: 'g', side: 'ru', hex: '2018' },
        { id: 'k', side: 'ru', type: 'cavalry', hex: '2118' },
        { id: 'b', side: 'ru', type: 'artillery', hex: '1819', limbered: true },
        { id: 'e', side: 'fr', hex: '1617' },
        { id: 'e2', side: 'fr', hex: '1621' },
      ],
    })
    for (const id of ['g', 'k', 'b']) {
      const r = unitReach(ctx, s, id)
      if (!r.ok) throw new Error(`${id}: ${say(r.refusal, 'en')}`)
      for (let h = 0; h < map.geo.n; h++) {
        const why = Movement.explainHex(ctx, s, id, null, at(map.geo.codes, h))?.why ?? null
        expect(why === null, `${id} ${map.geo.codes[h]}`).toBe(r.reach.canEnd[h] === 1)
      }
    }
  }, 30_000) // a whole-map sweep: slow when the machine is shared
})
