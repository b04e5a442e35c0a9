// What a player uses beside the board works in every short scenario (SCN.3), the one that starts later in the day
// included: the coach's hint is a command the engine accepts, the review steps through the game, the loss chart
// begins at the scenario's own start, and the analysis judges the game's decisions.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createAiPlayer, hint, startAnalysis } from '../../src/ai'
import { allUnits, commanders } from '../../src/data/bundled'
import { actingSide, apply, firstTurnOf, isGameOver, type Command, type GameState } from '../../src/engine'
import { newGameFromScenario, type ScenarioData } from '../../src/engine/setup/scenario'
import { lossesByTurn } from '../../src/store/review'
import { createTimeline } from '../../src/store/review/timeline'
import { logEntry, type LogEntry } from '../../src/store/game/log'
import { playMinutes } from '../../src/store/game/bundled'
import BALANCE from '../../src/data/balance.json'
import { ctx } from './fixtures'

const dir = fileURLToPath(new URL('../../src/data/scenarios/', import.meta.url))
const episodes = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as ScenarioData)
  .filter((s) => s.kind === 'episode')

/** A whole game between two Normal computer players: its start, its commands, its log and its end. */
function played(s: ScenarioData, seed: number) {
  const r = newGameFromScenario(ctx, s, allUnits, commanders, seed)
  if (!r.ok) throw new Error(r.error.join('; '))
  const players = {
    fr: createAiPlayer({ level: 'normal', seed: seed + 1 }),
    ru: createAiPlayer({ level: 'normal', seed: seed + 2 }),
  }
  const commands: Command[] = []
  const log: LogEntry[] = []
  let state: GameState = r.value
  while (!isGameOver(state)) {
    let cmd = players[actingSide(state)].next(ctx, state)
    let out = apply(ctx, state, cmd)
    if (!out.ok) {
      cmd = { type: 'endPhase' }
      out = apply(ctx, state, cmd)
      if (!out.ok) throw new Error(`${s.id}: stuck`)
    }
    log.push(logEntry(state, out.events, commands.length))
    commands.push(cmd)
    state = out.state
  }
  return { initial: r.value, commands, log, final: state }
}

describe('SCN.3 the player’s tools in every short scenario', () => {
  it('there are at least three short scenarios, one of them starting later in the day', () => {
    expect(episodes.length).toBeGreaterThanOrEqual(3)
    expect(episodes.some((s) => (s.firstTurn ?? 1) > 1)).toBe(true)
  })

  for (const s of episodes)
    it(`${s.id}: hint, review, loss chart and analysis`, () => {
      const g = played(s, 31)
      const first = s.firstTurn ?? 1
      expect(firstTurnOf(g.initial)).toBe(first)
      // The hint at the start and at the turn's middle: the command the computer would give, and a legal one.
      for (const at of [0, Math.floor(g.commands.length / 2)]) {
        const tl = createTimeline(ctx, g.initial, g.commands)
        const st = tl.at(at)
        const h = hint(ctx, st, actingSide(st), { level: 'normal', seed: 7 })
        expect(h, `${s.id} hint at ${at}`).not.toBeNull()
        expect(apply(ctx, st, h!).ok, `${s.id} hint at ${at}: ${JSON.stringify(h)}`).toBe(true)
      }
      // The review reaches the game's end and every position on the way.
      const tl = createTimeline(ctx, g.initial, g.commands)
      expect(tl.at(tl.length)).toBe(tl.at(g.commands.length))
      expect(tl.at(tl.length).losses).toEqual(g.final.losses)
      expect(tl.at(0).turn).toBe(first)
      // The loss chart starts just before the scenario's first turn and has a point for each of its turns.
      const chart = lossesByTurn(g.log, g.final)
      expect(chart.map((p) => p.turn)).toEqual(
        Array.from({ length: (s.lastTurn ?? 20) - first + 2 }, (_, i) => first - 1 + i),
      )
      expect(chart.at(-1)).toEqual({ turn: s.lastTurn, fr: g.final.losses.fr, ru: g.final.losses.ru })
      // The analysis lists the French decisions of the game and judges the first of them.
      const run = startAnalysis(ctx, g.initial, g.commands, { sides: ['fr'], level: 'easy' })
      expect(run.total).toBeGreaterThan(0)
      expect(run.step()).toBe(true)
      expect(run.results()[0]!.side).toBe('fr')
    })

  it('every short scenario is about 45 minutes or less for two people at the stated pace', () => {
    for (const s of episodes) {
      const b = BALANCE.scenarios.find((e) => e.id === s.id)
      expect(b?.commands, s.id).toBeGreaterThan(0)
      const turns = (s.lastTurn ?? 20) - (s.firstTurn ?? 1) + 1
      expect(playMinutes(turns, 0, b!.commands), s.id).toBeLessThanOrEqual(45)
    }
    // The pace itself: 10 s a decision and 2 s a phase's end, rounded to five minutes.
    expect(playMinutes(8, 0, 48 + 150)).toBe(Math.round((150 * 10 + 48 * 2) / 60 / 5) * 5)
  })
})
