// Small game states for rule tests: a few units and commanders placed by hex number.
import { apply } from '../../src/engine/core/apply'
import type { Command, Ctx } from '../../src/engine/core/commands'
import type { GameMap } from '../../src/engine/map/map'
import { createGameState, type GameState } from '../../src/engine/core/state'
import type { HexCode, Nationality, Phase, Side, UnitType } from '../../src/engine/core/types'
import type { CommanderDef, UnitDef } from '../../src/engine/core/units'
import { say } from './say'

export interface TestUnit {
  id: string
  side: Side
  type?: UnitType
  hex: HexCode | null
  /** Front strength and MP; the back is derived as in UNIT.2 unless given. */
  str?: number
  mp?: number
  back?: { strength: number; mp: number }
  nationality?: Nationality
  corps?: string
  army?: string
  demoralized?: boolean
  limbered?: boolean
}

export interface TestCommander {
  id: string
  side: Side
  hex: HexCode | null
  rating?: number
  corps?: string
  army?: string
}

export interface TestGameSpec {
  units: TestUnit[]
  commanders?: TestCommander[]
  side?: Side
  phase?: Phase
  turn?: number
  seed?: number
}

export function unitDef(t: TestUnit): UnitDef {
  const type = t.type ?? 'infantry'
  const str = t.str ?? 4
  const mp = t.mp ?? (type === 'cavalry' ? 6 : 4)
  const back =
    t.back ??
    (type === 'artillery' ? { strength: 1, mp } : { strength: Math.max(1, Math.floor(str / 2)), mp: Math.ceil(mp / 2) })
  return {
    id: t.id,
    side: t.side,
    type,
    nationality: t.nationality ?? (t.side === 'fr' ? 'french' : 'russian'),
    corps: t.corps ?? (t.side === 'fr' ? 'I' : 'VII'),
    army: t.army ?? (t.side === 'fr' ? 'grande-armee' : '2W'),
    label: t.id,
    name: { ru: t.id, en: t.id },
    front: { strength: str, mp },
    back,
  }
}

export function testGame(spec: TestGameSpec): GameState {
  const commanders: CommanderDef[] = (spec.commanders ?? []).map((c) => ({
    id: c.id,
    side: c.side,
    name: { ru: c.id, en: c.id },
    rating: c.rating ?? 2,
    commands: { side: c.side, corps: c.corps, army: c.army },
  }))
  const s = createGameState({
    scenarioId: 'test',
    mapId: 'test',
    seed: spec.seed ?? 1,
    units: spec.units.map(unitDef),
    commanders,
    placements: spec.units.map((u) => ({ unit: u.id, hex: u.hex, limbered: u.limbered, demoralized: u.demoralized })),
    commanderPlacements: (spec.commanders ?? []).map((c) => ({ commander: c.id, hex: c.hex })),
  })
  s.side = spec.side ?? 'fr'
  s.phase = spec.phase ?? 'movement'
  s.turn = spec.turn ?? 1
  return s
}

/** Applies commands in order and fails loudly on the first refusal (for setting a scene up). */
export function play(ctx: Ctx, state: GameState, ...cmds: Command[]): GameState {
  let s = state
  for (const c of cmds) {
    const out = apply(ctx, s, c)
    if (!out.ok) throw new Error(`refused ${JSON.stringify(c)}: ${out.refusal.rule} ${say(out.refusal, 'en')}`)
    s = out.state
  }
  return s
}

export const ctxOf = (map: GameMap): Ctx => ({ map })
