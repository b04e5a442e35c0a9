// One whole turn under a posture: every unit placed in turn on the hex and facing that scores best
// (moves, then the facing phase), then the best attacks. Every command is applied as it is chosen, so
// a plan is legal by construction, and the state after the turn comes with it.
import { apply } from '../apply'
import type { PhCommand, PhCtx } from '../commands'
import { FACINGS, type Facing } from '../facing'
import { distance, hexOf, neighbourOf } from '../field'
import { occupancy } from '../occupancy'
import { legalMoves } from '../queries'
import type { PhState } from '../state'
import { otherSide, type Side } from '../types'
import { hasFacing, isOnBoard, valuesOf, type PhUnit } from '../units'
import { bestAttacks, type AttackPlanOptions } from './attackPlan'
import { threatMap } from './threat'
import { pickNear, scoreSpot, type Choice, type ScoreCtx, type Spot } from './spotScore'
import type { Misreading, Posture } from './types'

export interface TurnPlan {
  readonly commands: PhCommand[]
  /** The state after the last command (the next player's turn, or the end of the game). */
  readonly state: PhState
}

export type Noise = (() => number) | null

class Builder {
  commands: PhCommand[] = []
  constructor(
    readonly ctx: PhCtx,
    public state: PhState,
  ) {}
  /** Applies a command; false (and nothing changes) when it is refused. */
  push(cmd: PhCommand): boolean {
    const out = apply(this.ctx, this.state, cmd)
    if (!out.ok) return false
    this.state = out.state
    this.commands.push(cmd)
    return true
  }
}

function enemyHexes(b: Builder, me: Side): number[] {
  const out: number[] = []
  for (const id of Object.keys(b.state.units)) {
    const u = b.state.units[id]! // a key of the record itself
    if (u.side !== me && isOnBoard(u)) out.push(hexOf(b.ctx.field, u.location))
  }
  return out
}

/** Own units in the order they are placed: the nearest to the enemy first (those behind follow), then the camp. */
function placementOrder(b: Builder, me: Side, foes: readonly number[]): string[] {
  const { field } = b.ctx
  const near = (u: PhUnit): number => {
    if (!isOnBoard(u)) return 100
    const h = hexOf(field, u.location)
    return foes.reduce((m, f) => Math.min(m, distance(field, h, f)), 99)
  }
  const rank = (u: PhUnit): number => (u.type === 'cavalry' ? 0 : u.type === 'peltasts' ? 1 : 2)
  // Keys of the record itself.
  return Object.keys(b.state.units)
    .filter((id) => {
      const u = b.state.units[id]!
      return u.side === me && u.type !== 'camp' && u.location !== 'lost'
    })
    .sort((x, y) => {
      const u = b.state.units[x]!
      const v = b.state.units[y]!
      return near(u) - near(v) || rank(u) - rank(v) || (x < y ? -1 : 1)
    })
}

function placeUnits(
  b: Builder,
  posture: Posture,
  noise: Noise,
  canMove: boolean,
  misreading: Misreading | null,
): Map<string, Facing> {
  const { field } = b.ctx
  const me = b.state.side
  const enemy = otherSide(me)
  const foes = enemyHexes(b, me)
  const threat = threatMap(b.ctx, b.state, enemy, occupancy(field, b.state))
  const exits = new Set<number>()
  for (let d = 0; d < 6; d++) {
    const n = neighbourOf(field, field.camp[me], d)
    if (n >= 0) exits.add(n)
  }
  const committed = new Map<string, number>()
  const wanted = new Map<string, Facing>()
  for (const id of placementOrder(b, me, foes)) {
    const u = b.state.units[id]! // placementOrder lists units of the state, which keeps every unit
    const occ = occupancy(field, b.state)
    const waiting = Object.values(b.state.units).filter(
      (w) => w.side === me && w.location === 'camp' && w.id !== id,
    ).length
    const spots: Spot[] = []
    if (isOnBoard(u)) spots.push({ hex: hexOf(field, u.location), path: null, moveFacing: u.facing })
    if (canMove) {
      const moves = legalMoves(b.ctx, b.state, id)
      if (moves.ok) {
        for (const dest of moves.value) {
          for (const o of dest.options) spots.push({ hex: hexOf(field, dest.hex), path: o.path, moveFacing: o.facing })
        }
      }
    }
    if (spots.length === 0) continue
    const k: ScoreCtx = { posture, threat, foes, occ, committed, exits, waiting, unseen: misreading?.unseen ?? null }
    const choices: Choice[] = []
    let best: Choice | null = null
    for (const spot of spots) {
      const finals: Array<Facing | null> = hasFacing(u) ? [...FACINGS] : [null]
      for (const facing of finals) {
        const c = scoreSpot(b, u, spot, facing, k)
        choices.push(c)
        if (!best || c.score > best.score) best = c
      }
    }
    if (!best) continue
    // Easy, and the search's shaken candidates: among placements close to the best, one at random.
    if (noise) best = pickNear(choices, best, noise, misreading?.byPlace ?? false)
    const { spot } = best
    if (spot.path !== null) {
      const leaving = u.location === 'camp'
      const cmd: PhCommand =
        leaving && hasFacing(u) && spot.moveFacing !== null
          ? { type: 'move', unit: id, path: [...spot.path], facing: spot.moveFacing }
          : { type: 'move', unit: id, path: [...spot.path] }
      if (!b.push(cmd)) continue
    }
    if (best.facing !== null) wanted.set(id, best.facing)
    if (best.target) committed.set(best.target, (committed.get(best.target) ?? 0) + valuesOf(u).attack)
  }
  return wanted
}

/** The rest of the phasing side's turn, from whatever phase it is in now. */
export function planTurn(
  ctx: PhCtx,
  state: PhState,
  posture: Posture,
  noise: Noise,
  attack: AttackPlanOptions = {},
  misreading: Misreading | null = null,
): TurnPlan {
  const b = new Builder(ctx, state)
  let wanted = new Map<string, Facing>()
  if (b.state.phase === 'movement') {
    wanted = placeUnits(b, posture, noise, true, misreading)
    if (!b.push({ type: 'endPhase' })) {
      // PH-SETUP.4: units still in the camp while an exit is free must leave now; any exit will do.
      for (const id of Object.keys(b.state.units).sort()) {
        const u = b.state.units[id]! // a key of the record itself
        if (u.side !== b.state.side || u.location !== 'camp') continue
        const m = legalMoves(ctx, b.state, id)
        const o = m.ok ? m.value[0]?.options[0] : undefined
        if (o)
          b.push(
            o.facing !== null
              ? { type: 'move', unit: id, path: [...o.path], facing: o.facing }
              : { type: 'move', unit: id, path: [...o.path] },
          )
      }
      if (!b.push({ type: 'endPhase' })) return { commands: b.commands, state: b.state }
    }
  }
  if (b.state.phase === 'facing') {
    if (wanted.size === 0) wanted = placeUnits(b, posture, noise, false, misreading)
    for (const [id, facing] of wanted) {
      const u = b.state.units[id]! // wanted holds units of the state, which keeps every unit
      if (hasFacing(u) && isOnBoard(u) && u.facing !== facing) b.push({ type: 'face', unit: id, facing })
    }
    b.push({ type: 'endPhase' })
  }
  if (b.state.phase === 'attack' && !b.state.result) {
    for (const a of bestAttacks(ctx, b.state, { ...attack, unseen: misreading?.unseen })) b.push(a)
    b.push({ type: 'endPhase' })
  }
  return { commands: b.commands, state: b.state }
}
