// PH-MOVE.1–5, PH-ZOC.1 and PH-INT.7, PH-INT.8: movement through the front, one unit at a time.
import { describe, expect, test } from 'vitest'
import { legalMoves, type PhState } from '../../src/phalanx/index'
import { ctx, end, mv, play, position, refusal } from './helpers'

const reach = (s: PhState, unit: string): string[] => {
  const m = legalMoves(ctx, s, unit)
  if (!m.ok) throw new Error(m.refusal.code)
  return m.value.map((d) => d.hex).sort()
}

describe('PH-MOVE movement', () => {
  test('PH-MOVE.1 PH-INT.7 each unit moves at most once, in one continuous path, one unit after another; none need move', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'S-H2': '0606/F12', 'S-C1': '0707/F12' } })
    const a = play(s, mv('S-H1', '0504'))
    const r = refusal(a.state, mv('S-H1', '0404'))
    expect([r.rule, r.code]).toEqual(['PH-MOVE.1', 'move.already-moved'])
    expect(legalMoves(ctx, a.state, 'S-H1')).toMatchObject({ ok: false, refusal: { code: 'move.already-moved' } })
    // A later unit may use the hex an earlier one vacated.
    expect(play(a.state, mv('S-H2', '0605')).state.units['S-H2']!.location).toBe('0605')
    // A unit may stop short of its speed.
    expect(play(s, mv('S-C1', '0706')).state.units['S-C1']!.location).toBe('0706')
    // The path must be continuous: every step goes to a neighbour.
    expect(refusal(s, mv('S-C1', '0605')).code).toBe('move.not-adjacent')
    expect(refusal(s, mv('S-C1', '0706 0704')).params).toMatchObject({ step: 2, hex: '0704' })
    // Moving no unit at all is fine.
    expect(play(s, end).state.phase).toBe('facing')
  })

  test('PH-MOVE.2 hoplites and the strategos move 1, cavalry 2, peltasts 1 (2 in the first turn); the camp never moves', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'S-S': '0805/F12', 'S-C1': '0707/F12', 'S-P': '0308' } })
    expect(refusal(s, mv('S-H1', '0504 0503')).params).toEqual({ unit: 'S-H1', speed: 1, steps: 2 })
    expect(refusal(s, mv('S-S', '0704 0703')).code).toBe('move.too-long')
    expect(play(s, mv('S-C1', '0706 0705')).state.units['S-C1']!.location).toBe('0705')
    expect(refusal(s, mv('S-C1', '0706 0705 0704')).rule).toBe('PH-MOVE.2')
    expect(refusal(s, mv('S-P', '0307 0306')).code).toBe('move.too-long')
    expect(play({ ...s, ownTurn: { south: 1, north: 1 } }, mv('S-P', '0307 0306')).state.units['S-P']!.location).toBe(
      '0306',
    )
    const k = refusal(s, mv('S-K', '0608'))
    expect([k.rule, k.code]).toEqual(['PH-MOVE.2', 'move.camp-immobile'])
  })

  test('PH-MOVE.3 PH-INT.8 every step enters a front hex of the fixed facing; the two front directions mix freely; peltasts go anywhere', () => {
    const s = position({ units: { 'S-H1': '0305/F12', 'S-C1': '0707/F12', 'S-P': '0308' } })
    const r = refusal(s, mv('S-H1', '0405'))
    expect([r.rule, r.code, r.params]).toEqual([
      'PH-MOVE.3',
      'move.not-front',
      { unit: 'S-H1', step: 1, hex: '0405', facing: 0 },
    ])
    expect(refusal(s, mv('S-H1', '0306')).code).toBe('move.not-front')
    expect(reach(s, 'S-H1')).toEqual(['0204', '0304'])
    // F12 at 0707: NW-NW, NW-NE, NE-NW and NE-NE are all legal.
    for (const path of ['0606 0605', '0606 0705', '0706 0705', '0706 0805']) {
      expect(play(s, mv('S-C1', path)).state.units['S-C1']!.location).toBe(path.slice(-4))
    }
    expect(reach(s, 'S-C1')).toEqual(['0605', '0606', '0705', '0706', '0805'])
    expect(refusal(s, mv('S-C1', '0706 0806')).params).toMatchObject({ step: 2, hex: '0806' })
    expect(reach(s, 'S-P')).toEqual(['0208', '0307', '0309', '0407', '0408', '0409'])
  })

  test('PH-MOVE.4 no step into an occupied hex (friend, enemy or camp) or off the board, so no passing through', () => {
    const s = position({ units: { 'S-C1': '0605/F12', 'S-H1': '0504/F12', 'N-H1': '0703/F6', 'S-C2': '0101/F10' } })
    expect(reach(s, 'S-C1')).toEqual(['0603', '0604'])
    expect(refusal(s, mv('S-C1', '0504')).params).toMatchObject({ by: 'S-H1' })
    expect(refusal(s, mv('S-C1', '0604 0703')).params).toMatchObject({ step: 2, by: 'N-H1' })
    const off = refusal(s, mv('S-C2', '0001'))
    expect([off.rule, off.code]).toEqual(['PH-MOVE.4', 'move.off-board'])
    expect(reach(s, 'S-C2')).toEqual([])
    const blocked = position({ units: { 'S-C1': '0605/F12', 'S-H1': '0504/F12', 'N-H1': '0604/F6' } })
    expect(reach(blocked, 'S-C1')).toEqual([])
  })

  test('PH-MOVE.5 no facing change while moving: only the exit from the camp chooses one', () => {
    const s = position({ units: { 'S-H1': '0605/F12' } })
    const r = refusal(s, mv('S-H1', '0705', 'F2'))
    expect([r.rule, r.code]).toEqual(['PH-MOVE.5', 'move.no-turning'])
    const ok = play(s, mv('S-H1', '0604', 'F12'))
    expect(ok.state.units['S-H1']).toMatchObject({ location: '0604', facing: 0 })
    expect(ok.events[0]).toMatchObject({ kind: 'moved', rule: 'PH-MOVE.1', from: '0605', facing: 0 })
  })

  test('PH-ZOC.1 no zones of control: a unit may move next to, along and away from an enemy', () => {
    const s = position({ units: { 'S-H1': '0605/F2', 'S-C1': '0506/F6', 'N-H1': '0505/F6', 'N-H2': '0504/F6' } })
    // Along the enemy: 0605 → 0604 stays next to N-H2.
    expect(play(s, mv('S-H1', '0604')).state.units['S-H1']!.location).toBe('0604')
    // Away from an adjacent enemy, two hexes.
    expect(play(s, mv('S-C1', '0507 0408')).state.units['S-C1']!.location).toBe('0408')
    // Past the enemy: a cavalry unit slips between two enemy units and on.
    const slip = position({ units: { 'S-C1': '0607/F12', 'N-H1': '0505/F6', 'N-H2': '0705/F6' } })
    expect(play(slip, mv('S-C1', '0606 0605')).state.units['S-C1']!.location).toBe('0605')
  })
})
