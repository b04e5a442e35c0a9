// A short scenario's objectives (WIN.4) as the computer player weighs them: the attacker is drawn to the objective
// hexes, sets up attacks on the units holding them and steps into them; the defender keeps a unit on each and
// close by. Every term is nothing in a game without objectives (the whole day under WIN.1–3), so its play is
// unchanged there. Weights are in the weighted strength points the rest of the judgement speaks: WIN.4 adds an
// objective's points to the score as it adds a strength point destroyed.
import {
  derivedKey,
  derivedTable,
  hexId,
  lastTurnOf,
  type CombatResult,
  type Ctx,
  type GameState,
  type Side,
} from '../engine'
import { distance } from '../engine/ai'

export interface AiObjective {
  /** The objective's hex id. */
  h: number
  points: number
  /** Who holds it while it is empty (WIN.4). */
  holder: Side
}

/** A unit of the holder standing on its objective: kept there as far as it would survive there (`pLoss`). */
export const HOLD = 0.4
/** A defending unit next to its objective: it can retake the hex or close the way to it. */
export const GUARD = 0.08
/** An attacking unit standing on an objective: the points change hands while it stays. */
export const TAKE = 0.6
/** The attacker's pull towards an objective, falling to nothing `PULL_RANGE` hexes from it. */
export const PULL = 0.3
export const PULL_RANGE = 8
/** An attack that drives the holder off an objective: the share of its points the attack is credited with. */
export const DISLODGE = 0.5
/**
 * The same for the holder winning its own objective back (it is its own again once the enemy is off it). Counted
 * whole, it sent the Russians into counter-attacks that cost them twice their losses in the flèches (docs/balance.md).
 */
export const RETAKE = 0.3
/**
 * The holder's counter-attack in the game's very last phase, when it is the holder's (the Russians play second in a
 * turn, SEQ.2): its objective is its own again once the enemy is off it (WIN.4), and no enemy phase follows to take it
 * back, so the attack is credited with the whole swing: the enemy's points for it become the holder's.
 */
export const LAST_RETAKE = 2

/** True in `side`'s phase of the game's last turn when no enemy phase follows it (SEQ.2: the French play first). */
function playsLastPhase(state: GameState, side: Side): boolean {
  return side === 'ru' && state.turn >= lastTurnOf(state)
}

const OBJECTIVES = derivedKey<AiObjective[] | null>('ai-objectives', (ctx, state) => {
  const rule = state.victory
  if (rule?.kind !== 'objectives') return null
  return rule.objectives.map((o) => ({ h: hexId(ctx.map, o.hex), points: o.points, holder: o.holder }))
})

/** The game's objectives with their hex ids, or null when its victory has none (the whole day). */
export function objectivesOf(ctx: Ctx, state: GameState): readonly AiObjective[] | null {
  return state.victory?.kind === 'objectives' ? derivedTable(ctx, state, OBJECTIVES) : null
}

/**
 * What a unit of `side` standing at hex `h` is worth to it by the objectives (0 without any); `pLoss` is its chance
 * to be destroyed there, which scales what holding is worth (as key terrain's worth, position.ts).
 */
export function objectiveScore(ctx: Ctx, state: GameState, side: Side, h: number, pLoss = 0): number {
  const objs = objectivesOf(ctx, state)
  if (!objs) return 0
  let s = 0
  for (const o of objs) {
    const d = distance(ctx.map.geo, h, o.h)
    if (side === o.holder) {
      if (d === 0) s += HOLD * o.points * (1 - pLoss)
      else if (d === 1) s += GUARD * o.points
    } else if (d === 0) s += TAKE * o.points
    else s += (PULL * o.points * Math.max(0, PULL_RANGE - d)) / PULL_RANGE
  }
  return s
}

/**
 * An attack by `side` on the unit at hex `h` (the defender's hex), credited with the objective there: the chance
 * the defender leaves the hex (DE, EX, D1, D2) times a share of its points: the enemy's objective must still be
 * entered after (DISLODGE); `side`'s own is its own again once the enemy is off it, but is credited less (RETAKE),
 * except in the game's last phase (LAST_RETAKE).
 */
export function dislodgeValue(
  ctx: Ctx,
  state: GameState,
  side: Side,
  h: number,
  odds: ReadonlyArray<{ result: CombatResult; probability: number }>,
): number {
  const objs = objectivesOf(ctx, state)
  if (!objs) return 0
  const o = objs.find((x) => x.h === h)
  if (!o) return 0
  let pOff = 0
  for (const r of odds)
    if (r.result === 'DE' || r.result === 'EX' || r.result === 'D1' || r.result === 'D2') pOff += r.probability
  return pOff * o.points * (o.holder !== side ? DISLODGE : playsLastPhase(state, side) ? LAST_RETAKE : RETAKE)
}

/** The objectives' standing for `side`: the points it holds now less the enemy's (WIN.4), 0 without any. */
export function objectiveStanding(ctx: Ctx, state: GameState, side: Side): number {
  const objs = objectivesOf(ctx, state)
  if (!objs) return 0
  const on = new Map<number, Side>()
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.status === 'active' && u.hex !== null) on.set(hexId(ctx.map, u.hex), u.side)
  }
  let v = 0
  for (const o of objs) v += (on.get(o.h) ?? o.holder) === side ? o.points : -o.points
  return v
}
