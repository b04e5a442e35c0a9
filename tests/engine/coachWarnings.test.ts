// moveWarnings and phaseEndWarnings on tiny maps: each warning where the rules make the step costly,
// none where they do not, and the engine itself shown to do what the warning says.
import { describe, expect, test } from 'vitest'
import { moveWarnings, phaseEndWarnings } from '../../src/engine/coach/warnings'
import { apply } from '../../src/engine/core/apply'
import type { Command } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame, type TestCommander, type TestUnit } from '../helpers/testGame'
import { ofType, ok, withDice } from './cbtHelpers'

const open = ctxOf(openMap(5, 6))
const movement = (units: TestUnit[], commanders: TestCommander[] = []) => testGame({ units, commanders })
const warnings = (s: GameState, cmd: Extract<Command, { type: 'move' | 'moveCommander' }>) => {
  const w = moveWarnings(open, s, cmd)
  if (!w.ok) throw new Error(w.refusal.code)
  return w.warnings
}
const ney = (hex: string): TestCommander => ({ id: 'ney', side: 'fr', hex, rating: 2 })

describe('CMD.5 commanders left alone', () => {
  test('CMD.5 ending the movement phase captures a commander alone next to the enemy: the warning names him', () => {
    const s = movement([{ id: 'ru1', side: 'ru', hex: '0304' }], [ney('0303')])
    expect(phaseEndWarnings(open, s)).toEqual({
      ok: true,
      warnings: [{ code: 'commander-captured', rule: 'CMD.5', commander: 'ney', side: 'fr', hex: '0303' }],
    })
    const end = ok(open, s, { type: 'endPhase' })
    expect(ofType(end.events, 'commander-captured').map((e) => e.commander)).toEqual(['ney'])
  })
  test('CMD.5 no warning for a commander with a unit, or alone but out of reach of the enemy', () => {
    const stacked = movement(
      [
        { id: 'fr1', side: 'fr', hex: '0303' },
        { id: 'ru1', side: 'ru', hex: '0304' },
      ],
      [ney('0303')],
    )
    expect(phaseEndWarnings(open, stacked)).toEqual({ ok: true, warnings: [] })
    const away = movement([{ id: 'ru1', side: 'ru', hex: '0304' }], [ney('0302')])
    expect(phaseEndWarnings(open, away)).toEqual({ ok: true, warnings: [] })
  })
  test('CMD.5 a phase that cannot end gives its refusal, not warnings (CBT.3)', () => {
    const s = testGame({
      phase: 'combat',
      units: [
        { id: 'fr1', side: 'fr', hex: '0303' },
        { id: 'ru1', side: 'ru', hex: '0304' },
      ],
    })
    const w = phaseEndWarnings(open, s)
    expect(!w.ok && w.refusal.code).toBe('combat.must-attack')
  })
  test('CMD.5 a unit that moves off leaves its commander alone next to the enemy: warned, and captured at the phase end', () => {
    // Cavalry may leave an enemy zone (ZOC.5); the commander stays where he is (MOVE.8).
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', type: 'cavalry', hex: '0303' },
      { id: 'ru1', side: 'ru', hex: '0304' },
    ]
    const s = movement(units, [ney('0303')])
    const cmd = { type: 'move' as const, unit: 'fr1', path: ['0303', '0302'] }
    expect(warnings(s, cmd)).toEqual([
      { code: 'commander-alone', rule: 'CMD.5', commander: 'ney', hex: '0303', mayStillMove: true },
    ])
    const end = ok(open, play(open, s, cmd), { type: 'endPhase' })
    expect(ofType(end.events, 'commander-captured').map((e) => e.commander)).toEqual(['ney'])
    // With his MP spent he can no longer ride away.
    const tired = { ...s, commanders: { ...s.commanders, ney: { ...s.commanders.ney!, mpSpent: 8 } } }
    expect(warnings(tired, cmd)).toMatchObject([{ code: 'commander-alone', mayStillMove: false }])
  })
  test('CMD.5 no warning when the hex left behind is not next to the enemy, nor for a commander’s own move', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', type: 'cavalry', hex: '0303' },
      { id: 'ru1', side: 'ru', hex: '0305' },
    ]
    const s = movement(units, [ney('0303')])
    expect(warnings(s, { type: 'move', unit: 'fr1', path: ['0303', '0302'] })).toEqual([])
    expect(warnings(s, { type: 'moveCommander', commander: 'ney', path: ['0303', '0302'] })).toEqual([])
  })
  test('CMD.5 an illegal move is refused as apply refuses it (MOVE.8)', () => {
    const s = movement([{ id: 'ru1', side: 'ru', hex: '0304' }], [ney('0302')])
    const cmd = { type: 'moveCommander' as const, commander: 'ney', path: ['0302', '0303'] }
    const w = moveWarnings(open, s, cmd)
    const a = apply(open, s, cmd)
    expect(!w.ok && !a.ok && w.refusal).toEqual(!a.ok && a.refusal)
  })
})

