// PH-EX.1–12: the worked game of the rules reference (docs/phalanx-rules.md), replayed move by move through
// apply. Its positions are a reconstruction of a game described without coordinates (docs/phalanx-decisions.md,
// item 19): every move must be accepted in the order given, and the diagrams and combat results must hold. Units
// are named as in that account, R-… (red) and W-… (white); uid() turns them into S-… and N-….
import { describe, expect, test } from 'vitest'
import { at, must } from '../helpers/must'
import {
  DIRECTIONS,
  directionTo,
  FACING_NAMES,
  hexOf,
  legalMoves,
  newGame,
  standing,
  type PhCommand,
  type PhState,
} from '../../src/phalanx/index'
import { atk, ctx, end, field, play, refusal, turnTo, uid } from './helpers'

/** One move row of an example table: unit, facing for the move ('camp:F12' when chosen on exit, '-' for peltasts), steps. */
type Row = [unit: string, facing: string, steps: string]

/** Turns a table row into a command, checking each step's direction name against the field geometry (PH-MAP.4). */
function moveOf(state: PhState, [unit, facing, steps]: Row): PhCommand {
  const u = state.units[uid(unit)]!
  const parsed = steps.split(',').map((s) => s.trim().split('→'))
  let from = hexOf(field, u.location === 'camp' ? field.codes[field.camp[u.side]] : u.location)
  for (const [dir, hex] of parsed) {
    const to = hexOf(field, hex)
    expect(DIRECTIONS[directionTo(field, from, to)], `${unit} step to ${hex}`).toBe(dir)
    from = to
  }
  const path = parsed.map(([, hex]) => must(hex, `a hex in the row ${steps}`))
  if (facing.startsWith('camp:'))
    return { type: 'move', unit: uid(unit), path, facing: FACING_NAMES.indexOf(facing.slice(5) as never) as 0 }
  if (facing !== '-') expect(FACING_NAMES[u.facing as number], `${unit} facing for the move`).toBe(facing)
  return { type: 'move', unit: uid(unit), path }
}

function movePhase(state: PhState, rows: Row[]): PhState {
  let s = state
  for (const row of rows) s = play(s, moveOf(s, row)).state
  return play(s, end).state
}

const facings = (state: PhState, turns: Array<[string, string]>): PhState =>
  play(state, ...turns.map(([u, f]) => turnTo(u, f as never)), end).state

/** Parses a diagram (rows of hex ids or tokens like wH5/6, rK, rP) into unit → "hex/facing". */
function diagram(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.trim().split('\n')) {
    const [label, ...cells] = line.trim().split(/\s+/)
    const row = Number(label!.slice(1))
    cells.forEach((cell, i) => {
      if (/^\d{4}$/.test(cell)) return
      const m = /^([rw])([A-Z]\d?)(?:\/(\d+))?$/.exec(cell)
      if (!m) throw new Error(`bad cell ${cell}`)
      const hex = String(i + 1).padStart(2, '0') + String(row).padStart(2, '0')
      const facing = m[3] === undefined ? '' : '/F' + m[3]
      out[uid(`${m[1] === 'r' ? 'R' : 'W'}-${m[2]}`)] = hex + facing
    })
  }
  return out
}

function onBoard(state: PhState): Record<string, string> {
  const out: Record<string, string> = {}
  for (const u of Object.values(state.units)) {
    if (u.location === 'camp' || u.location === 'lost') continue
    out[u.id] = u.location + (u.facing === null ? '' : '/' + FACING_NAMES[u.facing])
  }
  return out
}

const lost = (state: PhState, side: 'south' | 'north'): string[] => standing(state).losses[side].units as string[]

// The whole game, built turn by turn; each test checks its own turn from the state the previous left.
const T: PhState[] = []
T[0] = newGame(field, { first: 'south' })

