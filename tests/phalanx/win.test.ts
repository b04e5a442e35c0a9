// PH-WIN.1–7, PH-INT.11–14 and PH-TEST.9–10: losses, the end-of-turn check and the scores.
import { describe, expect, test } from 'vitest'
import { apply, lossesOf, turnInfo, type PhState } from '../../src/phalanx/index'
import { atk, ctx, end, play, position, refusal, type PositionSpec } from './helpers'

/** Both armies fully on the board, well apart: no camp deadline, nobody in contact. */
const ARMIES: PositionSpec['units'] = {
  'S-S': '0108/F12',
  'S-H1': '0208/F12',
  'S-H2': '0308/F12',
  'S-H3': '0408/F12',
  'S-H4': '0708/F12',
  'S-H5': '0808/F12',
  'S-H6': '0908/F12',
  'S-C1': '1008/F12',
  'S-C2': '0107/F12',
  'S-P': '0209',
  'N-S': '0102/F6',
  'N-H1': '0202/F6',
  'N-H2': '0302/F6',
  'N-H3': '0402/F6',
  'N-H4': '0702/F6',
  'N-H5': '0802/F6',
  'N-H6': '0902/F6',
  'N-C1': '1002/F6',
  'N-C2': '0103/F6',
  'N-P': '0201',
}
const armies = (over: PositionSpec['units'], rest: Omit<PositionSpec, 'units'> = {}): PhState =>
  position({ units: { ...ARMIES, ...over }, ownTurn: { south: 5, north: 4 }, ...rest })
const LOST4 = { 'N-H1': 'lost', 'N-H2': 'lost', 'N-H3': 'lost', 'N-H4': 'lost' }

