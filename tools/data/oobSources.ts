// The men-and-guns table behind the counters (data/oob-sources.json) and the one scale that turns it into strengths.
import type { UnitDef } from '../../src/engine'
import type { UnitType } from '../../src/engine'

export type Arm = 'infantry' | 'cavalry' | 'cossacks' | 'militia' | 'guns'
export type MpClass =
  'infantry' | 'militia' | 'heavyCavalry' | 'lightCavalry' | 'cossacks' | 'footArtillery' | 'horseArtillery'

/** A counter's printed identity (as in UnitDef) plus the men and guns its strength comes from. */
export interface UnitSource extends Pick<
  UnitDef,
  'id' | 'side' | 'type' | 'nationality' | 'corps' | 'army' | 'label' | 'name'
> {
  men: Partial<Record<Arm, number>>
  mpClass?: MpClass
  adj?: number
  adjWhy?: string
  src: string
  note?: string
}

export interface OobSources {
  about?: string
  /** Men (or guns) per strength point, the same for both sides. */
  scale: Record<Arm, number>
  mp: Record<MpClass, number>
  units: UnitSource[]
}

export function rawStrength(s: OobSources, u: UnitSource): number {
  let raw = 0
  for (const [arm, n] of Object.entries(u.men) as Array<[Arm, number]>) raw += n / s.scale[arm]
  return raw
}

export function mpClassOf(u: UnitSource): MpClass {
  if (u.mpClass) return u.mpClass
  return u.type === 'artillery' ? 'footArtillery' : u.type === 'cavalry' ? 'lightCavalry' : 'infantry'
}

/** UNIT.2 / UNIT.3: the back of a counter. */
export function backOf(type: UnitType, strength: number, mp: number): { strength: number; mp: number } {
  if (type === 'artillery') return { strength: strength >= 6 ? 2 : 1, mp }
  return { strength: Math.max(1, Math.floor(strength / 2)), mp: Math.ceil(mp / 2) }
}

export function toUnitDef(s: OobSources, u: UnitSource): UnitDef {
  const strength = Math.max(1, Math.round(rawStrength(s, u))) + (u.adj ?? 0)
  const mp = s.mp[mpClassOf(u)]
  return {
    id: u.id,
    side: u.side,
    type: u.type,
    nationality: u.nationality,
    corps: u.corps,
    army: u.army,
    label: u.label,
    name: u.name,
    front: { strength, mp },
    back: backOf(u.type, strength, mp),
  }
}
