import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { previewAttack } from '../../src/engine/combat/queries'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestCommander, type TestUnit } from '../helpers/testGame'
import { ofType, ok, withDice } from './cbtHelpers'

const open = ctxOf(openMap(5, 6))
const game = (
  units: TestUnit[],
  commanders: TestCommander[],
  dice: number[],
  phase: 'combat' | 'movement' = 'combat',
) => withDice(testGame({ phase, units, commanders }), dice)
const pair: TestUnit[] = [
  { id: 'fr1', side: 'fr', hex: '0303', str: 4, corps: 'I' },
  { id: 'ru1', side: 'ru', hex: '0304', str: 4, corps: 'VII' },
]

describe('CMD.1 rating in attack and defence', () => {
  test('CMD.1 a commander of the unit’s command adds his rating; each counts once; others do not', () => {
    const s = game(
      pair,
      [
        { id: 'ney', side: 'fr', hex: '0303', rating: 2, corps: 'I' },
        { id: 'nap', side: 'fr', hex: '0303', rating: 3 },
        { id: 'eug', side: 'fr', hex: '0303', rating: 1, corps: 'IV' },
        { id: 'rae', side: 'ru', hex: '0304', rating: 1, corps: 'VII' },
      ],
      [1],
    )
    const p = previewAttack(open, s, { defender: 'ru1', attackers: ['fr1'] })
    if ('refusal' in p) throw new Error('refused')
    expect(p.attack.total).toBe(4 + 2 + 3)
    expect(p.attack.lines.filter((l) => l.rule === 'CMD.1')).toHaveLength(2)
    expect(p.defence.total).toBe(5)
  })
})

describe('CMD.2 retreat check', () => {
  // The commander's +2 in defence is matched by a stronger attacker: differential 0, die 4 → D1.
  const pair = [
    { id: 'fr1', side: 'fr' as const, hex: '0303', str: 6 },
    { id: 'ru1', side: 'ru' as const, hex: '0304', str: 4, corps: 'VII' },
  ]
  test('CMD.2 die at most the rating: the unit stays and is not demoralized', () => {
    // combat die 4 → D1; CMD.2 die 2 ≤ 2 holds; casualty die 6.
    const s = game(pair, [{ id: 'rae', side: 'ru', hex: '0304', rating: 2, corps: 'VII' }], [4, 2, 6])
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(ofType(r.events, 'retreat-check')[0]).toMatchObject({ die: 2, held: true })
    expect(r.state.units.ru1).toMatchObject({ hex: '0304', demoralized: false })
    expect(r.state.pending).toEqual([])
  })
  test('CMD.2 die above the rating: the unit retreats, demoralized, and its commander goes with it (CMD.5)', () => {
    const s = game(pair, [{ id: 'rae', side: 'ru', hex: '0304', rating: 2, corps: 'VII' }], [4, 3, 6])
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(r.state.units.ru1!.demoralized).toBe(true)
    const moved = ok(open, r.state, { type: 'retreat', unit: 'ru1', hex: '0305' })
    expect(moved.state.commanders.rae!.hex).toBe('0305')
  })
})

