// Alpha-beta (negamax) over whole turns. A node's moves are candidate turns, one per posture (plus a
// variant that stops short of breaking the enemy when that matters); they are ordered by the static
// value of the position they lead to before the deeper ones are searched, and the last ply is
// generated lazily so that a cut-off saves planning the remaining replies. Nothing is random: the
// same position gives the same turn.
import { mulberry32 } from '../../core'
import type { PhCtx } from '../commands'
import { lossesOf, BREAK_THRESHOLD } from '../scoring'
import type { PhState } from '../state'
import { otherSide, type Side } from '../types'
import { evaluate } from './evaluate'
import { planTurn, type Noise, type TurnPlan } from './turnPlan'
import { GREEDY_POSTURE, POSTURES, type LevelParams, type Misreading, type Posture } from './types'

export interface SearchStats {
  /** Whole turns planned, and positions evaluated. */
  turns: number
  evals: number
}

const key = (p: TurnPlan): string => JSON.stringify(p.commands)

/** A fixed generator per variant and turn: shaken plans are as reproducible as the plain ones. */
function shake(variant: number, state: PhState): Noise {
  let s = (Math.imul(variant, 0x9e3779b1) ^ Math.imul(state.ownTurn[state.side] + 7, 0x85ebca6b)) >>> 0
  return () => {
    const r = mulberry32(s)
    s = r.state
    return r.u
  }
}

/** Candidate turns for the side to move, distinct, in posture order. */
function* candidates(
  ctx: PhCtx,
  state: PhState,
  postures: readonly Posture[],
  noise: Noise,
  stats: SearchStats,
  shaken = 0,
  misreading: Misreading | null = null,
): Generator<TurnPlan> {
  const seen = new Set<string>()
  const enemy = otherSide(state.side)
  let breaks = false
  // After the plain postures, `shaken` more plans of the same postures with seeded noise in the placements.
  for (let i = 0; i < postures.length + shaken; i++) {
    const posture = postures[i % postures.length]
    if (!posture) break
    const plan = planTurn(ctx, state, posture, i < postures.length ? noise : (noise ?? shake(i, state)), {}, misreading)
    stats.turns++
    const k = key(plan)
    if (seen.has(k)) continue
    seen.add(k)
    if (lossesOf(plan.state, enemy).breakCount >= BREAK_THRESHOLD) breaks = true
    yield plan
  }
  // Breaking the enemy gives it a last turn and ends the game: offer the turn that holds back, too.
  const first = postures[0]
  if (breaks && first) {
    const plan = planTurn(ctx, state, first, noise, { avoidBreak: true }, misreading)
    stats.turns++
    if (!seen.has(key(plan))) yield plan
  }
}

function negamax(
  ctx: PhCtx,
  state: PhState,
  me: Side,
  depth: number,
  alpha: number,
  beta: number,
  params: LevelParams,
  stats: SearchStats,
): number {
  if (state.result || depth === 0) {
    stats.evals++
    return evaluate(ctx, state, me)
  }
  const postures = POSTURES.slice(0, params.replyPostures)
  const gen = candidates(ctx, state, postures, null, stats)
  // Children that are searched further are ordered first; the last ply is taken as it comes.
  const children = depth > 1 ? order(ctx, [...gen], me, stats) : gen
  let best = -Infinity
  for (const child of children) {
    const v = valueOf(ctx, child.state, me, depth - 1, alpha, beta, params, stats)
    if (v > best) best = v
    if (v > alpha) alpha = v
    if (alpha >= beta) break
  }
  return best === -Infinity ? evaluate(ctx, state, me) : best
}

function valueOf(
  ctx: PhCtx,
  child: PhState,
  me: Side,
  depth: number,
  alpha: number,
  beta: number,
  params: LevelParams,
  stats: SearchStats,
): number {
  if (child.result || depth === 0 || child.side === me) {
    stats.evals++
    return evaluate(ctx, child, me)
  }
  return -negamax(ctx, child, child.side, depth, -beta, -alpha, params, stats)
}

function order(ctx: PhCtx, plans: TurnPlan[], me: Side, stats: SearchStats): TurnPlan[] {
  stats.evals += plans.length
  const scored = plans.map((p, i) => ({ p, i, v: evaluate(ctx, p.state, me) }))
  scored.sort((a, b) => b.v - a.v || a.i - b.i)
  return scored.map((s) => s.p)
}

/** The root's postures, with the caution the level sees (threatSight). */
function postures(params: LevelParams): readonly Posture[] {
  const all = POSTURES.slice(0, params.rootPostures)
  return params.threatSight === 1 ? all : all.map((p) => ({ ...p, caution: p.caution * params.threatSight }))
}

/** The best whole turn for the side to move, by `params`' search. */
export function searchTurn(
  ctx: PhCtx,
  state: PhState,
  params: LevelParams,
  noise: Noise,
  stats: SearchStats = { turns: 0, evals: 0 },
  misreading: Misreading | null = null,
): TurnPlan {
  const me = state.side
  const roots = order(
    ctx,
    [...candidates(ctx, state, postures(params), noise, stats, params.shaken, misreading)],
    me,
    stats,
  )
  let best: TurnPlan | undefined
  let alpha = -Infinity
  for (const plan of roots) {
    const v = valueOf(ctx, plan.state, me, params.depth - 1, alpha, Infinity, params, stats)
    if (!best || v > alpha) {
      alpha = v
      best = plan
    }
  }
  // There is always at least the first posture's plan; the fallback only keeps the types honest.
  return best ?? planTurn(ctx, state, GREEDY_POSTURE, noise, {}, misreading)
}
