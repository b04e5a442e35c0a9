// How good one place and facing is for one unit in a turn plan (turnPlan.ts): the attack it makes there this turn,
// the danger it stands in next turn, its way on toward the enemy, its friends beside it; and Easy's pick among the
// places near the best.
import type { PhCtx } from '../commands'
import { frontHexes, type Facing } from '../facing'
import { distance, neighbourOf } from '../field'
import type { PhState } from '../state'
import { frontOf, valuesOf, type PhUnit } from '../units'
import type { Posture } from './types'

/** Penalty for standing on a camp exit while own units still wait inside. */
const EXIT_BLOCK = 3

export interface Spot {
  hex: number
  path: readonly string[] | null
  /** The facing the unit moves with (chosen only when it leaves the camp). */
  moveFacing: Facing | null
}

export interface Choice {
  spot: Spot
  facing: Facing | null
  target: string | null
  score: number
}

export interface ScoreCtx {
  posture: Posture
  threat: Float64Array
  foes: readonly number[]
  occ: readonly string[]
  committed: Map<string, number>
  exits: Set<number>
  waiting: number
  /** Enemy units not seen as targets (Easy's misreading), or null. */
  unseen: ReadonlySet<string> | null
}

export function scoreSpot(
  b: { ctx: PhCtx; state: PhState },
  u: PhUnit,
  spot: Spot,
  facing: Facing | null,
  k: ScoreCtx,
): Choice {
  const { field } = b.ctx
  const { posture } = k
  const state = b.state
  const h = spot.hex
  const own = valuesOf(u)
  let score = 0
  // This turn's attack: the best enemy in front, by how much this unit's strength is worth against it.
  let target: string | null = null
  let attackScore = 0
  const front = u.type === 'peltasts' ? frontOf(u) : frontOf({ type: u.type, facing })
  for (const n of frontHexes(field, h, front)) {
    const tid = k.occ[n] // n is a hex id of the field
    if (!tid) continue
    const t = state.units[tid]! // the occupancy names units of the state
    if (t.side === u.side || k.unseen?.has(tid)) continue
    const tv = valuesOf(t)
    const need = tv.defence - (k.committed.get(tid) ?? 0)
    const s =
      need <= 0
        ? 0.2
        : own.attack >= need
          ? posture.rout * tv.points
          : (posture.partial * tv.points * own.attack) / tv.defence
    if (s > attackScore) {
      attackScore = s
      target = tid
    }
  }
  score += attackScore
  // Next turn's danger: can the enemy bring this unit's defence on the hex?
  const th = k.threat[h]! // h is a hex id of the field
  if (th >= own.defence) score -= posture.caution * own.points
  else if (th >= own.defence - 1) score -= posture.caution * own.points * 0.25
  // Contact, and a facing that lets the unit go on toward the enemy next turn.
  let nearest = -1
  let dist = 99
  for (const f of k.foes) {
    const d = distance(field, h, f)
    if (d < dist) {
      dist = d
      nearest = f
    }
  }
  if (nearest >= 0) {
    score -= posture.advance * dist
    if (facing !== null) {
      const ahead = frontHexes(field, h, { kind: 'vertex', facing })
      if (ahead.some((a) => distance(field, a, nearest) < dist)) score += 0.3 + 0.3 * posture.advance
    }
  }
  let friends = 0
  for (let d = 0; d < 6; d++) {
    const n = neighbourOf(field, h, d)
    const id = n >= 0 ? k.occ[n] : ''
    if (id && id !== u.id && state.units[id]!.side === u.side) friends++
  }
  score += posture.cohesion * friends
  if (k.waiting > 0 && k.exits.has(h)) score -= EXIT_BLOCK
  return { spot, facing, target, score }
}

/**
 * A placement near the best, at random, among the unit's scored `choices`. `byPlace` (Easy, LevelParams.placeOnly): among places only, each hex with its
 * best way there and facing (a player who picks a place faces the enemy from it, never his own edge); otherwise among
 * every way and facing (the search's shaken candidates).
 */
export function pickNear(choices: readonly Choice[], best: Choice, noise: () => number, byPlace: boolean): Choice {
  const near: Choice[] = []
  const top = new Map<number, Choice>()
  for (const c of choices) {
    if (c.score < best.score - 1.5) continue
    if (!byPlace) near.push(c)
    else if ((top.get(c.spot.hex)?.score ?? -Infinity) < c.score) top.set(c.spot.hex, c)
  }
  near.push(...top.values())
  return near[Math.floor(noise() * near.length)] ?? best
}
