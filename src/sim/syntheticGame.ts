// A seeded synthetic battlefield and armies (any size), for the random-game tests and the benchmark.
// Not Borodino: it only exercises every rule (levels, forests, villages, a river with bridges, roads, a redoubt).
import {
  type CommanderDef,
  createGameState,
  type GameMap,
  type GameState,
  loadMap,
  type MapData,
  type Nationality,
  type Side,
  type UnitDef,
  type UnitType,
} from '../engine'
import { hexCode } from '../engine/ai'
import type { Level, Terrain } from '../engine/tables'
import { seededRand, type Rand } from '../core'

function terrainOf(rand: Rand): Terrain {
  const x = rand()
  return x < 0.7 ? 'clear' : x < 0.82 ? 'forest' : x < 0.94 ? 'village' : 'brush'
}

export function syntheticMap(seed: number, cols: number, rows: number): GameMap {
  const rand = seededRand(seed)
  const hills = Array.from({ length: 3 }, () => ({ c: rand() * cols, r: rand() * rows, rad: 2 + rand() * 4 }))
  const hexes: MapData['hexes'] = []
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      let level = 1
      for (const h of hills) {
        const d = Math.hypot(c - h.c, r - h.r)
        if (d < h.rad) level = Math.max(level, d < h.rad / 2 ? 3 : 2)
      }
      hexes.push({ hex: hexCode(c, r), level: level as Level, terrain: terrainOf(rand) })
    }
  }
  // A river between two middle columns; each hex of the west column borders the east column on two sides.
  const rc = Math.floor(cols / 2) - 1
  const sides: Array<[string, string]> = []
  for (let r = 0; r < rows; r++) {
    const [ne, se] = rc % 2 === 1 ? [r, r + 1] : [r - 1, r]
    for (const rr of [ne, se]) if (rr >= 0 && rr < rows) sides.push([hexCode(rc, r), hexCode(rc + 1, rr)])
  }
  // East–west roads, each crossing the river by a bridge.
  const roads: MapData['roads'] = []
  const bridges: Array<[string, string]> = []
  for (let k = 1; k <= 3 && rows > 2; k++) {
    const r0 = Math.floor((rows * k) / 4)
    const path: string[] = []
    // With odd columns shifted down, (c, r0) and (c + 1, r0) are always neighbours.
    for (let c = 0; c < cols; c++) path.push(hexCode(c, r0))
    roads.push({ hexes: path })
    bridges.push([hexCode(rc, r0), hexCode(rc + 1, r0)])
  }
  const data: MapData = {
    id: `synthetic-${seed}`,
    cols,
    rows,
    hexes,
    roads,
    rivers: [{ id: 'river', sides }],
    bridges,
    redoubts: cols > 8 && rows > 4 ? [{ hex: hexCode(cols - 4, Math.floor(rows / 2)), fronts: ['SW', 'NW'] }] : [],
  }
  return loadMap(data)
}

const NATS: Record<Side, Nationality[]> = { fr: ['french', 'french', 'italian', 'polish', 'german'], ru: ['russian'] }

/** Two armies facing each other on the western and eastern thirds of the map. */
export function syntheticGame(seed: number, cols = 30, rows = 26, perSide = 45): { map: GameMap; state: GameState } {
  const map = syntheticMap(seed, cols, rows)
  const rand = seededRand(seed ^ 0x5bd1e995)
  const units: UnitDef[] = []
  const placements: Array<{ unit: string; hex: string; limbered?: boolean }> = []
  const commanders: CommanderDef[] = []
  const commanderPlacements: Array<{ commander: string; hex: string }> = []
  const band = Math.max(1, Math.floor(cols / 3))
  for (const side of ['fr', 'ru'] as const) {
    const free: string[] = []
    for (let c = 0; c < band; c++)
      for (let r = 0; r < rows; r++) free.push(hexCode(side === 'fr' ? c : cols - 1 - c, r))
    for (let i = 0; i < perSide && free.length; i++) {
      const hex = free.splice(Math.floor(rand() * free.length), 1)[0]! // the loop runs while free is not empty
      const x = rand()
      const type: UnitType = x < 0.6 ? 'infantry' : x < 0.85 ? 'cavalry' : 'artillery'
      const str = 2 + Math.floor(rand() * 7)
      const mp = type === 'cavalry' ? 6 : 4
      const id = `${side}${i}`
      const corps = `${side}-c${i % 5}`
      units.push({
        id,
        side,
        type,
        nationality: NATS[side][Math.floor(rand() * NATS[side].length)]!, // an index of the list
        corps,
        army: `${side}-army`,
        label: id,
        name: { ru: id, en: id },
        front: { strength: str, mp },
        back:
          type === 'artillery'
            ? { strength: 1, mp }
            : { strength: Math.max(1, Math.floor(str / 2)), mp: Math.ceil(mp / 2) },
      })
      placements.push({ unit: id, hex, limbered: type === 'artillery' && rand() < 0.5 })
      if (i < 5) {
        commanders.push({
          id: `${side}-gen${i}`,
          side,
          name: { ru: `${side}-gen${i}`, en: `${side}-gen${i}` },
          rating: 1 + (i % 3),
          commands: { side, corps },
        })
        commanderPlacements.push({ commander: `${side}-gen${i}`, hex })
      }
    }
  }
  const state = createGameState({
    scenarioId: 'synthetic',
    mapId: map.id,
    seed,
    units,
    commanders,
    placements,
    commanderPlacements,
  })
  return { map, state }
}
