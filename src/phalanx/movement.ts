// Movement (PH-MOVE.1–5, PH-SETUP.3, PH-ZOC.1): validating a move and listing every legal one.
import type { PhCommand, PhCtx, PhOutcome } from './commands'
import type { PhEvent } from './events'
import { directionsOf, FACINGS, type Facing } from './facing'
import { codeOf, directionTo, hexOf, neighbourOf, type Field } from './field'
import { occupancy } from './occupancy'
import { refuse, type PhRefusal } from './refusal'
import { unitOf, withUnits, type PhState } from './state'
import { frontOf, hasFacing, PELTAST_FIRST_TURN_SPEED, valuesOf, type PhUnit } from './units'
import type { HexCode } from './types'

/** PH-MOVE.2: peltasts move 2 in their owner's own first turn only (PH-INT.6). */
export function speedOf(state: PhState, u: PhUnit): number {
  if (u.type === 'peltasts' && state.ownTurn[u.side] === 1) return PELTAST_FIRST_TURN_SPEED
  return valuesOf(u).speed
}

/** Why this unit cannot start a move now, or null when it can (phase, ownership, PH-MOVE.1–2). */
export function moverRefusal(state: PhState, unitIdValue: string): PhRefusal | null {
  if (state.phase !== 'movement') return refuse('phase.wrong', { expected: 'movement', phase: state.phase })
  const u = unitOf(state, unitIdValue)
  if (!u) return refuse('unit.unknown', { unit: unitIdValue })
  if (u.side !== state.side) return refuse('unit.not-own', { unit: u.id })
  if (u.location === 'lost') return refuse('unit.lost', { unit: u.id })
  if (u.type === 'camp') return refuse('move.camp-immobile', { unit: u.id })
  if (state.moved.includes(u.id)) return refuse('move.already-moved', { unit: u.id })
  return null
}

/** The hex a move starts from: the unit's own hex, or its camp hex when it leaves the camp (PH-SETUP.3). */
function startHex(field: Field, u: PhUnit): number {
  return u.location === 'camp' ? field.camp[u.side] : hexOf(field, u.location)
}

export function move(ctx: PhCtx, state: PhState, cmd: Extract<PhCommand, { type: 'move' }>): PhOutcome {
  const { field } = ctx
  const no = moverRefusal(state, cmd.unit)
  if (no) return { ok: false, refusal: no }
  const u = unitOf(state, cmd.unit) as PhUnit
  const leaving = u.location === 'camp'
  // Facing: chosen only on leaving the camp (PH-SETUP.3); never changed during movement (PH-MOVE.5).
  if (u.type === 'peltasts' && cmd.facing !== undefined)
    return { ok: false, refusal: refuse('move.peltasts-no-facing', { unit: u.id }) }
  if (leaving && hasFacing(u) && cmd.facing === undefined)
    return { ok: false, refusal: refuse('move.exit-facing-missing', { unit: u.id }) }
  if (!leaving && cmd.facing !== undefined && cmd.facing !== u.facing) {
    return { ok: false, refusal: refuse('move.no-turning', { unit: u.id, facing: cmd.facing }) }
  }
  const facing: Facing | null = hasFacing(u) ? (leaving ? (cmd.facing as Facing) : u.facing) : null
  const speed = speedOf(state, u)
  if (cmd.path.length > speed)
    return { ok: false, refusal: refuse('move.too-long', { unit: u.id, speed, steps: cmd.path.length }) }
  const dirs = directionsOf(frontOf({ type: u.type, facing }))
  const occ = occupancy(field, state)
  let at = startHex(field, u)
  for (let i = 0; i < cmd.path.length; i++) {
    const code = cmd.path[i]! // i < path.length
    const step = i + 1
    const next = hexOf(field, code)
    if (next < 0) return { ok: false, refusal: refuse('move.off-board', { unit: u.id, step, hex: code }) }
    const d = directionTo(field, at, next)
    if (d < 0) return { ok: false, refusal: refuse('move.not-adjacent', { unit: u.id, step, hex: code }) }
    if (!dirs.includes(d))
      return { ok: false, refusal: refuse('move.not-front', { unit: u.id, step, hex: code, facing: facing ?? -1 }) }
    const by = occ[next]! // next >= 0 is a hex id
    if (by !== '' && by !== u.id)
      return { ok: false, refusal: refuse('move.occupied', { unit: u.id, step, hex: code, by }) }
    at = next
  }
  const to = codeOf(field, at)
  const moved: PhUnit = { ...u, location: to, facing }
  const next: PhState = { ...withUnits(state, [moved]), moved: [...state.moved, u.id] }
  const event: PhEvent = {
    kind: 'moved',
    rule: leaving ? 'PH-SETUP.3' : 'PH-MOVE.1',
    unit: u.id,
    from: leaving ? 'camp' : u.location,
    path: [...cmd.path],
    facing,
  }
  return { ok: true, state: next, events: [event] }
}

/** One way to reach a hex: the facing the unit moves (and ends) with, and the path to send. */
export interface MoveOption {
  readonly facing: Facing | null
  readonly path: readonly HexCode[]
}

export interface Destination {
  readonly hex: HexCode
  /** Several only for a unit leaving the camp, one per exit facing that reaches the hex. */
  readonly options: readonly MoveOption[]
}

/**
 * Breadth-first search of at most `speed` steps through empty hexes, over the front directions of
 * the fixed facing; for a unit leaving the camp, over each of the six exit facings in turn.
 */
export function destinations(field: Field, state: PhState, u: PhUnit): Destination[] {
  const occ = occupancy(field, state)
  const start = startHex(field, u)
  const speed = speedOf(state, u)
  const facings: Array<Facing | null> = !hasFacing(u) ? [null] : u.location === 'camp' ? [...FACINGS] : [u.facing]
  const byHex = new Map<number, MoveOption[]>()
  for (const facing of facings) {
    const dirs = directionsOf(frontOf({ type: u.type, facing }))
    const prev = new Map<number, number>([[start, -1]])
    let frontier = [start]
    for (let s = 0; s < speed; s++) {
      const nextFrontier: number[] = []
      for (const h of frontier) {
        for (const d of dirs) {
          const n = neighbourOf(field, h, d)
          if (n < 0 || prev.has(n) || (occ[n] !== '' && occ[n] !== u.id)) continue
          prev.set(n, h)
          nextFrontier.push(n)
        }
      }
      frontier = nextFrontier
    }
    for (const h of prev.keys()) {
      if (h === start) continue
      const path: HexCode[] = []
      for (let at = h; at !== start; at = prev.get(at) as number) path.unshift(codeOf(field, at))
      const list = byHex.get(h) ?? []
      list.push({ facing, path })
      byHex.set(h, list)
    }
  }
  return [...byHex.keys()]
    .sort((a, b) => a - b)
    .map((h) => ({ hex: codeOf(field, h), options: byHex.get(h) as MoveOption[] }))
}
