import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { apply, type GameEvent, type GameState } from '../../src/engine'
import {
  commanderFates,
  largestCombats,
  lossesByTurn,
  lostUnits,
  roster,
  type RosterSide,
} from '../../src/store/review/battleRecord'
import { logEntry, type LogEntry } from '../../src/store/game/log'
import { recordMarkdown } from '../../src/ui/review/format'
import { finishedGame, historicalBundle } from '../fixtures/finishedGame'
import { ok, withDice } from '../engine/cbtHelpers'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'
import { openMap } from '../helpers/testMap'

const open = ctxOf(openMap(5, 6))

const game = finishedGame()
const bundle = historicalBundle()
// The recorded game's log and the state after every command.
const states: GameState[] = [game.initial]
const log: LogEntry[] = []
game.commands.forEach((c, i) => {
  const before = at(states, i)
  const out = apply(bundle.ctx, before, c)
  if (!out.ok) throw new Error('recorded game refused')
  log.push(logEntry(before, out.events, i))
  states.push(out.state)
})
const final = at(states, states.length - 1)

/** The first command whose events include one matching `pred`, and that event. */
function firstEvent<T extends GameEvent['type']>(
  type: T,
  pred: (e: Extract<GameEvent, { type: T }>) => boolean = () => true,
) {
  for (const entry of log)
    for (const e of entry.events)
      if (e.type === type && pred(e as Extract<GameEvent, { type: T }>))
        return { entry, e: e as Extract<GameEvent, { type: T }> }
  throw new Error(`no ${type} in the recorded game`)
}
const unitIn = (r: RosterSide[], id: string) =>
  r.flatMap((s) => s.armies.flatMap((a) => a.corps.flatMap((c) => c.units))).find((u) => u.id === id)
const commanderIn = (r: RosterSide[], id: string) => r.flatMap((s) => s.commanders).find((c) => c.id === id)

describe('roster', () => {
  it('lists every counter and commander once, by side, army and corps', () => {
    const r = roster(final)
    const units = r.flatMap((s) => s.armies.flatMap((a) => a.corps.flatMap((c) => c.units)))
    expect(units.map((u) => u.id).sort()).toEqual(Object.keys(final.units).sort())
    expect(r.flatMap((s) => s.commanders).length).toBe(Object.keys(final.commanders).length)
    for (const s of r)
      for (const a of s.armies)
        for (const c of a.corps)
          for (const u of c.units) {
            expect(final.units[u.id]!.side).toBe(s.side)
            expect(final.units[u.id]!.army).toBe(a.army)
            expect(final.units[u.id]!.corps).toBe(c.corps)
          }
    expect(r.map((s) => s.losses)).toEqual([final.losses.fr, final.losses.ru])
  })

  it('shows a unit destroyed, with no hex, from the command that destroyed it (recorded game)', () => {
    const { entry, e } = firstEvent('unit-destroyed')
    expect(unitIn(roster(at(states, entry.index)), e.unit)?.condition).not.toBe('destroyed')
    const u = unitIn(roster(at(states, entry.index + 1)), e.unit)
    expect(u?.condition).toBe('destroyed')
    expect(u?.hex).toBeNull()
  })

  // A tiny map where the dice decide the commander's fate (CMD.4, CMD.5), as in the rule tests.
  const pair: TestUnit[] = [
    { id: 'fr1', side: 'fr', hex: '0303', str: 4, corps: 'I' },
    { id: 'ru1', side: 'ru', hex: '0304', str: 4, corps: 'VII' },
  ]
  const ney = [{ id: 'ney', side: 'fr' as const, hex: '0303', rating: 2, corps: 'I' }]
  const attack = (dice: number[]) =>
    ok(open, withDice(testGame({ phase: 'combat', units: pair, commanders: ney }), dice), {
      type: 'attack',
      defender: 'ru1',
      attackers: ['fr1'],
    }).state

  it('shows a commander wounded until his turn of return, off the map', () => {
    const before = withDice(testGame({ phase: 'combat', units: pair, commanders: ney }), [4, 1, 3])
    expect(commanderIn(roster(before), 'ney')).toMatchObject({ status: 'active', hex: '0303' })
    const c = commanderIn(roster(attack([4, 1, 3])), 'ney')
    expect(c).toMatchObject({ status: 'wounded', returnsOnTurn: 3, hex: null })
  })

  it('shows a commander killed, and one badly wounded', () => {
    expect(commanderIn(roster(attack([4, 1, 1])), 'ney')).toMatchObject({ status: 'killed', hex: null })
    expect(commanderIn(roster(attack([4, 2, 2])), 'ney')).toMatchObject({ status: 'badly-wounded', hex: null })
  })

  it('shows a commander captured when his unit is destroyed beside the enemy, and the unit destroyed', () => {
    const s = withDice(
      testGame({
        phase: 'combat',
        units: [
          { id: 'fr1', side: 'fr', hex: '0303', str: 30 },
          { id: 'ru1', side: 'ru', hex: '0304', str: 4, corps: 'VII' },
        ],
        commanders: [{ id: 'rae', side: 'ru', hex: '0304', corps: 'VII' }],
      }),
      [4],
    )
    const after = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).state
    const r = roster(after)
    expect(commanderIn(r, 'rae')).toMatchObject({ status: 'captured', hex: null })
    expect(unitIn(r, 'ru1')).toMatchObject({ condition: 'destroyed', hex: null })
    expect(r.find((x) => x.side === 'ru')?.losses).toBe(4)
  })

  it('tells demoralized units and limbered batteries apart from those in good order', () => {
    const r = roster(final)
    for (const u of Object.values(final.units)) {
      const row = unitIn(r, u.id)!
      if (u.status === 'destroyed') expect(row.condition).toBe('destroyed')
      else if (u.type === 'artillery') expect(row.condition).toBe(u.limbered ? 'limbered' : 'unlimbered')
      else expect(row.condition).toBe(u.demoralized ? 'demoralized' : 'good')
    }
  })
})

