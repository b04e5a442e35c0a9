// The scenarios as the app offers them: every file validates, the short scenarios (SCN.3) keep their limits and
// play to their end under the computer, judged by their own victory (WIN.4); a whole-day variant (WIN.3) changes
// only the victory; saves name the scenario and variant and read back.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createAiPlayer } from '../../src/ai'
import { playMatch } from '../../src/ai/match'
import { allUnits, commanders, historicalScenario } from '../../src/data/bundled'
import { isGameOver, victoryStatus, type GameState } from '../../src/engine'
import {
  EPISODE_MAX_TURNS,
  EPISODE_MAX_UNITS,
  newGameFromScenario,
  validateScenarioData,
  type ScenarioData,
} from '../../src/engine/setup/scenario'
import { bundledData } from '../../src/store/game/bundled'
import { createGameStore } from '../../src/store/game/gameStore'
import { validateSave } from '../../src/store/game/save/saveReader'
import { ctx } from './fixtures'
import type { ObjectivesRule } from '../../src/engine/core/victoryRule'

const dir = fileURLToPath(new URL('../../src/data/scenarios/', import.meta.url))
const files: ScenarioData[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as ScenarioData)
const episodes = files.filter((s) => s.kind === 'episode')
const side = new Map(allUnits.map((u) => [u.id, u.side]))

const start = (s: ScenarioData, seed: number, variant?: string): GameState => {
  const r = newGameFromScenario(ctx, s, allUnits, commanders, seed, variant)
  if (!r.ok) throw new Error(r.error.join('; '))
  return r.value
}
const normals = (g: number) => ({
  fr: createAiPlayer({ level: 'normal', seed: 100 + g }),
  ru: createAiPlayer({ level: 'normal', seed: 200 + g }),
})

describe('SCN.3 the scenario files', () => {
  it('every scenario file validates, and at least one short scenario is among them', () => {
    for (const s of files) expect(validateScenarioData(ctx, s, allUnits, commanders), s.id).toEqual([])
    expect(episodes.length).toBeGreaterThanOrEqual(1)
  })

  it('SCN.3 a short scenario: at most 8 turns and 30 units a side, a briefing and objectives (WIN.4)', () => {
    for (const s of episodes) {
      expect((s.lastTurn ?? 20) - (s.firstTurn ?? 1) + 1, s.id).toBeLessThanOrEqual(EPISODE_MAX_TURNS)
      for (const x of ['fr', 'ru'] as const)
        expect(s.placements.filter((p) => side.get(p.unit) === x).length, `${s.id} ${x}`).toBeLessThanOrEqual(
          EPISODE_MAX_UNITS,
        )
      expect(s.briefing?.situation.ru, s.id).toBeTruthy()
      expect(s.victory?.kind, s.id).toBe('objectives')
    }
  })

  it('SCN.3 a short scenario brings only its own counters, from its first turn', () => {
    for (const s of episodes) {
      const g = start(s, 1)
      expect(Object.keys(g.units).sort(), s.id).toEqual(s.placements.map((p) => p.unit).sort())
      expect(g.turn).toBe(s.firstTurn ?? 1)
      expect(g.lastTurn).toBe(s.lastTurn)
      // A later start is kept in the state (the turn track and the loss chart begin there); turn 1 is not written.
      expect(g.firstTurn).toBe((s.firstTurn ?? 1) > 1 ? s.firstTurn : undefined)
    }
    expect('firstTurn' in start(historicalScenario, 1)).toBe(false)
  })

  it('SCN.3 a short scenario places its counters and commanders where the historical setup has them', () => {
    const unitHex = new Map(historicalScenario.placements.map((p) => [p.unit, p.hex]))
    const cmdHex = new Map((historicalScenario.commanderPlacements ?? []).map((p) => [p.commander, p.hex]))
    for (const s of episodes) {
      for (const p of s.placements) expect(p.hex, `${s.id} ${p.unit}`).toBe(unitHex.get(p.unit))
      for (const p of s.commanderPlacements ?? []) expect(p.hex, `${s.id} ${p.commander}`).toBe(cmdHex.get(p.commander))
    }
    expect(episodes.map((s) => s.id)).toEqual(expect.arrayContaining(['fleches', 'utitsa', 'redoubt']))
  })

  it('a validator refuses a short scenario that is too long or too big', () => {
    const s = structuredClone(episodes[0]!)
    s.firstTurn = 1
    s.lastTurn = 12
    expect(validateScenarioData(ctx, s, allUnits, commanders).join('\n')).toMatch(/12 turns/)
    const big = structuredClone(episodes[0]!)
    big.placements = historicalScenario.placements
    expect(validateScenarioData(ctx, big, allUnits, commanders).join('\n')).toMatch(/at most 30/)
  })
})

describe('SEQ.1 WIN.4 a short scenario played to its end by the computer', () => {
  for (const s of episodes)
    it(`${s.id}: Normal against Normal ends after its last turn and is judged by its objectives`, () => {
      const m = playMatch(ctx, start(s, 1812), normals(0))
      expect(isGameOver(m.state)).toBe(true)
      expect(m.state.turn).toBe(s.lastTurn)
      const v = victoryStatus(m.state)
      expect(v.rule).toBe('WIN.4')
      expect(v.final).toBe(true)
      const rule = s.victory as ObjectivesRule
      expect(v.points!.fr + v.points!.ru).toBe(
        m.state.losses.ru +
          m.state.losses.fr +
          rule.objectives.reduce((a, o) => a + o.points, 0) +
          (rule.start?.fr ?? 0) +
          (rule.start?.ru ?? 0),
      )
    })
})

describe('WIN.3 a whole-day variant changes only the victory', () => {
  it('the same seed and players give the same game under each variant; only the rule and its verdict differ', () => {
    const plain = playMatch(ctx, start(historicalScenario, 1812), normals(0), { maxTurn: 3 }).state
    for (const v of historicalScenario.variants ?? []) {
      const varied = playMatch(ctx, start(historicalScenario, 1812, v.id), normals(0), { maxTurn: 3 }).state
      const { victory, ...rest } = varied
      expect(victory, v.id).toEqual(v.victory)
      expect(rest, v.id).toEqual(plain)
      expect(victoryStatus(varied).rule).toBe('WIN.3')
    }
    expect(victoryStatus(plain).rule).toBe('WIN.2')
  })
})

describe('saves name the scenario and its variant', () => {
  const bundle = bundledData()!
  it('the app offers every scenario and variant; an unknown variant starts nothing', () => {
    const ids = bundle.scenarios.map((s) => s.id)
    for (const s of files) expect(ids).toContain(s.id)
    for (const v of historicalScenario.variants ?? []) expect(ids).toContain(`historical:${v.id}`)
    expect(bundle.newGame('historical:no-such', 1)).toBeNull()
  })

  for (const id of ['historical:handicap', ...episodes.map((s) => s.id)])
    it(`${id}: a save records it and reads back to the same game`, () => {
      const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
      expect(store.getState().newGame(id, 77)).toBe(true)
      const ai = createAiPlayer({ level: 'normal', seed: 5 })
      for (let i = 0; i < 40; i++) expect(store.getState().dispatch(ai.next(ctx, store.getState().state))).toBe(true)
      const file = store.getState().save()
      expect(file.scenarioId).toBe(id)
      const back = validateSave(JSON.stringify(file), bundle)
      expect(back.ok).toBe(true)
      if (back.ok) {
        expect(back.save.scenarioId).toBe(id)
        expect(back.save.state).toEqual(store.getState().state)
      }
    })
})
