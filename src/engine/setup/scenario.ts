// Scenarios as data (SCN.1–2): who stands where, validated against a map and the orders of battle.
import type { Ctx } from '../core/commands'
import { hexId } from '../map/map'
import { err, ok, type Result } from '../../core/result'
import { forbiddenTerrain, validateSetupRules, type SetupRules } from './setup'
import { createGameState, type CommanderPlacement, type GameState, type Placement } from '../core/state'
import type { Bilingual } from '../core/types'
import type { CommanderDef, UnitDef } from '../core/units'
import { dev } from '../core/diagnostic'

export type { SetupRules } from './setup'

export interface ScenarioData {
  id: string
  name: Bilingual
  description: Bilingual
  mapId: string
  /** 'historical' starts at the French rally phase; 'free-setup' starts with the Russian setup (SCN.2). */
  kind: 'historical' | 'free-setup'
  placements: Placement[]
  commanderPlacements: CommanderPlacement[]
  setup?: SetupRules
}

/** Every problem of a scenario against its map and counters; empty when it is good. */
export function validateScenarioData(
  ctx: Ctx,
  data: ScenarioData,
  units: UnitDef[],
  commanders: CommanderDef[],
): string[] {
  const { map } = ctx
  const problems: string[] = []
  if (!data || typeof data !== 'object') return [dev`scenario is not an object`]
  if (typeof data.id !== 'string' || !data.id) problems.push(dev`scenario id is missing`)
  if (data.mapId !== map.id) problems.push(dev`scenario is for map "${data.mapId}", not "${map.id}"`)
  if (data.kind !== 'historical' && data.kind !== 'free-setup')
    problems.push(`unknown scenario kind ${JSON.stringify(data.kind)}`)
  if (!Array.isArray(data.placements) || !Array.isArray(data.commanderPlacements))
    return [...problems, dev`placements and commanderPlacements must be lists`]
  if (data.kind === 'free-setup') {
    if (!data.setup) problems.push(dev`a free-setup scenario needs setup rules`)
    else problems.push(...validateSetupRules(map, data.setup))
  }

  const byId = new Map(units.map((u) => [u.id, u]))
  const placed = new Set<string>()
  const occupant = new Map<number, string>()
  for (const p of data.placements) {
    const u = byId.get(p?.unit)
    if (!u) {
      problems.push(dev`placement of unknown unit ${JSON.stringify(p?.unit)}`)
      continue
    }
    if (placed.has(u.id)) problems.push(`unit ${u.id} is placed twice`)
    placed.add(u.id)
    if (p.hex === null) {
      if (data.kind === 'historical') problems.push(dev`unit ${u.id} has no hex in a historical scenario`)
      continue
    }
    const id = hexId(map, p.hex)
    if (id < 0) {
      problems.push(dev`unit ${u.id}: hex ${JSON.stringify(p.hex)} is not on the map`)
      continue
    }
    const other = occupant.get(id)
    if (other) problems.push(`units ${other} and ${u.id} share hex ${p.hex} (STACK.1)`)
    else occupant.set(id, u.id)
    if (forbiddenTerrain(ctx, id, u.type))
      problems.push(dev`battery ${u.id} stands in forest or brush off the road at ${p.hex} (MOVE.5)`)
    if (p.limbered && u.type !== 'artillery') problems.push(dev`unit ${u.id} is not a battery and cannot be limbered`)
  }
  if (data.kind === 'historical') {
    for (const u of units) if (!placed.has(u.id)) problems.push(dev`unit ${u.id} is missing from the scenario`)
  }

  const cById = new Map(commanders.map((c) => [c.id, c]))
  const cPlaced = new Set<string>()
  for (const p of data.commanderPlacements) {
    const c = cById.get(p?.commander)
    if (!c) {
      problems.push(dev`placement of unknown commander ${JSON.stringify(p?.commander)}`)
      continue
    }
    if (cPlaced.has(c.id)) problems.push(`commander ${c.id} is placed twice`)
    cPlaced.add(c.id)
    if (p.hex === null) {
      if (data.kind === 'historical') problems.push(dev`commander ${c.id} has no hex in a historical scenario`)
      continue
    }
    if (hexId(map, p.hex) < 0) problems.push(dev`commander ${c.id}: hex ${JSON.stringify(p.hex)} is not on the map`)
  }
  if (data.kind === 'historical') {
    for (const c of commanders)
      if (!cPlaced.has(c.id)) problems.push(dev`commander ${c.id} is missing from the scenario`)
  }
  return problems
}

/** A new game from a scenario: the French rally phase of turn 1, or the Russian setup (SCN.2). */
export function newGameFromScenario(
  ctx: Ctx,
  scenario: ScenarioData,
  units: UnitDef[],
  commanders: CommanderDef[],
  seed: number,
): Result<GameState, string[]> {
  const problems = validateScenarioData(ctx, scenario, units, commanders)
  if (problems.length) return err(problems)
  const setup = scenario.kind === 'free-setup'
  return ok(
    createGameState({
      scenarioId: scenario.id,
      mapId: scenario.mapId,
      seed,
      units,
      commanders,
      placements: scenario.placements,
      commanderPlacements: scenario.commanderPlacements,
      startPhase: setup ? 'setup' : 'rally',
      startSide: setup ? 'ru' : 'fr',
      setup: scenario.setup,
    }),
  )
}