describe('CBT.9 retreats taken away', () => {
  // fr1 faces ru1 from the south; friends hold two of the three hexes it would retreat into.
  const line: TestUnit[] = [
    { id: 'fr1', side: 'fr', hex: '0304' },
    { id: 'ru1', side: 'ru', hex: '0303' },
    { id: 'fx1', side: 'fr', hex: '0404' },
    { id: 'fx2', side: 'fr', hex: '0204' },
    { id: 'fr2', side: 'fr', hex: '0405' },
  ]
  test('CBT.9 a move into the last free hex behind a unit next to the enemy is warned; a D1 would then destroy it', () => {
    const s = movement(line)
    const cmd = { type: 'move' as const, unit: 'fr2', path: ['0405', '0305'] }
    expect(warnings(s, cmd)).toEqual([
      { code: 'retreat-blocked', rule: 'CBT.9', unit: 'fr1', hex: '0304', blocked: [{ enemy: 'ru1', distance: 1 }] },
    ])
    // The engine agrees: in the Russian combat phase, ru1 attacks and rolls a D1 (0 differential, die 4).
    const after = play(open, s, cmd)
    const theirs = withDice({ ...after, side: 'ru', phase: 'combat' }, [4])
    const r = ok(open, theirs, { type: 'attack', defender: 'fr1', attackers: ['ru1'] })
    expect(ofType(r.events, 'unit-destroyed')).toMatchObject([{ unit: 'fr1', cause: 'no-retreat' }])
    const before = ok(open, withDice({ ...s, side: 'ru', phase: 'combat' }, [4]), {
      type: 'attack',
      defender: 'fr1',
      attackers: ['ru1'],
    })
    expect(ofType(before.events, 'unit-destroyed')).toEqual([])
  })
  test('CBT.9 no warning for a move elsewhere, or when a retreat hex is still free', () => {
    const s = movement(line)
    expect(warnings(s, { type: 'move', unit: 'fr2', path: ['0405', '0406'] })).toEqual([])
    const roomier = movement(line.filter((u) => u.id !== 'fx2'))
    expect(warnings(roomier, { type: 'move', unit: 'fr2', path: ['0405', '0305'] })).toEqual([])
  })
  // ru1 at 0202 faces the west edge: a unit at 0103 can only retreat by 0104, then 0105.
  const edge: TestUnit[] = [
    { id: 'ru1', side: 'ru', hex: '0202' },
    { id: 'fx1', side: 'fr', hex: '0104' },
    { id: 'fx2', side: 'fr', hex: '0105' },
    { id: 'fr1', side: 'fr', hex: '0106' },
  ]
  const intoPocket = { type: 'move' as const, unit: 'fr1', path: ['0106', '0105', '0104', '0103'] }
  test('CBT.9 a move that ends where every retreat, one hex or two, is blocked is warned', () => {
    expect(warnings(movement(edge), intoPocket)).toEqual([
      { code: 'no-retreat', rule: 'CBT.9', unit: 'fr1', hex: '0103', enemies: ['ru1'] },
    ])
  })
  test('CBT.9 no warning when a two-hex retreat is still open', () => {
    const open2 = movement(edge.filter((u) => u.id !== 'fx2'))
    expect(warnings(open2, intoPocket)).toEqual([])
  })
  // A battery two hexes off pushes back too (ART.6): its D1 and D2 are retreats away from the guns.
  const guns = (hex: string): TestUnit[] => [
    { id: 'rb', side: 'ru', type: 'artillery', hex, str: 8 },
    ...edge.filter((u) => u.id !== 'ru1'),
  ]
  test('CBT.9 ART.6 a move into a pocket under an enemy battery’s guns is warned, and its fire destroys the unit', () => {
    const s = movement(guns('0303'))
    expect(warnings(s, intoPocket)).toEqual([
      { code: 'no-retreat', rule: 'CBT.9', unit: 'fr1', hex: '0103', enemies: ['rb'] },
    ])
    const fire = ok(open, withDice({ ...play(open, s, intoPocket), side: 'ru', phase: 'combat' }, [2]), {
      type: 'fire',
      batteries: ['rb'],
      target: 'fr1',
    })
    expect(ofType(fire.events, 'unit-destroyed')).toMatchObject([{ unit: 'fr1', cause: 'no-retreat' }])
  })
  test('CBT.9 ART.2 no warning from a battery out of range', () => {
    expect(warnings(movement(guns('0503')), intoPocket)).toEqual([])
  })
})