describe('battle record', () => {
  it('adds up losses turn by turn to the final losses', () => {
    const t = lossesByTurn(log, final)
    expect(t.length).toBe(21)
    expect(t[20]).toEqual({ turn: 20, fr: final.losses.fr, ru: final.losses.ru })
    for (let i = 1; i < t.length; i++) {
      expect(at(t, i).fr).toBeGreaterThanOrEqual(at(t, i - 1).fr)
      expect(at(t, i).ru).toBeGreaterThanOrEqual(at(t, i - 1).ru)
    }
    // Each turn's figure is the losses in the state at the end of that turn.
    for (let turn = 1; turn < 20; turn++) {
      const end = log.findIndex((e) => e.turn > turn)
      expect(t[turn]).toEqual({ turn, fr: at(states, end).losses.fr, ru: at(states, end).losses.ru })
    }
  })

  it("lists the units lost and the commanders' fates as the final state has them", () => {
    expect(
      lostUnits(log, final)
        .map((u) => u.unit)
        .sort(),
    ).toEqual(
      Object.values(final.units)
        .filter((u) => u.status === 'destroyed')
        .map((u) => u.id)
        .sort(),
    )
    const fates = commanderFates(log, final)
    for (const c of Object.values(final.commanders)) {
      if (c.status === 'killed' || c.status === 'captured' || c.status === 'badly-wounded')
        expect(fates.find((f) => f.commander === c.id)?.fate).toBe(c.status)
    }
    // Each fate is the last casualty or capture event of that commander.
    for (const f of fates) {
      const evs = log
        .flatMap((x) => x.events)
        .filter((e) => (e.type === 'commander-casualty' && e.outcome !== 'unhurt') || e.type === 'commander-captured')
        .filter((e) => 'commander' in e && e.commander === f.commander)
      const last = at(evs, evs.length - 1)
      expect(
        last.type === 'commander-captured' ? 'captured' : last.type === 'commander-casualty' ? last.outcome : null,
      ).toBe(f.fate)
    }
  })

  it('picks the three largest combats by the strength on both sides', () => {
    const big = largestCombats(log, 3)
    expect(big.length).toBe(3)
    const all = log.flatMap((e) =>
      e.events
        .filter((x) => x.type === 'combat-resolved' || x.type === 'fire-resolved')
        .map((x) => ('attack' in x ? x.attack + x.defence : 0)),
    )
    const third = at(
      [...all].sort((a, b) => b - a),
      2,
    )
    for (const c of big) expect(c.size).toBeGreaterThanOrEqual(third)
    for (const c of big)
      expect(at(log, c.index).events.some((e) => e.type === 'combat-resolved' || e.type === 'fire-resolved')).toBe(true)
  })

  it("exports the record as Markdown in the game's language, every action numbered", () => {
    for (const lang of ['ru', 'en'] as const) {
      const md = recordMarkdown({
        scenarioName: 'X',
        seed: game.seed,
        commands: game.commands,
        log,
        state: final,
        lang,
      })
      expect(md.startsWith(lang === 'ru' ? '# Бородино' : '# Borodino')).toBe(true)
      for (let turn = 1; turn <= 20; turn++)
        expect(md).toContain(lang === 'ru' ? `## Ход ${turn} · ` : `## Turn ${turn} · `)
      const numbered = md
        .split('\n')
        .filter((l) => /^\d+\. /.test(l))
        .map((l) => Number(l.split('.')[0]))
      expect(numbered).toEqual(game.commands.map((_, i) => i + 1))
      // Dice are in the words ("кубик 4" / "die 4").
      expect(md).toMatch(lang === 'ru' ? /кубик \d/ : /die \d/)
    }
  })
})