describe('PH-EX worked example game (red = South moves first)', () => {
  test('PH-EX.1 game turn 1, red: cavalry and peltasts 2 hexes out to the left, hoplites start to leave', () => {
    let s = movePhase(at(T, 0), [
      ['R-C2', 'camp:F12', 'NW→0508, NW→0507'],
      ['R-P', '-', 'W→0509, NW→0408'],
      ['R-C1', 'camp:F10', 'W→0509, W→0409'],
      ['R-H1', 'camp:F12', 'NW→0508'],
      ['R-S', 'camp:F12', 'NE→0608'],
      ['R-H3', 'camp:F8', 'W→0509'],
      ['R-H2', 'camp:F2', 'E→0709'],
    ])
    s = facings(s, [
      ['R-C1', 'F12'],
      ['R-H3', 'F12'],
      ['R-H2', 'F12'],
    ])
    const after = play(s, end)
    expect(after.events.some((e) => e.kind === 'routed')).toBe(false)
    T[1] = after.state
    expect(['R-H4', 'R-H5', 'R-H6'].map((n) => at(T, 1).units[uid(n)]!.location)).toEqual(['camp', 'camp', 'camp'])
    expect(T[1].side).toBe('north')
  })

  test('PH-EX.2 game turn 1, white: cavalry and peltasts to the flanks, hoplites start to leave', () => {
    let s = movePhase(at(T, 1), [
      ['W-C2', 'camp:F4', 'SE→0602, E→0702'],
      ['W-P', '-', 'SW→0502, SW→0503'],
      ['W-C1', 'camp:F8', 'SW→0502, W→0402'],
      ['W-H1', 'camp:F6', 'SW→0502'],
      ['W-H2', 'camp:F6', 'SE→0602'],
      ['W-S', 'camp:F8', 'W→0501'],
      ['W-H3', 'camp:F4', 'E→0701'],
    ])
    s = facings(s, [
      ['W-C2', 'F6'],
      ['W-C1', 'F6'],
      ['W-S', 'F6'],
      ['W-H3', 'F6'],
    ])
    T[2] = play(s, end).state
    expect(['W-H4', 'W-H5', 'W-H6'].map((n) => at(T, 2).units[uid(n)]!.location)).toEqual(['camp', 'camp', 'camp'])
  })

  test('PH-EX.3 game turn 2, red: light troops push on, all hoplites out and formed up', () => {
    let s = movePhase(at(T, 2), [
      ['R-C2', 'F12', 'NW→0406, NW→0405'],
      ['R-P', '-', 'NE→0507'],
      ['R-C1', 'F12', 'NE→0408, NW→0407'],
      ['R-H1', 'F12', 'NE→0607'],
      ['R-H3', 'F12', 'NW→0408'],
      ['R-H2', 'F12', 'NE→0708'],
      ['R-H4', 'camp:F12', 'NW→0508'],
      ['R-H5', 'camp:F8', 'W→0509'],
      ['R-H6', 'camp:F2', 'E→0709'],
    ])
    s = facings(s, [
      ['R-C2', 'F10'],
      ['R-H5', 'F12'],
      ['R-H6', 'F12'],
    ])
    T[3] = play(s, end).state
    expect(Object.values(T[3].units).filter((u) => u.side === 'south' && u.location === 'camp')).toEqual([])
  })

  test('PH-TEST.1 peltast speed: in red turn 2 R-P 0408→0507→0406 is refused (PH-MOVE.2)', () => {
    const r = refusal(at(T, 2), { type: 'move', unit: uid('R-P'), path: ['0507', '0406'] })
    expect([r.rule, r.code]).toEqual(['PH-MOVE.2', 'move.too-long'])
  })

  test('PH-EX.4 game turn 2, white: left cavalry advances, peltasts put out as bait; diagram before red turn 3', () => {
    let s = movePhase(at(T, 3), [
      ['W-C2', 'F6', 'SE→0803, SE→0804'],
      ['W-P', '-', 'SW→0404'],
      ['W-H1', 'F6', 'SW→0503'],
      ['W-H2', 'F6', 'SW→0603'],
      ['W-S', 'F6', 'SE→0502'],
      ['W-H3', 'F6', 'SW→0602'],
      ['W-H4', 'camp:F4', 'E→0701'],
      ['W-H5', 'camp:F8', 'W→0501'],
    ])
    s = facings(s, [
      ['W-C2', 'F4'],
      ['W-H4', 'F6'],
      ['W-H5', 'F6'],
    ])
    T[4] = play(s, end).state
    expect(T[4].units[uid('W-H6')]!.location).toBe('camp')
    expect(onBoard(T[4])).toEqual(
      diagram(`
r1  0101   0201   0301   0401  wH5/6    wK   wH4/6   0801   0901   1001   1101
r2     0102   0202   0302  wC1/6   wS/6  wH3/6   0702   0802   0902   1002
r3  0103   0203   0303   0403  wH1/6  wH2/6   0703   0803   0903   1003   1103
r4     0104   0204   0304    wP    0504   0604   0704  wC2/4   0904   1004
r5  0105   0205   0305  rC2/10  0505   0605   0705   0805   0905   1005   1105
r6     0106   0206   0306   0406   0506   0606   0706   0806   0906   1006
r7  0107   0207   0307  rC1/12   rP   rH1/12  0707   0807   0907   1007   1107
r8     0108   0208   0308  rH3/12 rH4/12 rS/12  rH2/12  0808   0908   1008
r9  0109   0209   0309   0409  rH5/12   rK   rH6/12  0809   0909   1009   1109`),
    )
    expect(T[4].side).toBe('south')
    expect(T[4].ownTurn).toEqual({ south: 3, north: 2 })
  })

  test('PH-TEST.2 the bait is real: red could rout W-P with R-C1 and R-C2 (2 vs 2)', () => {
    const r = play(
      at(T, 4),
      { type: 'move', unit: uid('R-C1'), path: ['0406', '0505'] },
      end,
      turnTo('R-C2', 'F12'),
      end,
    )
    const out = play(r.state, atk('W-P', 'R-C2', 'R-C1'))
    expect(out.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('W-P'), strength: 2, defence: 2 }),
    )
  })

  test("PH-EX.5 game turn 3, red: declines the bait, cavalry off the strategos's line, phalanx forms", () => {
    let s = movePhase(at(T, 4), [
      ['R-C2', 'F10', 'W→0305'],
      ['R-C1', 'F12', 'NW→0306'],
      ['R-P', '-', 'NW→0406'],
      ['R-H3', 'F12', 'NW→0407'],
      ['R-H4', 'F12', 'NW→0507'],
      ['R-H5', 'F12', 'NE→0508'],
      ['R-H2', 'F12', 'NW→0707'],
      ['R-H6', 'F12', 'NE→0708'],
    ])
    s = facings(s, [['R-C2', 'F12']])
    T[5] = play(s, end).state
    expect(lost(T[5], 'north')).toEqual([])
  })

  test('PH-EX.6 and PH-EX.6-C game turn 3, white: W-C1 + W-P rout R-C2 (2 vs 2); diagram before red turn 4', () => {
    let s = movePhase(at(T, 5), [
      ['W-P', '-', 'SW→0405'],
      ['W-H1', 'F6', 'SW→0404'],
      ['W-C1', 'F6', 'SW→0403, SW→0304'],
      ['W-H2', 'F6', 'SW→0504'],
      ['W-S', 'F6', 'SW→0503'],
      ['W-C2', 'F4', 'E→0904, E→1004'],
      ['W-H3', 'F6', 'SW→0603'],
      ['W-H4', 'F6', 'SW→0602'],
      ['W-H5', 'F6', 'SE→0502'],
      ['W-H6', 'camp:F8', 'W→0501'],
    ])
    s = facings(s, [
      ['W-C2', 'F6'],
      ['W-H6', 'F6'],
    ])
    const c = play(s, atk('R-C2', 'W-C1', 'W-P'))
    expect(c.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('R-C2'), strength: 2, defence: 2, rule: 'PH-CBT.5' }),
    )
    const e = play(c.state, end)
    expect(e.events.some((x) => x.kind === 'gameEnded')).toBe(false)
    T[6] = e.state
    expect(lost(T[6], 'south')).toEqual([uid('R-C2')])
    expect(lost(T[6], 'north')).toEqual([])
    expect(onBoard(T[6])).toEqual(
      diagram(`
r1  0101   0201   0301   0401  wH6/6    wK    0701   0801   0901   1001   1101
r2     0102   0202   0302   0402  wH5/6  wH4/6   0702   0802   0902   1002
r3  0103   0203   0303   0403   wS/6  wH3/6   0703   0803   0903   1003   1103
r4     0104   0204  wC1/6  wH1/6  wH2/6   0604   0704   0804   0904  wC2/6
r5  0105   0205   0305    wP    0505   0605   0705   0805   0905   1005   1105
r6     0106   0206  rC1/12   rP    0506   0606   0706   0806   0906   1006
r7  0107   0207   0307  rH3/12 rH4/12 rH1/12 rH2/12  0807   0907   1007   1107
r8     0108   0208   0308   0408  rH5/12 rS/12  rH6/12  0808   0908   1008
r9  0109   0209   0309   0409   0509    rK    0709   0809   0909   1009   1109`),
    )
  })

  test('PH-TEST.3 the turn-4 analysis: peltasts backed by the phalanx, cavalry and hoplites cannot withdraw', () => {
    const s = at(T, 6)
    expect(s.units[uid('R-H3')]!.location).toBe('0407')
    expect(s.units[uid('R-H4')]!.location).toBe('0507')
    // R-P's rear hexes SW 0407 and SE 0507 hold red hoplites.
    expect(DIRECTIONS[directionTo(field, hexOf(field, '0406'), hexOf(field, '0407'))]).toBe('SW')
    expect(DIRECTIONS[directionTo(field, hexOf(field, '0406'), hexOf(field, '0507'))]).toBe('SE')
    for (const hex of ['0307', '0407']) {
      const r = refusal(s, { type: 'move', unit: uid('R-C1'), path: [hex] })
      expect([r.rule, r.code]).toEqual(['PH-MOVE.3', 'move.not-front'])
    }
    const r = refusal(s, { type: 'move', unit: uid('R-H3'), path: ['0308'] })
    expect(r.rule).toBe('PH-MOVE.3')
  })

  test('PH-EX.7 and PH-EX.7-C game turn 4, red: R-C1 + R-P rout W-P; the left hoplites turn about', () => {
    let s = movePhase(at(T, 6), [
      ['R-H1', 'F12', 'NW→0506'],
      ['R-H2', 'F12', 'NW→0606'],
      ['R-H6', 'F12', 'NE→0807'],
    ])
    s = facings(s, [
      ['R-H3', 'F6'],
      ['R-H4', 'F6'],
    ])
    const c = play(s, atk('W-P', 'R-C1', 'R-P'))
    expect(c.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('W-P'), strength: 2, defence: 2 }),
    )
    const e = play(c.state, end)
    expect(e.events.some((x) => x.kind === 'gameEnded')).toBe(false)
    T[7] = e.state
    expect(lost(T[7], 'north')).toEqual([uid('W-P')])
    expect(lost(T[7], 'south').length).toBe(1)
  })

  test('PH-EX.8 and PH-EX.8-C game turn 4, white: W-H1 + W-H2 rout R-P; R-C1 survives (W-C1 alone is 1 < 2)', () => {
    let s = movePhase(at(T, 7), [
      ['W-H1', 'F6', 'SW→0405'],
      ['W-H2', 'F6', 'SW→0505'],
      ['W-S', 'F6', 'SE→0504'],
      ['W-C1', 'F6', 'SW→0305'],
      ['W-H3', 'F6', 'SE→0604'],
    ])
    s = play(s, end).state
    const c = play(s, atk('R-P', 'W-H1', 'W-H2'))
    expect(c.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('R-P'), strength: 2, defence: 2 }),
    )
    // Only W-C1 is still free to attack R-C1 (W-H1 has attacked already): 1 < 2, no effect.
    const tried = play(c.state, atk('R-C1', 'W-C1'))
    expect(tried.events).toContainEqual(
      expect.objectContaining({ kind: 'attackFailed', target: uid('R-C1'), strength: 1, defence: 2 }),
    )
    expect(refusal(c.state, atk('R-C1', 'W-C1', 'W-H1')).code).toBe('attack.attacker-used')
    T[8] = play(c.state, end).state
    expect(lost(T[8], 'south')).toEqual([uid('R-C2'), uid('R-P')].sort())
  })

  test('PH-TEST.4 at the start of red turn 5, R-C1 has no legal move (both front hexes occupied)', () => {
    const m = legalMoves(ctx, at(T, 8), uid('R-C1'))
    expect(m).toEqual({ ok: true, value: [] })
    expect(refusal(at(T, 8), { type: 'move', unit: uid('R-C1'), path: ['0305'] }).code).toBe('move.occupied')
    expect(refusal(at(T, 8), { type: 'move', unit: uid('R-C1'), path: ['0405'] }).code).toBe('move.occupied')
  })

  test('PH-EX.9 game turn 5, red: left flank withdraws, strategos brought closer; no attacks', () => {
    const s = movePhase(at(T, 8), [
      ['R-H3', 'F6', 'SW→0308'],
      ['R-H4', 'F6', 'SW→0408'],
      ['R-S', 'F12', 'NW→0607'],
      ['R-H6', 'F12', 'NW→0706'],
    ])
    T[9] = play(s, end, end).state
    expect(T[9].side).toBe('north')
  })

  test('PH-EX.10 PH-EX.10-C1 PH-EX.10-C2 game turn 5, white: routs R-H1 (3 vs 3) and R-C1 (2 vs 2); red has 4 losses, play goes on', () => {
    const s = play(movePhase(at(T, 9), [['W-S', 'F6', 'SE→0605']]), end).state
    const c1 = play(s, atk('R-H1', 'W-S', 'W-H2'))
    expect(c1.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('R-H1'), strength: 3, defence: 3 }),
    )
    const c2 = play(c1.state, atk('R-C1', 'W-C1', 'W-H1'))
    expect(c2.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('R-C1'), strength: 2, defence: 2 }),
    )
    const e = play(c2.state, end)
    expect(e.events.some((x) => x.kind === 'gameEnded')).toBe(false)
    expect(e.events).toContainEqual(expect.objectContaining({ kind: 'lastTurn', side: 'south', rule: 'PH-WIN.3' }))
    T[10] = e.state
    expect(lost(T[10], 'south')).toEqual(['R-C2', 'R-P', 'R-H1', 'R-C1'].map(uid).sort())
    expect(lost(T[10], 'north')).toEqual([uid('W-P')])
    expect(onBoard(T[10])).toEqual(
      diagram(`
r1  0101   0201   0301   0401  wH6/6    wK    0701   0801   0901   1001   1101
r2     0102   0202   0302   0402  wH5/6  wH4/6   0702   0802   0902   1002
r3  0103   0203   0303   0403   0503   0603   0703   0803   0903   1003   1103
r4     0104   0204   0304   0404   0504  wH3/6   0704   0804   0904  wC2/6
r5  0105   0205  wC1/6  wH1/6  wH2/6   wS/6   0705   0805   0905   1005   1105
r6     0106   0206   0306   0406   0506  rH2/12 rH6/12  0806   0906   1006
r7  0107   0207   0307   0407   0507  rS/12   0707   0807   0907   1007   1107
r8     0108   0208  rH3/6  rH4/6  rH5/12  0608   0708   0808   0908   1008
r9  0109   0209   0309   0409   0509    rK    0709   0809   0909   1009   1109`),
    )
  })

  test("PH-EX.11, PH-EX.11-C and PH-EX.12 game turn 6, red's last: 2 + 1 + 1 routs W-S; red breaks; white wins 7–3", () => {
    let s = movePhase(at(T, 10), [
      ['R-S', 'F12', 'NW→0506'],
      ['R-H6', 'F12', 'NW→0705'],
    ])
    s = facings(s, [['R-H6', 'F10']])
    const c = play(s, atk('W-S', 'R-S', 'R-H2', 'R-H6'))
    expect(c.events).toContainEqual(
      expect.objectContaining({ kind: 'routed', unit: uid('W-S'), strength: 4, defence: 4 }),
    )
    const e = play(c.state, end)
    expect(e.events).toContainEqual({
      kind: 'gameEnded',
      rule: 'PH-WIN.2',
      reason: 'break',
      breaking: 'south',
      scores: { south: 3, north: 7 },
      winner: 'north',
    })
    expect(e.state.result).toEqual({
      reason: 'break',
      breaking: 'south',
      scores: { south: 3, north: 7 },
      winner: 'north',
    })
    expect(standing(e.state).losses.north).toEqual({ units: [uid('W-P'), uid('W-S')].sort(), breakCount: 2, points: 3 })
    expect(refusal(e.state, end).code).toBe('game.over')
  })
})
