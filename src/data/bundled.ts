// The bundled data files, typed, for scripts and tests (the vector geography stays out of the app). The app itself
// takes the map and counters from pieces.ts and the scenarios through src/store/scenarioSources.ts, which fetches
// each one when it is needed.
import type { ScenarioData } from '../engine'
import histJson from './scenarios/historical.json' with { type: 'json' }
import hypoJson from './scenarios/hypothetical.json' with { type: 'json' }

export { allUnits, borodinoMapData, commanders, frenchUnits, russianUnits } from './pieces'
export const historicalScenario = histJson as ScenarioData
export const hypotheticalScenario = hypoJson as ScenarioData
