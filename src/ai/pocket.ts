// Where a Russian unit is cut off from its army: ground from which no open way leads back to the rear. A pocket in
// a forest looks safe hex by hex (no melee into it, CBT.4), but it cannot retreat, the enemy closes in with guns and
// every turn it stays costs more (a wargamer's game against Hard: a southern pocket stayed seven turns and lost 27
// points and three commanders). The Russians judging their own units read this map (position.ts).
import { derived, derivedKey, derivedTable, Movement, otherSide, type Ctx, type GameState, type Side } from '../engine'
import { type DerivedKey } from '../engine/ai'
import { influenceOf } from './influence'
import { objectivesOf } from './objectives'

/** Ground this far from every enemy unit, and open, is the army's rear. */
const REAR = 4

const CUT_OFF: Record<Side, Record<'moving' | 'standing', DerivedKey<Uint8Array>>> = {
  fr: {
    moving: derivedKey('ai-cut-off:fr:moving', (ctx, state) => cutOff(ctx, state, 'fr', true)),
    standing: derivedKey('ai-cut-off:fr:standing', (ctx, state) => cutOff(ctx, state, 'fr', false)),
  },
  ru: {
    moving: derivedKey('ai-cut-off:ru:moving', (ctx, state) => cutOff(ctx, state, 'ru', true)),
    standing: derivedKey('ai-cut-off:ru:standing', (ctx, state) => cutOff(ctx, state, 'ru', false)),
  },
}

/**
 * 1 for every hex where a unit of `side` would be cut off from its rear (see `cutOff`), kept with the state. The map
 * is the same under either reading of the guns (PlanParams.gunsMove); `gunsMove` only picks the influence map already
 * made for the board that asks.
 */
export function cutOffMap(ctx: Ctx, state: GameState, side: Side, gunsMove = true): Uint8Array {
  return derivedTable(ctx, state, CUT_OFF[side][gunsMove ? 'moving' : 'standing'])
}

/**
 * Open ground is a hex with no enemy unit, outside the enemy's zones (ZOC.1), that no enemy infantry can come next
 * to in its next phase (cavalry alone rides round a line and cannot hold a ring). The rear is every open hex at
 * least REAR hexes from the enemy, and the open ground joined to it; a hex is cut off when neither it nor any
 * neighbour is part of that (a unit standing next to it can still fall back into it).
 */
function cutOff(ctx: Ctx, state: GameState, side: Side, gunsMove: boolean): Uint8Array {
  const { geo } = ctx.map
  const n = geo.n
  const enemy = otherSide(side)
  const occ = derived(ctx, state).occ
  const zoc = Movement.zocMap(ctx, occ, enemy)
  const inf = influenceOf(ctx, state, enemy, gunsMove)
  const enemyAt = new Uint8Array(n)
  const far = new Int16Array(n).fill(-1)
  let frontier: number[] = []
  for (let h = 0; h < n; h++) {
    const i = occ.unitAt[h]! // h < n: every hex has an entry
    if (i >= 0 && occ.units[i]!.side === enemy) {
      enemyAt[h] = 1
      far[h] = 0
      frontier.push(h)
    }
  }
  // Distance to the nearest enemy unit, breadth first, below REAR (-1: REAR or more).
  for (let d = 1; d < REAR && frontier.length; d++) {
    const next: number[] = []
    for (const h of frontier)
      for (let k = 0; k < 6; k++) {
        const y = geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
        if (y >= 0 && far[y]! < 0) {
          far[y] = d
          next.push(y)
        }
      }
    frontier = next
  }
  const open = (h: number): boolean => !enemyAt[h] && !zoc[h] && inf.infantry[h] === 0
  const rear = new Uint8Array(n)
  const stack: number[] = []
  for (let h = 0; h < n; h++)
    if (far[h]! < 0 && open(h)) {
      rear[h] = 1
      stack.push(h)
    }
  while (stack.length) {
    const x = stack.pop()!
    for (let k = 0; k < 6; k++) {
      const y = geo.neighbor[x * 6 + k]! // x is a hex id, k < 6
      if (y >= 0 && !rear[y] && open(y)) {
        rear[y] = 1
        stack.push(y)
      }
    }
  }
  const out = new Uint8Array(n)
  for (let h = 0; h < n; h++) {
    if (rear[h]) continue
    let joined = false
    for (let k = 0; k < 6 && !joined; k++) {
      const y = geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
      joined = y >= 0 && rear[y] === 1
    }
    if (!joined) out[h] = 1
  }
  // An objective of its own is held for its points (objectives.ts weighs them against the danger), cut off or not.
  for (const o of objectivesOf(ctx, state) ?? []) if (o.holder === side) out[o.h] = 0
  return out
}
