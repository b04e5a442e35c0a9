// The real scenarios as a Bundle without the app's build (scripts and tests), and a whole random game.
import { apply, loadMap, newGameFromScenario, type Command, type GameState, type ScenarioData } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { allUnits, borodinoMapData, commanders, historicalScenario, hypotheticalScenario } from '../../src/data/bundled'
import type { Bundle } from '../../src/store/game/bundle'
import { isGameOver } from '../../src/engine'

export function realBundle(): Bundle {
  const map = loadMap(borodinoMapData)
  const ctx = { map }
  const byId = new Map<string, ScenarioData>([
    [historicalScenario.id, historicalScenario],
    [hypotheticalScenario.id, hypotheticalScenario],
  ])
  return {
    map,
    ctx,
    scenarios: [...byId.values()].map((s) => ({ id: s.id, name: s.name, setup: s.kind === 'free-setup' })),
    newGame(id, seed) {
      const s = byId.get(id)
      if (!s) return null
      const r = newGameFromScenario(ctx, s, allUnits, commanders, seed)
      return r.ok ? r.value : null
    },
  }
}

/** A whole 20-turn historical game of random legal play: its commands and final state. */
export function fullGame(bundle: Bundle, seed: number, playerSeed = seed): { commands: Command[]; state: GameState } {
  let state = bundle.newGame('historical', seed) as GameState
  const player = createRandomPlayer(seededRand(playerSeed))
  const commands: Command[] = []
  while (!isGameOver(state)) {
    let cmd = player.next(bundle.ctx, state)
    let out = apply(bundle.ctx, state, cmd)
    if (!out.ok) {
      cmd = { type: 'endPhase' }
      out = apply(bundle.ctx, state, cmd)
      if (!out.ok) throw new Error(`stuck: ${out.refusal.code}`)
    }
    commands.push(cmd)
    state = out.state
  }
  return { commands, state }
}
