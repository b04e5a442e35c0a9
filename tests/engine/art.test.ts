import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { describeEvent } from '../../src/i18n/events'
import { apply } from '../../src/engine/core/apply'
import { RANGE_MODIFIER } from '../../src/engine/combat/artillery'
import { lineOfSight } from '../../src/engine/map/los'
import { hexId } from '../../src/engine/map/map'
import { batteriesCovering, batteryFireArc, previewAttack } from '../../src/engine/combat/queries'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'
import { ofType, ok, refused, withDice } from './cbtHelpers'
import { say } from '../helpers/say'

const open = ctxOf(openMap(5, 6))
const combat = (units: TestUnit[], dice: number[] = [1]) => withDice(testGame({ phase: 'combat', units }), dice)
const bat = (id: string, hex: string, extra: Partial<TestUnit> = {}): TestUnit => ({
  id,
  side: 'fr',
  type: 'artillery',
  hex,
  str: 2,
  ...extra,
})
const preview = (ctx: typeof open, s: ReturnType<typeof combat>, spec: Parameters<typeof previewAttack>[2]) => {
  const p = previewAttack(ctx, s, spec)
  if ('refusal' in p) throw new Error(say(p.refusal, 'en'))
  return p
}

describe('ART.1–2 fire, range and levels', () => {
  test('ART.1 a battery fires once per phase; fire at range leaves no pending step', () => {
    const s = combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0304', str: 9 }], [3])
    const r = ok(open, s, { type: 'fire', batteries: ['frB'], target: 'ru1' })
    expect(ofType(r.events, 'fire-resolved')[0]).toMatchObject({ attack: 2, defence: 9, result: 'A2' })
    expect(r.state.pending).toEqual([])
    expect(refused(open, r.state, { type: 'fire', batteries: ['frB'], target: 'ru1' }).code).toBe('fire.already')
    expect(
      refused(
        open,
        testGame({ phase: 'movement', units: [bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0304' }] }),
        { type: 'fire', batteries: ['frB'], target: 'ru1' },
      ).code,
    ).toBe('phase.not-combat')
  })
  test('ART.2 range is 3 hexes, 4 from level 3 onto level 1', () => {
    const s = combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0305' }])
    expect(refused(open, s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).code).toBe('fire.range')
    const high = ctxOf(asciiMap({ rows: ['. . .3 . .', '. . .2 . .', '. . . . .', '. . . . .', '. . . . .'] }))
    expect(apply(high, s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).ok).toBe(true)
  })
  test('ART.2 the target may not stand higher than the battery unless adjacent', () => {
    const ctx = ctxOf(asciiMap({ rows: ['. . . . .', '. . .2 . .', '. . .2 . .', '. . . . .'] }))
    const far = combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0303' }])
    expect(refused(ctx, far, { type: 'fire', batteries: ['frB'], target: 'ru1' }).code).toBe('fire.higher')
    const near = combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0302' }])
    expect(apply(ctx, near, { type: 'fire', batteries: ['frB'], target: 'ru1' }).ok).toBe(true)
  })
})

describe('ART.3 line of sight', () => {
  test('ART.3 a forest or village hex between blocks the line', () => {
    for (const t of ['f', 'v']) {
      const ctx = ctxOf(asciiMap({ rows: ['. . . . .', `. . ${t} . .`, '. . . . .', '. . . . .'] }))
      const s = combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0303' }])
      expect(refused(ctx, s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).code).toBe('fire.los')
    }
  })
  test('ART.3 along a hexside with one blocking hex the line is clear; with both hexes blocking it is blocked', () => {
    // The line 0103–0303 runs exactly along the side between 0202 and 0203.
    const one = asciiMap({ rows: ['. . . . .', '. f . . .', '. . . . .', '. . . . .'] })
    const both = asciiMap({ rows: ['. . . . .', '. f . . .', '. v . . .', '. . . . .'] })
    expect(lineOfSight(one, hexId(one, '0103'), hexId(one, '0303')).visible).toBe(true)
    const sight = lineOfSight(both, hexId(both, '0103'), hexId(both, '0303'))
    expect(sight.visible).toBe(false)
    expect(sight.blockedBy.sort((a, b) => a - b)).toEqual(
      [hexId(both, '0202'), hexId(both, '0203')].sort((a, b) => a - b),
    )
    const s = combat([bat('frB', '0103'), { id: 'ru1', side: 'ru', hex: '0303' }])
    expect(apply(ctxOf(one), s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).ok).toBe(true)
    expect(refused(ctxOf(both), s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).rule).toBe('ART.3')
    const arc = batteryFireArc(ctxOf(both), s, 'frB').find((a) => a.hex === '0303')
    expect(arc).toMatchObject({ visible: false, why: 'los' })
    expect(arc?.blockedBy.sort()).toEqual(['0202', '0203'])
  })
  test('ART.3 the end hexes themselves never block (a battery in a village fires out)', () => {
    const ctx = ctxOf(asciiMap({ rows: ['. . v . .', '. . . . .', '. . v . .', '. . . . .'] }))
    expect(
      apply(ctx, combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0303' }]), {
        type: 'fire',
        batteries: ['frB'],
        target: 'ru1',
      }).ok,
    ).toBe(true)
  })
})

describe('ART.4–6 strength, support, immunity', () => {
  test('ART.4 the range modifier table', () => {
    expect(RANGE_MODIFIER).toEqual({
      infantry: [6, 4, 0],
      'infantry-demoralized': [8, 6, 1],
      cavalry: [2, 1, 0],
      'cavalry-demoralized': [4, 2, 0],
      battery: [0, 0, 0],
    })
  })
  test('ART.4 combined batteries: each battery’s modifier by its own range; fire gets no +4 against an unlimbered battery', () => {
    const s = combat([bat('b1', '0303'), bat('b2', '0301'), { id: 'ru1', side: 'ru', hex: '0304', str: 3 }])
    const p = preview(open, s, { defender: 'ru1', batteries: ['b1', 'b2'] })
    expect(p.kind).toBe('fire')
    expect(p.attack.total).toBe(2 + 6 + 2 + 0)
    const dem = combat([bat('b2', '0301'), { id: 'ru1', side: 'ru', hex: '0304', demoralized: true }])
    expect(preview(open, dem, { defender: 'ru1', batteries: ['b2'] }).attack.total).toBe(3)
    const cav = combat([bat('b2', '0302'), { id: 'ru1', side: 'ru', type: 'cavalry', hex: '0304' }])
    expect(preview(open, cav, { defender: 'ru1', batteries: ['b2'] }).attack.total).toBe(3)
    const vsBattery = combat([bat('b1', '0303'), { id: 'ru1', side: 'ru', type: 'artillery', hex: '0304', str: 3 }])
    expect(preview(open, vsBattery, { defender: 'ru1', batteries: ['b1'] }).defence.total).toBe(3)
  })
  test('ART.5 batteries in range and sight support a melee attack and count as attackers', () => {
    const s = combat([
      { id: 'fr1', side: 'fr', hex: '0303', str: 4 },
      bat('frB', '0301'),
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
    ])
    expect(preview(open, s, { defender: 'ru1', attackers: ['fr1'], batteries: ['frB'] }).attack.total).toBe(6)
    expect(batteriesCovering(open, s, '0304')).toEqual([{ unit: 'frB', range: 3, modifier: 0 }])
    const blocked = ctxOf(asciiMap({ rows: ['. . . . .', '. . f . .', '. . . . .', '. . . . .'] }))
    expect(refused(blocked, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'], batteries: ['frB'] }).rule).toBe(
      'ART.3',
    )
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'], batteries: ['frB'] })
    expect(r.state.units.frB!.attacked).toBe(true)
  })
  test('ART.6 a battery at range 3 is untouched by A1; the adjacent attacker retreats', () => {
    const s = combat(
      [
        { id: 'fr1', side: 'fr', hex: '0303', str: 2 },
        bat('frB', '0301'),
        { id: 'ru1', side: 'ru', hex: '0304', str: 10 },
      ],
      [3],
    )
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'], batteries: ['frB'] })
    expect(ofType(r.events, 'combat-resolved')[0]).toMatchObject({ diff: -6, result: 'A1' })
    expect(r.state.pending.map((p) => p.kind === 'retreat' && p.unit)).toEqual(['fr1'])
    expect(r.state.units.frB).toMatchObject({ hex: '0301', limbered: false, status: 'active' })
  })
  test('ART.6 fire from range 3 with an attacker result touches no one, and the preview and log say so', () => {
    const s = combat([bat('frB', '0301'), { id: 'ru1', side: 'ru', hex: '0304', str: 10 }], [3])
    const preview = previewAttack(open, s, { defender: 'ru1', batteries: ['frB'] })
    if ('refusal' in preview) throw new Error(say(preview.refusal, 'en'))
    expect(
      preview.odds
        .filter((o) => o.noEffect)
        .map((o) => o.result)
        .sort(),
    ).toEqual(
      preview.odds
        .filter((o) => ['A1', 'A2', 'AE'].includes(o.result))
        .map((o) => o.result)
        .sort(),
    )
    const r = ok(open, s, { type: 'fire', batteries: ['frB'], target: 'ru1' })
    const ev = at(ofType(r.events, 'fire-resolved'), 0)
    expect(ev).toMatchObject({ result: 'A2', noEffect: true })
    expect(describeEvent(ev, 'ru', (id) => id)).toMatch(/ART\.6/)
    expect(r.state.units.frB).toMatchObject({ hex: '0301', limbered: false })
    expect(r.state.pending).toEqual([])
  })
  test('ART.6 an adjacent supporting battery shares the attacker’s A1 (limbered, retreats)', () => {
    const s = combat(
      [
        { id: 'fr1', side: 'fr', hex: '0303', str: 1 },
        bat('frB', '0403', { str: 1 }),
        { id: 'ru1', side: 'ru', hex: '0304', str: 12 },
      ],
      [3],
    )
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'], batteries: ['frB'] })
    expect(at(ofType(r.events, 'combat-resolved'), 0).result).toBe('A1')
    expect(r.state.units.frB!.limbered).toBe(true)
    expect(r.state.pending.map((p) => p.kind === 'retreat' && p.unit)).toEqual(['fr1', 'frB'])
  })
})
