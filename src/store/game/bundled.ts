// The bundled game data as the UI's Bundle. The data files are read by one loader (src/data/bundled.ts); the
// scenario files are picked up by scenarioSources.ts: every JSON in src/data/scenarios is offered.
import { allUnits, borodinoMapData, commanders as commanderDefs } from '../../data/pieces'
import { loadMap, newGameFromScenario, Setup, type ScenarioData } from '../../engine'
import type { Bundle } from './bundle'
import { LESSONS } from '../../tutorial/lessonIndex'
import { lessonGame } from '../../tutorial/lessonGame'
import { lessonData, scenarioData, scenarioList } from './scenarioSources'

/** Historical first, then the others by id. */
const ORDER = (s: ScenarioData) => (s.kind === 'historical' ? `0${s.id}` : `1${s.id}`)

export function bundledData(): Bundle | null {
  const scenarios = [...scenarioList].sort((a, b) => (ORDER(a) < ORDER(b) ? -1 : 1))
  if (!scenarios.length) return null
  const map = loadMap(borodinoMapData)
  const ctx = { map }
  const units = allUnits
  const commanders = commanderDefs
  const byId = new Map(scenarios.map((s) => [s.id, s]))
  return {
    map,
    ctx,
    // The tutorial is a scenario too (saves and replays work for it) but is not offered as a new game.
    scenarios: [
      ...scenarios.map((s) => ({ id: s.id, name: s.name, setup: s.kind === 'free-setup' })),
      ...LESSONS.map((l) => ({ id: l.id, name: l.name, setup: false, hidden: true })),
    ],
    newGame(id, seed) {
      const lesson = lessonData(id)
      if (lesson) return lessonGame(lesson, units, commanders, seed)
      const s = scenarioData(id)
      if (!s) return null
      const res = newGameFromScenario(ctx, s, units, commanders, seed)
      if (!res.ok) {
        console.error(`scenario ${id}:`, res.error)
        return null
      }
      return res.value
    },
    // The engine's query, kept with the state's derived data (the rules travel in state.setup).
    setupZone: (state, side) => Setup.setupZoneHexes(ctx, state, side),
    zoneRules(scenarioId) {
      // The tutorial is not among the scenario files; it plays on the same map.
      const own = byId.get(scenarioId)
      return own?.setup ?? scenarios.find((s) => s.setup && (!own || s.mapId === own.mapId))?.setup
    },
    setupViolations(state, side) {
      return state.setup && state.phase === 'setup' ? Setup.validateSetup(ctx, state.setup, state, side) : []
    },
  }
}
