// Types of data/geography.json: the vector battlefield that the map is rasterized from.
import type { Bilingual, HexCode } from '../../src/engine'
import type { DirName } from '../../src/engine/tables'

/** [lat, lon] in degrees. */
export type LatLon = [number, number]

export interface Box {
  south: number
  north: number
  west: number
  east: number
}

export interface Projection {
  originLat: number
  originLon: number
  kmPerDegLon: number
  kmPerDegLat: number
}

export interface GridSpec {
  cols: number
  rows: number
  hexAcrossKm: number
  /** The hex whose centre is the projection origin (the Raevsky monument). */
  originHex: HexCode
}

export interface Village {
  id: string
  name: Bilingual
  at: LatLon
  tag: string
}

export interface Feature {
  id: string
  name: Bilingual
  /** One or more points; the feature's name goes on each of their hexes. */
  at: LatLon[]
  tag: string
  note?: string
}

export interface RedoubtSource {
  feature: string
  at: LatLon
  fronts: DirName[]
  note?: string
}

export interface Monument {
  id: string
  what: string
  at: LatLon
}

export interface Polyline {
  id: string
  name?: Bilingual
  points: LatLon[]
  note?: string
  tag?: string
}

export interface RiverSource extends Polyline {
  valleyKm: number
  /** The river this one flows into, inside the map. */
  joins?: string
}

export interface StreamSource extends Polyline {
  /** Index of the first point from which the stream's bed is low ground. */
  lowFrom: number
}

export interface RoadSource extends Polyline {
  /** Must run from one map edge to another. */
  edgeToEdge?: boolean
}

export interface Crossing {
  id: string
  name: Bilingual
  river: string
  road: string
  at: LatLon
}

export interface Wood {
  id: string
  terrain: 'forest' | 'brush'
  name?: Bilingual
  points: LatLon[]
}

export type ReliefArea = { id: string; level: 1 | 2 | 3; keep?: boolean; tag?: string; note?: string } & (
  | { shape: 'circle'; at: LatLon; radiusKm: number }
  | { shape: 'capsule'; from: LatLon; to: LatLon; radiusKm: number }
  | { shape: 'box'; box: Box }
  | { shape: 'river'; river: string }
  | { shape: 'stream'; stream: string }
  /** One bank of a river's valley (the side holding `bankAt`), downstream of `downstreamOf`. */
  | { shape: 'bank'; river: string; bankAt: LatLon; downstreamOf: LatLon }
)

export interface Geography {
  about?: string
  projection: Projection
  grid: GridSpec
  extent: Box
  villages: Village[]
  features: Feature[]
  redoubts: RedoubtSource[]
  monuments: Monument[]
  rivers: RiverSource[]
  streams: StreamSource[]
  roads: RoadSource[]
  crossings: Crossing[]
  woods: Wood[]
  clearings: Array<{ id: string; note?: string; box: Box }>
  /** Applied in order; a later area overrides an earlier one. */
  relief: ReliefArea[]
}
