// Shared loading for the data tests: the bundled files, compiled once.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Ctx } from '../../src/engine/core/commands'
import { loadMap, type GameMap } from '../../src/engine/map/map'
import type { MapData } from '../../src/engine/map/mapData'
import type { Geography } from '../../tools/data/geography'
import { borodinoMapData } from '../../src/data/bundled'
import type { Overlay } from '../../tools/mapgen/overlay'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const readJson = <T>(path: string): T => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as T

export const geography = readJson<Geography>('data/geography.json')
export const overlay = readJson<Overlay>('data/map-overlay.json')
export const map: GameMap = loadMap(borodinoMapData)
/** The rules' context on that map. */
export const ctx: Ctx = { map }

/** A deep copy of the map data, to break in a test. */
export const mapDataCopy = (): MapData => structuredClone(borodinoMapData)

export const named = (en: string): number => map.names.findIndex((n) => n?.en === en)
