// Tiny hand-built maps for rule tests: one ASCII row per map row, one token per hex.
import { hexCode } from '../../src/core/geometry'
import { at } from './must'
import { loadMap, type GameMap } from '../../src/engine/map/map'
import type { MapData, RedoubtData } from '../../src/engine/map/mapData'
import type { Level, Terrain } from '../../src/engine/core/types'

const TERRAIN: Record<string, Terrain> = { '.': 'clear', c: 'clear', v: 'village', f: 'forest', b: 'brush' }

export interface AsciiMap {
  /**
   * Rows top to bottom; tokens separated by spaces, one per column: a terrain letter
   * (. or c clear, v village, f forest, b brush) and an optional level digit (default 1).
   */
  rows: string[]
  roads?: string[][]
  rivers?: Array<[string, string]>
  bridges?: Array<[string, string]>
  redoubts?: RedoubtData[]
}

export function asciiMapData(spec: AsciiMap): MapData {
  const grid = spec.rows.map((r) => r.trim().split(/\s+/))
  const rows = grid.length
  const cols = at(grid, 0).length
  const hexes: MapData['hexes'] = []
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const tok = at(grid, r)[c]
      if (tok === undefined) throw new Error(`row ${r + 1} has fewer than ${cols} hexes`)
      const terrain = TERRAIN[tok[0]!]
      if (!terrain) throw new Error(`unknown terrain letter in "${tok}"`)
      const level = (tok.length > 1 ? Number(tok.slice(1)) : 1) as Level
      hexes.push({ hex: hexCode(c, r), level, terrain })
    }
  }
  return {
    id: 'test',
    cols,
    rows,
    hexes,
    roads: (spec.roads ?? []).map((hexes) => ({ hexes })),
    rivers: spec.rivers ? [{ id: 'kolocha', sides: spec.rivers }] : [],
    bridges: spec.bridges ?? [],
    redoubts: spec.redoubts ?? [],
  }
}

export function asciiMap(spec: AsciiMap): GameMap {
  return loadMap(asciiMapData(spec))
}

/** An open, flat map of the given size (all clear, level 1). */
export function openMap(cols: number, rows: number): GameMap {
  return asciiMap({ rows: Array.from({ length: rows }, () => Array.from({ length: cols }, () => '.').join(' ')) })
}
