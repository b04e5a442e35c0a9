// The map, the counters and the commanders, typed: what every game of Borodino is played with. Apart from the
// scenario files (bundled.ts) so that the app can carry these without every scenario's data.
import type { CommanderDef, MapData, UnitDef } from '../engine'
import mapJson from './borodino-map.json' with { type: 'json' }
import frJson from './oob-french.json' with { type: 'json' }
import ruJson from './oob-russian.json' with { type: 'json' }
import cmdJson from './commanders.json' with { type: 'json' }

export const borodinoMapData = mapJson as MapData
export const frenchUnits = frJson as UnitDef[]
export const russianUnits = ruJson as UnitDef[]
export const allUnits: UnitDef[] = [...frenchUnits, ...russianUnits]
export const commanders = cmdJson as CommanderDef[]