describe('PH-WIN end of the game and scoring', () => {
  test('PH-WIN.1 losses are routed units plus units lost in the camp; the camp counts as a unit', () => {
    const s = armies({ 'N-C1': '0508/F6', 'S-H1': 'lost' }, { side: 'north', phase: 'attack' })
    const out = play(s, atk('S-K', 'N-C1'))
    expect(out.events[1]).toMatchObject({ kind: 'routed', unit: 'S-K', strength: 1, defence: 1 })
    expect(lossesOf(out.state, 'south')).toEqual({ units: ['S-H1', 'S-K'], breakCount: 2, points: 2 })
  })

  test("PH-WIN.2 PH-INT.11 at the end of a player-turn only the phasing player's own losses are counted; 4 or more ends the game", () => {
    const broken = armies({ 'S-H1': 'lost', 'S-H2': 'lost', 'S-H3': 'lost', 'S-H4': 'lost' }, { phase: 'attack' })
    const out = play(broken, end)
    expect(out.state.result).toMatchObject({ reason: 'break', breaking: 'south' })
    expect(out.events.at(-1)).toMatchObject({ kind: 'gameEnded', rule: 'PH-WIN.2', breaking: 'south' })
    expect(apply(ctx, out.state, end)).toEqual({
      ok: false,
      refusal: { rule: 'PH-WIN.2', code: 'game.over', params: {} },
    })
    // The opponent's four losses are not looked at now.
    const theirs = play(armies(LOST4, { phase: 'attack' }), end)
    expect(theirs.state.result).toBeNull()
    expect(theirs.state.side).toBe('north')
    // Three are not enough.
    expect(
      play(armies({ 'S-H1': 'lost', 'S-H2': 'lost', 'S-H3': 'lost' }, { phase: 'attack' }), end).state.result,
    ).toBeNull()
  })

  test("PH-WIN.3 a side whose 4th loss comes in the opponent's turn plays one last turn, and the game ends after it", () => {
    const s = armies(
      {
        'N-H1': 'lost',
        'N-H2': 'lost',
        'N-H3': 'lost',
        'N-H4': '0605/F6',
        'S-H4': '0606/F12',
        'S-H5': '0506/F12',
        'S-H6': '0705/F10',
      },
      { phase: 'attack' },
    )
    const out = play(s, atk('N-H4', 'S-H4', 'S-H5', 'S-H6'), end)
    expect(out.state.result).toBeNull()
    expect(out.events).toContainEqual({ kind: 'lastTurn', rule: 'PH-WIN.3', side: 'north' })
    expect(turnInfo(ctx, out.state)).toMatchObject({ side: 'north', lastTurn: true })
    const last = play(out.state, end, end, end)
    expect(last.state.result).toMatchObject({ reason: 'break', breaking: 'north' })
  })

  test("PH-WIN.4 the strategos's hoplites are worth 2, every other unit (camp included) 1", () => {
    const s = armies({ 'N-S': 'lost', 'N-K': 'lost', 'N-C1': 'lost', 'N-P': 'lost', 'N-H1': 'lost' })
    expect(lossesOf(s, 'north')).toEqual({ units: ['N-C1', 'N-H1', 'N-K', 'N-P', 'N-S'], breakCount: 5, points: 6 })
  })

  test("PH-WIN.5 the breaking side scores the opponent's losses; the other scores 10 minus its own; they add up to 10", () => {
    // South breaks; North has lost its strategos, camp and a cavalry unit (4 points).
    const s = armies(
      { 'S-H1': 'lost', 'S-H2': 'lost', 'S-H3': 'lost', 'S-C1': 'lost', 'N-S': 'lost', 'N-K': 'lost', 'N-C1': 'lost' },
      { phase: 'attack' },
    )
    const r = play(s, end).state.result
    expect(r?.scores).toEqual({ south: 4, north: 6 })
    expect(r?.winner).toBe('north')
    expect((r?.scores?.south ?? 0) + (r?.scores?.north ?? 0)).toBe(10)
  })

  test('PH-WIN.6 PH-INT.13 the higher score wins; 5–5 is a draw and both scores are kept', () => {
    const s = armies(
      {
        'S-H1': 'lost',
        'S-H2': 'lost',
        'S-H3': 'lost',
        'S-H4': 'lost',
        'N-S': 'lost',
        'N-H1': 'lost',
        'N-H2': 'lost',
        'N-H3': 'lost',
      },
      { phase: 'attack' },
    )
    expect(play(s, end).state.result).toEqual({
      reason: 'break',
      breaking: 'south',
      scores: { south: 5, north: 5 },
      winner: null,
    })
  })

  test('PH-WIN.7 PH-INT.14 no turn limit by default; an agreed draw; an optional cap for self-play', () => {
    let s = armies({})
    for (let i = 0; i < 30 * 6; i++) s = play(s, end).state
    expect([s.result, s.ownTurn]).toEqual([null, { south: 35, north: 34 }])
    const d = play(armies({}), { type: 'agreeDraw' })
    expect(d.state.result).toEqual({ reason: 'agreedDraw', breaking: null, scores: null, winner: null })
    expect(d.events).toEqual([
      { kind: 'gameEnded', rule: 'PH-WIN.7', reason: 'agreedDraw', breaking: null, scores: null, winner: null },
    ])
    expect(refusal(d.state, { type: 'agreeDraw' }).code).toBe('game.over')
    // With a cap of 6 game turns the game stops as a draw when the second player ends game turn 6.
    let c = armies({}, { maxGameTurns: 6 })
    let n = 0
    while (!c.result) {
      c = play(c, end).state
      n++
    }
    expect(c.result).toEqual({ reason: 'turnLimit', breaking: null, scores: null, winner: null })
    expect([c.side, c.ownTurn, n]).toEqual(['north', { south: 6, north: 6 }, 4 * 3])
  })

  test('PH-INT.12 PH-TEST.9 the strategos counts as one unit for the break, unless strategosCountsDoubleForBreak', () => {
    const lost = { 'S-S': 'lost', 'S-H1': 'lost', 'S-H2': 'lost' }
    const plain = armies(lost, { phase: 'attack' })
    expect(lossesOf(plain, 'south')).toMatchObject({ breakCount: 3, points: 4 })
    expect(play(plain, end).state.result).toBeNull()
    const double = armies(lost, { phase: 'attack', strategosCountsDoubleForBreak: true })
    expect(lossesOf(double, 'south')).toMatchObject({ breakCount: 4, points: 4 })
    expect(play(double, end).state.result).toMatchObject({ reason: 'break', breaking: 'south' })
  })

  test('PH-TEST.10 both sides at 4 or more losses: the phasing player breaks, and may still win on points', () => {
    const s = armies(
      {
        'S-H1': 'lost',
        'S-H2': 'lost',
        'S-H3': 'lost',
        'S-H4': 'lost',
        'N-S': 'lost',
        'N-H1': 'lost',
        'N-H2': 'lost',
        'N-H3': 'lost',
        'N-H4': 'lost',
      },
      { phase: 'attack' },
    )
    expect(play(s, end).state.result).toEqual({
      reason: 'break',
      breaking: 'south',
      scores: { south: 6, north: 4 },
      winner: 'south',
    })
  })
})
