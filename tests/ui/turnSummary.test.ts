// The summary of the computer's turn: from a known list of events it names exactly the units moved, the
// attacks with their odds and results, the retreats, each side's losses, the commanders lost and the
// change in the victory standing (WIN.2); and on a real played turn its counts match the commands.
import { describe, expect, it } from 'vitest'
import { decide } from '../../src/ai'
import { actingSide, apply, type Command, type GameState } from '../../src/engine'
import type { LogEntry } from '../../src/store/game/log'
import { summarizeTurn } from '../../src/ui/ai/turnSummary'
import { realBundle } from '../../scripts/fuzz/realGame'

const bundle = realBundle()
const start = (): GameState => {
  const s = bundle.newGame('historical', 5)
  if (!s) throw new Error('no scenario')
  return s
}
const unitsOf = (s: GameState, side: 'fr' | 'ru') =>
  Object.values(s.units)
    .filter((u) => u.side === side && u.hex)
    .map((u) => u.id)

describe('summarizeTurn', () => {
  it('reads the moves, attacks, retreats, losses, commanders and standing of a known list', () => {
    const before = start()
    const [fr1, fr2, fr3, fr4] = unitsOf(before, 'fr')
    const [ru1, ru2, ru3, ru4] = unitsOf(before, 'ru')
    const ruCommander = Object.values(before.commanders).find((c) => c.side === 'ru')?.id
    if (!fr1 || !fr2 || !fr3 || !fr4 || !ru1 || !ru2 || !ru3 || !ru4 || !ruCommander)
      throw new Error('scenario changed')
    const entry = (index: number, events: LogEntry['events']): LogEntry => ({
      index,
      turn: 1,
      side: 'fr',
      phase: 'movement',
      events,
    })
    const entries: LogEntry[] = [
      entry(10, [{ type: 'moved', rule: 'MOVE.1', unit: fr1, path: ['1010', '1011', '1012'], cost: 2 }]),
      entry(11, [{ type: 'moved', rule: 'MOVE.1', unit: fr2, path: ['0909', '0910'], cost: 1 }]),
      // A unit that moves twice counts once, from its first hex to its last.
      entry(12, [{ type: 'moved', rule: 'MOVE.1', unit: fr1, path: ['1012', '1013'], cost: 1 }]),
      entry(13, [{ type: 'moved', rule: 'MOVE.1', unit: fr3, path: ['0808', '0809'], cost: 1 }]),
      entry(14, [{ type: 'moved', rule: 'MOVE.1', unit: fr4, path: ['0707', '0708'], cost: 1 }]),
      entry(15, [
        {
          type: 'combat-resolved',
          rule: 'CBT.7',
          defender: ru1,
          attackers: [fr1, fr2],
          batteries: [],
          attack: 12,
          defence: 4,
          diff: 8,
          column: 10,
          die: 3,
          result: 'D2',
        },
        { type: 'retreat-step', rule: 'CBT.10', unit: ru1, from: '1014', to: '1015', remaining: 1, commanders: [] },
        { type: 'retreat-step', rule: 'CBT.10', unit: ru1, from: '1015', to: '1016', remaining: 0, commanders: [] },
      ]),
      entry(16, [
        {
          type: 'fire-resolved',
          rule: 'ART.4',
          defender: ru2,
          attackers: [],
          batteries: [fr3],
          attack: 3,
          defence: 6,
          diff: -3,
          column: 4,
          die: 6,
          result: 'DE',
        },
        { type: 'unit-destroyed', rule: 'CBT.7', unit: ru2, hex: '1111', strength: 6, cause: 'result' },
        {
          type: 'commander-casualty',
          rule: 'CMD.5',
          commander: ruCommander,
          die1: 6,
          die2: 6,
          outcome: 'killed',
        },
        // CMD.4: his command is demoralized at once; a demoralization for another reason is not his.
        { type: 'demoralized', rule: 'CMD.4', unit: ru1 },
        { type: 'demoralized', rule: 'CMD.4', unit: ru3 },
        { type: 'demoralized', rule: 'CBT.7', unit: ru4 },
      ]),
    ]
    const after: GameState = { ...before, losses: { fr: before.losses.fr + 2, ru: before.losses.ru + 90 } }
    const s = summarizeTurn('fr', before, entries, after)
    expect(s.side).toBe('fr')
    expect(s.moved.map((m) => m.unit)).toEqual([fr1, fr2, fr3, fr4])
    expect(s.moved[0]).toEqual({ unit: fr1, from: '1010', to: '1013', at: 13 })
    expect(s.notable).toHaveLength(3)
    expect(s.attacks).toEqual([
      { kind: 'attack', defender: ru1, attackers: [fr1, fr2], diff: 8, die: 3, result: 'D2', noEffect: false, at: 16 },
      { kind: 'fire', defender: ru2, attackers: [fr3], diff: -3, die: 6, result: 'DE', noEffect: false, at: 17 },
    ])
    expect(s.retreats).toEqual([{ unit: ru1, from: '1014', to: '1016', at: 16 }])
    expect(s.losses).toEqual({ fr: 2, ru: 90 })
    expect(s.destroyed).toEqual([{ unit: ru2, side: 'ru', strength: 6, at: 17 }])
    expect(s.commanders).toEqual([{ commander: ruCommander, outcome: 'killed', at: 17, demoralized: 2 }])
    // WIN.2: 90 of 314 points is 28.7%, a Russian marginal victory instead of a decisive one.
    expect(s.standing.before).toBe('russian-decisive')
    expect(s.standing.after).toBe('russian-marginal')
    expect(s.standing.afterPct - s.standing.beforePct).toBeCloseTo((90 / 314) * 100, 5)
  })

  it('on a played Russian turn its counts are those of the commands', () => {
    let s = start()
    const log: LogEntry[] = []
    const commands: Command[] = []
    // The side's whole turn, the other side's answers in it (its retreats) included.
    const play = (side: 'fr' | 'ru', turn: number) => {
      while (s.side === side && s.turn === turn) {
        for (const cmd of decide(bundle.ctx, s, actingSide(s), { level: 'easy', seed: 7 })) {
          const out = apply(bundle.ctx, s, cmd)
          if (!out.ok) throw new Error(out.refusal.code)
          log.push({ index: commands.length, turn: s.turn, side: s.side, phase: s.phase, events: out.events })
          commands.push(cmd)
          s = out.state
        }
      }
    }
    // The first Russian turn in which units move (the line may stand still while the French are far off).
    let from = 0
    let before = s
    let ruCmds: Command[] = []
    for (let turn = 1; turn <= 6 && !ruCmds.some((c) => c.type === 'move'); turn++) {
      play('fr', turn)
      from = commands.length
      before = s
      play('ru', turn)
      ruCmds = commands.slice(from)
    }
    const sum = summarizeTurn('ru', before, log.slice(from), s)
    const moves = new Set(ruCmds.flatMap((c) => (c.type === 'move' ? [c.unit] : [])))
    expect(sum.moved.length).toBe(moves.size)
    expect(sum.moved.length).toBeGreaterThan(0)
    expect(sum.attacks.length).toBe(ruCmds.filter((c) => c.type === 'attack' || c.type === 'fire').length)
    expect(sum.losses.ru).toBe(s.losses.ru - before.losses.ru)
    expect(sum.moved.every((m) => m.at > from && m.at <= commands.length)).toBe(true)
  })
})
