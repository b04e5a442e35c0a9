import fc from 'fast-check'
import { at } from '../helpers/must'
import { describe, expect, test } from 'vitest'
import type { Command } from '../../src/engine/core/commands'
import { apply } from '../../src/engine/core/apply'
import { T_BRUSH, T_FOREST } from '../../src/engine/map/map'
import { createRandomPlayer } from '../../src/sim/randomPlayer'
import { seededRand } from '../../src/core'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'
import { isGameOver } from '../../src/engine'

const LETTERS = ['.', '.', '.', 'f', 'v', 'b'] as const

const scenario = fc.record({
  cols: fc.integer({ min: 4, max: 6 }),
  rows: fc.integer({ min: 4, max: 6 }),
  cells: fc.array(fc.tuple(fc.constantFrom(...LETTERS), fc.integer({ min: 1, max: 3 })), {
    minLength: 36,
    maxLength: 36,
  }),
  units: fc.array(
    fc.tuple(fc.constantFrom('infantry', 'cavalry', 'artillery'), fc.integer({ min: 1, max: 9 }), fc.boolean()),
    { minLength: 2, maxLength: 10 },
  ),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  playerSeed: fc.integer({ min: 1, max: 1_000_000 }),
  junk: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 60, maxLength: 60 }),
})

function junkCommand(state: GameState, codes: string[], [a, b, c, d]: [number, number, number, number]): Command {
  const ids = Object.keys(state.units)
  const id = (k: number) => (k % 7 === 0 ? 'nobody' : ids[k % ids.length]!)
  const hex = (k: number) => (k % 9 === 0 ? '9999' : codes[k % codes.length]!)
  const all: Command[] = [
    { type: 'attack', defender: id(a), attackers: [id(b), id(c)], batteries: [id(d)] },
    { type: 'fire', batteries: [id(a)], target: id(b) },
    { type: 'retreat', unit: id(a), hex: hex(b) },
    { type: 'advance', unit: d % 2 ? null : id(a), hex: hex(c) },
    { type: 'chooseLosses', units: [id(a)] },
    { type: 'move', unit: id(a), path: [hex(b), hex(c)] },
    { type: 'moveCommander', commander: 'c' + (a % 3), path: [hex(b), hex(c)] },
    { type: 'limber', unit: id(a) },
    { type: 'unlimber', unit: id(a) },
    { type: 'rally' },
    { type: 'endPhase' },
    { type: 'bogus' } as unknown as Command,
    { type: 'attack', defender: 5, attackers: 'x' } as unknown as Command,
  ]
  return all[(a + b * 3 + c) % all.length]!
}

function checkInvariants(ctx: ReturnType<typeof ctxOf>, s: GameState, lossesBefore: { fr: number; ru: number }): void {
  const seen = new Map<string, string>()
  const passing =
    s.pending[0]?.kind === 'retreat' && s.pending[0].remaining < s.pending[0].total ? s.pending[0].unit : null
  for (const u of Object.values(s.units)) {
    if (u.status === 'destroyed') expect(u.hex).toBeNull()
    if (u.hex === null) continue
    const other = seen.get(u.hex)
    if (other) expect([other, u.id]).toContain(passing)
    seen.set(u.hex, u.id)
    const h = ctx.map.geo.byCode.get(u.hex) as number
    if (u.type === 'artillery' && (ctx.map.terrain[h] === T_FOREST || ctx.map.terrain[h] === T_BRUSH))
      expect(ctx.map.roadHex[h]).toBe(1)
  }
  expect(s.losses.fr).toBeGreaterThanOrEqual(lossesBefore.fr)
  expect(s.losses.ru).toBeGreaterThanOrEqual(lossesBefore.ru)
}

describe('engine properties', () => {
  test('SEQ.4 CBT ART random legal and illegal commands never throw; refusals change nothing; invariants hold', () => {
    fc.assert(
      fc.property(scenario, (sc) => {
        const rows = Array.from({ length: sc.rows }, (_, r) =>
          Array.from({ length: sc.cols }, (_, c) => {
            const [t, lvl] = at(sc.cells, r * 6 + c)
            return `${t}${lvl}`
          }).join(' '),
        )
        const map = asciiMap({ rows })
        const ctx = ctxOf(map)
        const codes = [...map.geo.codes]
        const free = codes.filter((h) => map.terrain[map.geo.byCode.get(h) as number]! < T_FOREST)
        const units: TestUnit[] = sc.units.slice(0, free.length).map(([type, str, fr], i) => ({
          id: `u${i}`,
          side: fr ? 'fr' : 'ru',
          type,
          str,
          hex: at(free, (i * 7) % free.length),
        }))
        // Distinct hexes only.
        const used = new Set<string>()
        const placed = units.filter((u) => !used.has(u.hex as string) && used.add(u.hex as string))
        let state = testGame({
          units: placed,
          phase: 'rally',
          seed: sc.seed,
          commanders: [
            { id: 'c0', side: 'fr', hex: placed.find((u) => u.side === 'fr')?.hex ?? null },
            { id: 'c1', side: 'ru', hex: placed.find((u) => u.side === 'ru')?.hex ?? null, corps: 'VII' },
          ],
        })
        const player = createRandomPlayer(seededRand(sc.playerSeed), { moveChance: 0.9, attackChance: 0.9 })
        for (const j of sc.junk) {
          if (isGameOver(state)) break
          const cmd = j[3] % 3 === 0 ? junkCommand(state, codes, j) : player.next(ctx, state)
          const before = JSON.stringify(state)
          const losses = { ...state.losses }
          const out = apply(ctx, state, cmd)
          expect(JSON.stringify(state)).toBe(before)
          if (!out.ok) continue
          checkInvariants(ctx, out.state, losses)
          state = out.state
        }
      }),
      { numRuns: 120 },
    )
    // A correctness check, not a timing one: on a busy machine 120 runs can exceed the default 5 s.
  }, 60_000)
})