describe('CMD.4 casualties', () => {
  const withNey: TestUnit[] = [
    ...pair,
    { id: 'fr2', side: 'fr', hex: '0101', str: 6, corps: 'I' },
    { id: 'frB', side: 'fr', type: 'artillery', hex: '0501', corps: 'I' },
    { id: 'fr9', side: 'fr', hex: '0106', corps: 'III' },
  ]
  const ney = [{ id: 'ney', side: 'fr' as const, hex: '0303', rating: 2, corps: 'I' }]
  test('CMD.4 killed (1, 1): every unit of his command is demoralized at once, batteries excepted', () => {
    const r = ok(open, game(withNey, ney, [4, 1, 1]), { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(ofType(r.events, 'commander-casualty')[0]).toMatchObject({
      commander: 'ney',
      die1: 1,
      die2: 1,
      outcome: 'killed',
    })
    expect(r.state.commanders.ney).toMatchObject({ status: 'killed', hex: null })
    expect([r.state.units.fr1!.demoralized, r.state.units.fr2!.demoralized, r.state.units.fr9!.demoralized]).toEqual([
      true,
      true,
      false,
    ])
    expect(r.state.units.frB).toMatchObject({ demoralized: false, limbered: false })
  })
  test('CMD.4 badly wounded (2, 2): out of the game', () => {
    const r = ok(open, game(withNey, ney, [4, 2, 2]), { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(r.state.commanders.ney).toMatchObject({ status: 'badly-wounded', hex: null })
    expect(r.state.units.fr2!.demoralized).toBe(false)
  })
  test('CMD.4 unhurt on 3–6 at the first roll (one die only)', () => {
    const r = ok(open, game(withNey, ney, [4, 3]), { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(ofType(r.events, 'commander-casualty')[0]).toMatchObject({ die1: 3, die2: null, outcome: 'unhurt' })
    expect(r.state.commanders.ney!.hex).toBe('0303')
  })
  test('CMD.4 lightly wounded (1, 3): out for two turns, back with a unit of his command at the start of his phase', () => {
    let s = ok(open, game(withNey, ney, [4, 1, 3]), { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).state
    expect(s.commanders.ney).toMatchObject({ status: 'wounded', hex: null, returnsOnTurn: 3 })
    s = ok(open, s, { type: 'retreat', unit: 'ru1', hex: '0305' }).state
    s = ok(open, s, { type: 'advance', unit: null }).state
    const log = []
    for (let i = 0; i < 30 && !(s.turn === 3 && s.side === 'fr' && s.phase === 'movement'); i++) {
      const r = ok(open, s, { type: 'endPhase' })
      log.push(...r.events)
      s = r.state
      if (s.turn === 2 && s.side === 'fr' && s.phase === 'movement') expect(s.commanders.ney!.status).toBe('wounded')
    }
    expect(s.commanders.ney).toMatchObject({ status: 'active', hex: '0303' })
    expect(ofType(log, 'commander-returned')[0]).toMatchObject({ commander: 'ney', unit: 'fr1' })
  })
})

describe('CMD.5 capture', () => {
  test('CMD.5 a lone commander next to an enemy combat unit is captured (after the enemy moves next to him)', () => {
    const s = game(
      [
        { id: 'fr1', side: 'fr', hex: '0301' },
        { id: 'ru1', side: 'ru', hex: '0106' },
      ],
      [{ id: 'bag', side: 'ru', hex: '0304', corps: 'VII' }],
      [1],
      'movement',
    )
    const r = ok(open, s, { type: 'move', unit: 'fr1', path: ['0301', '0302', '0303'] })
    expect(ofType(r.events, 'commander-captured')[0]).toMatchObject({ commander: 'bag', hex: '0304' })
    expect(r.state.commanders.bag).toMatchObject({ status: 'captured', hex: null })
  })
  test('CMD.5 the phasing side’s own commander left alone may still ride away; he is captured only if the phase ends so', () => {
    const s = game(
      [
        { id: 'fr1', side: 'fr', hex: '0303', corps: 'I' },
        { id: 'ru1', side: 'ru', hex: '0305' },
      ],
      [{ id: 'ney', side: 'fr', hex: '0303', corps: 'I' }],
      [1],
      'movement',
    )
    // fr1 starts outside ru1's zone (distance 2) and moves away; Ney stays alone next to nothing: safe.
    const r = ok(open, s, { type: 'move', unit: 'fr1', path: ['0303', '0302'] })
    expect(r.state.commanders.ney!.status).toBe('active')
    const s2 = game(
      [
        { id: 'fr1', side: 'fr', hex: '0302', corps: 'I' },
        { id: 'ru1', side: 'ru', hex: '0305' },
      ],
      [{ id: 'ney', side: 'fr', hex: '0304', corps: 'I' }],
      [1],
      'movement',
    )
    const stranded = ok(open, s2, { type: 'move', unit: 'fr1', path: ['0302', '0301'] })
    expect(stranded.state.commanders.ney!.status).toBe('active')
    const end = ok(open, stranded.state, { type: 'endPhase' })
    expect(end.state.commanders.ney!.status).toBe('captured')
  })
  test('CMD.5 a commander whose unit is destroyed with an enemy adjacent is captured', () => {
    const s = game(
      [
        { id: 'fr1', side: 'fr', hex: '0303', str: 30 },
        { id: 'ru1', side: 'ru', hex: '0304', str: 4, corps: 'VII' },
      ],
      [{ id: 'rae', side: 'ru', hex: '0304', corps: 'VII' }],
      [4],
    )
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(at(ofType(r.events, 'combat-resolved'), 0).result).toBe('DE')
    expect(r.state.commanders.rae!.status).toBe('captured')
    expect(ofType(r.events, 'commander-casualty')).toEqual([])
  })
})
