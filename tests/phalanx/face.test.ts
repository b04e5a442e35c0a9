// PH-FACE.1–3: the facing phase.
import { describe, expect, test } from 'vitest'
import { attackPreview, FACINGS, legalFacings } from '../../src/phalanx/index'
import { ctx, end, F, mv, play, position, refusal, turnTo } from './helpers'

describe('PH-FACE facing phase', () => {
  test('PH-FACE.1 any of the six facings for hoplites and cavalry on the board, moved or not; never peltasts or the camp', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'S-C1': '0707/F12', 'S-P': '0308', 'S-S': 'camp' } })
    const f = play(s, mv('S-H1', '0604'), end).state
    expect(legalFacings(f, 'S-H1')).toEqual({ ok: true, value: [1, 2, 3, 4, 5] })
    for (const name of ['F2', 'F4', 'F6', 'F8', 'F10'] as const) {
      const out = play(f, turnTo('S-H1', name), turnTo('S-C1', name))
      expect(out.state.units['S-H1']!.facing).toBe(F(name))
      expect(out.state.units['S-C1']!.facing).toBe(F(name))
      expect(out.events[0]).toEqual({ kind: 'faced', rule: 'PH-FACE.1', unit: 'S-H1', from: 0, to: F(name) })
    }
    for (const unit of ['S-P', 'S-K']) {
      const r = refusal(f, turnTo(unit, 'F6'))
      expect([r.rule, r.code]).toEqual(['PH-FACE.1', 'face.no-facing'])
    }
    expect(refusal(f, turnTo('S-S', 'F6')).code).toBe('face.not-on-board')
    expect(refusal(f, turnTo('S-H1', 'F12')).code).toBe('face.unchanged')
    // A unit may be turned more than once in the phase; the last facing stands.
    expect(play(f, turnTo('S-H1', 'F6'), turnTo('S-H1', 'F2')).state.units['S-H1']!.facing).toBe(F('F2'))
  })

  test('PH-FACE.2 a facing lasts and is what the next movement uses: turn now, withdraw next turn', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'N-H1': '0504/F6' }, ownTurn: { north: 1 } })
    // Facing the enemy it cannot step back this turn.
    expect(refusal(s, mv('S-H1', '0606')).rule).toBe('PH-MOVE.3')
    const turned = play(s, end, turnTo('S-H1', 'F6'), end, end).state
    expect(turned.side).toBe('north')
    const back = play(turned, end, end, end).state
    expect(back.units['S-H1']!.facing).toBe(F('F6'))
    expect(play(back, mv('S-H1', '0606')).state.units['S-H1']!.location).toBe('0606')
  })

  test('PH-FACE.3 facing does not change the defence', () => {
    for (const f of FACINGS) {
      const s = position({
        units: {
          'S-H1': '0606/F12',
          'S-H2': '0506/F12',
          'N-H1': { at: '0605', facing: ['F12', 'F2', 'F4', 'F6', 'F8', 'F10'][f] as never },
        },
        phase: 'attack',
      })
      expect(s.units['N-H1']!.facing).toBe(f)
      expect(attackPreview(ctx, s, 'N-H1', ['S-H1', 'S-H2'])).toEqual({
        ok: true,
        value: { strength: 2, defence: 3, routs: false },
      })
    }
  })
})
