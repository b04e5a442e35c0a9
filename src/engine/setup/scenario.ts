// Scenarios as data (SCN.1–2): who stands where, validated against a map and the orders of battle.
import type { Ctx } from '../core/commands'
import { hexId } from '../map/map'
import { err, ok, type Result } from '../../core/result'
import { forbiddenTerrain, validateSetupRules, type SetupRules } from './setup'
import { createGameState, type CommanderPlacement, type GameState, type Placement } from '../core/state'
import type { Bilingual, HexCode } from '../core/types'
import type { CommanderDef, UnitDef } from '../core/units'
import { dev } from '../core/diagnostic'
import { ruleOf, scenarioTermProblems, type ScenarioTerms } from './scenarioVictory'

export type { SetupRules } from './setup'
export type { ScenarioTerms, ScenarioVariant } from './scenarioVictory'

/** SCN.3: a short scenario has at most this many turns and units a side. */
export const EPISODE_MAX_TURNS = 8
export const EPISODE_MAX_UNITS = 30

/** What a short scenario's briefing says (SCN.3): the situation and each side's goal. */
export interface Briefing {
  situation: Bilingual
  fr: Bilingual
  ru: Bilingual
}

export interface ScenarioData extends ScenarioTerms {
  id: string
  name: Bilingual
  description: Bilingual
  mapId: string
  /**
   * 'historical' starts at the French rally phase; 'free-setup' starts with the Russian setup (SCN.2); 'episode' is
   * a short scenario (SCN.3): only the counters it places, from its first turn to its last, judged by WIN.4.
   */
  kind: 'historical' | 'free-setup' | 'episode'
  placements: Placement[]
  commanderPlacements: CommanderPlacement[]
  setup?: SetupRules
  /** A short scenario's briefing (SCN.3). */
  briefing?: Briefing
  /** The hex the camera centres on at the start of a short scenario. */
  focus?: HexCode
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
  if (data.kind !== 'historical' && data.kind !== 'free-setup' && data.kind !== 'episode')
    problems.push(`unknown scenario kind ${JSON.stringify(data.kind)}`)
  problems.push(...scenarioTermProblems(map, data))
  if (data.kind === 'episode') problems.push(...episodeProblems(data, units))
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
      if (data.kind !== 'free-setup') problems.push(dev`unit ${u.id} has no hex in a ${data.kind} scenario`)
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
      if (data.kind !== 'free-setup') problems.push(dev`commander ${c.id} has no hex in a ${data.kind} scenario`)
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

/** SCN.3: a short scenario's size, length, briefing and victory (WIN.4). */
function episodeProblems(data: ScenarioData, units: UnitDef[]): string[] {
  const out: string[] = []
  const turns = (data.lastTurn ?? 20) - (data.firstTurn ?? 1) + 1
  if (turns > EPISODE_MAX_TURNS) out.push(dev`a short scenario has ${turns} turns (at most ${EPISODE_MAX_TURNS})`)
  const side = new Map(units.map((u) => [u.id, u.side]))
  for (const s of ['fr', 'ru'] as const) {
    const n = data.placements.filter((p) => side.get(p.unit) === s).length
    if (n > EPISODE_MAX_UNITS) out.push(dev`a short scenario places ${n} ${s} units (at most ${EPISODE_MAX_UNITS})`)
    if (n === 0) out.push(dev`a short scenario places no ${s} units`)
  }
  if (data.victory?.kind !== 'objectives') out.push(dev`a short scenario needs an objectives victory (WIN.4)`)
  if (!data.briefing) out.push(dev`a short scenario needs a briefing`)
  return out
}

/**
 * A new game from a scenario: the French rally phase of its first turn, or the Russian setup (SCN.2); `variant`
 * names one of its whole-day variants (WIN.3). A short scenario (SCN.3) brings only the counters it places.
 */
export function newGameFromScenario(
  ctx: Ctx,
  scenario: ScenarioData,
  units: UnitDef[],
  commanders: CommanderDef[],
  seed: number,
  variant?: string,
): Result<GameState, string[]> {
  const problems = validateScenarioData(ctx, scenario, units, commanders)
  const victory = ruleOf(scenario, variant)
  if (victory === null) problems.push(dev`scenario ${scenario.id} has no variant ${JSON.stringify(variant)}`)
  if (problems.length) return err(problems)
  const setup = scenario.kind === 'free-setup'
  const episode = scenario.kind === 'episode'
  const placed = new Set(scenario.placements.map((p) => p.unit))
  const leaders = new Set(scenario.commanderPlacements.map((p) => p.commander))
  return ok(
    createGameState({
      scenarioId: scenario.id,
      mapId: scenario.mapId,
      seed,
      units: episode ? units.filter((u) => placed.has(u.id)) : units,
      commanders: episode ? commanders.filter((c) => leaders.has(c.id)) : commanders,
      placements: scenario.placements,
      commanderPlacements: scenario.commanderPlacements,
      startPhase: setup ? 'setup' : 'rally',
      startSide: setup ? 'ru' : 'fr',
      setup: scenario.setup,
      firstTurn: scenario.firstTurn,
      lastTurn: scenario.lastTurn,
      victory: victory ?? undefined,
    }),
  )
}
