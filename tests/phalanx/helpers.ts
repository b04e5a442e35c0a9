// Helpers for Phalanx rule tests: tiny positions on the standard field, and commands written briefly.
import { expect } from 'vitest'
import {
  apply,
  FACING_NAMES,
  newGame,
  standardCtx,
  unitId,
  type Facing,
  type FacingName,
  type Location,
  type PhCommand,
  type PhEvent,
  type PhRefusal,
  type PhState,
  type PhUnit,
  type Phase,
  type Side,
} from '../../src/phalanx/index'

export const ctx = standardCtx()
export const field = ctx.field

export const F = (name: FacingName): Facing => FACING_NAMES.indexOf(name) as Facing

/** Example names: R-… is South (red), W-… is North (white); S-… and N-… pass through. */
export function uid(name: string): string {
  const [p, rest] = [name.slice(0, 1), name.slice(2)]
  if (p === 'R' || p === 'S') return unitId('south', rest)
  if (p === 'W' || p === 'N') return unitId('north', rest)
  throw new Error(`bad unit name ${name}`)
}

export interface Place {
  /** Hex code, 'camp' or 'lost'. */
  at: Location
  facing?: FacingName
}

export interface PositionSpec {
  units: Record<string, Place | string>
  side?: Side
  phase?: Phase
  ownTurn?: Partial<Record<Side, number>>
  moved?: string[]
  strategosCountsDoubleForBreak?: boolean
  randomDefence?: boolean
  seed?: number
  maxGameTurns?: number | null
}

/**
 * A position on the standard field: named units where given ("0505/F12", "camp", "lost"), camps on
 * their hexes, everyone else waiting in the camp. Own turns default to game turn 2 (South's 2nd turn,
 * North's 1st or 2nd): no camp deadline for a turn or two, peltasts at normal speed for South.
 */
export function position(spec: PositionSpec): PhState {
  const base = newGame(field, {
    first: 'south',
    strategosCountsDoubleForBreak: spec.strategosCountsDoubleForBreak,
    randomDefence: spec.randomDefence,
    seed: spec.seed,
    maxGameTurns: spec.maxGameTurns,
  })
  const units: Record<string, PhUnit> = { ...base.units }
  for (const [name, raw] of Object.entries(spec.units)) {
    const place: Place =
      typeof raw === 'string' ? { at: raw.split('/')[0]!, facing: raw.split('/')[1] as FacingName | undefined } : raw
    const id = uid(name)
    const u = units[id]
    if (!u) throw new Error(`no unit ${name}`)
    const onBoard = place.at !== 'camp' && place.at !== 'lost'
    const needsFacing = onBoard && (u.type === 'hoplites' || u.type === 'cavalry')
    if (needsFacing !== (place.facing !== undefined))
      throw new Error(`facing of ${name} must be ${needsFacing ? 'given' : 'absent'}`)
    units[id] = { ...u, location: place.at, facing: place.facing ? F(place.facing) : null }
  }
  return {
    ...base,
    units,
    side: spec.side ?? 'south',
    phase: spec.phase ?? 'movement',
    ownTurn: { south: 2, north: spec.side === 'north' ? 2 : 1, ...spec.ownTurn },
    moved: (spec.moved ?? []).map(uid),
  }
}

export const mv = (unit: string, path: string, facing?: FacingName): PhCommand =>
  facing === undefined
    ? { type: 'move', unit: uid(unit), path: path.split(/\s+/) }
    : { type: 'move', unit: uid(unit), path: path.split(/\s+/), facing: F(facing) }
export const turnTo = (unit: string, facing: FacingName): PhCommand => ({
  type: 'face',
  unit: uid(unit),
  facing: F(facing),
})
export const atk = (target: string, ...attackers: string[]): PhCommand => ({
  type: 'attack',
  target: uid(target),
  attackers: attackers.map(uid),
})
export const end: PhCommand = { type: 'endPhase' }

/** Applies commands that must all be accepted; returns the state and every event. */
export function play(state: PhState, ...cmds: PhCommand[]): { state: PhState; events: PhEvent[] } {
  let s = state
  const events: PhEvent[] = []
  for (const cmd of cmds) {
    const out = apply(ctx, s, cmd)
    if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${JSON.stringify(out.refusal)}`)
    s = out.state
    events.push(...out.events)
  }
  return { state: s, events }
}

/** The refusal of a command that must be refused; asserts the state was left exactly as it was. */
export function refusal(state: PhState, cmd: PhCommand): PhRefusal {
  const before = JSON.stringify(state)
  const out = apply(ctx, state, cmd)
  expect(JSON.stringify(state)).toBe(before)
  if (out.ok) throw new Error(`accepted ${JSON.stringify(cmd)}`)
  return out.refusal
}

export const at = (state: PhState, name: string): Location => state.units[uid(name)]!.location
export const facingOf = (state: PhState, name: string): FacingName | null => {
  const f = state.units[uid(name)]!.facing
  return f === null ? null : FACING_NAMES[f]
}
