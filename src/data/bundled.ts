// The bundled data files, typed, for the app, scripts and tests (the vector geography stays out of the app).
import type { MapData } from '../engine'
import type { ScenarioData } from '../engine'
import type { CommanderDef, UnitDef } from '../engine'
import mapJson from './borodino-map.json' with { type: 'json' }
import frJson from './oob-french.json' with { type: 'json' }
import ruJson from './oob-russian.json' with { type: 'json' }
import cmdJson from './commanders.json' with { type: 'json' }
import histJson from './scenarios/historical.json' with { type: 'json' }
import hypoJson from './scenarios/hypothetical.json' with { type: 'json' }

export const borodinoMapData = mapJson as MapData
export const frenchUnits = frJson as UnitDef[]
export const russianUnits = ruJson as UnitDef[]
export const allUnits: UnitDef[] = [...frenchUnits, ...russianUnits]
export const commanders = cmdJson as CommanderDef[]
export const historicalScenario = histJson as ScenarioData
export const hypotheticalScenario = hypoJson as ScenarioData
