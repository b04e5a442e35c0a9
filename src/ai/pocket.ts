// Where a Russian unit is cut off from its army: ground from which no open way leads back to the rear. A pocket in
// a forest looks safe hex by hex (no melee into it, CBT.4), but it cannot retreat, the enemy closes in with guns and
// every turn it stays costs more (a wargamer's game against Hard: a southern pocket stayed seven turns and lost 27
// points and three commanders). The Russians judging their own units read this map (position.ts).
import { derived, derivedKey, derivedTable, Movement, type Ctx, type GameState } from '../engine'
import { type DerivedKey } from '../engine/ai'
import { influenceOf } from './influence'
import { objectivesOf } from './objectives'
import { unitDistance } from './unitDistance'

/** Ground this far from every enemy unit, and open, is the army's rear. */
const REAR = 4

const CUT_OFF: Record<'moving' | 'standing', DerivedKey<Uint8Array>> = {
  moving: derivedKey('ai-cut-off:moving', (ctx, state) => cutOff(ctx, state, true)),
  standing: derivedKey('ai-cut-off:standing', (ctx, state) => cutOff(ctx, state, false)),
}

/**
 * 1 for every hex where a Russian unit would be cut off from its rear (see `cutOff`), kept with the state. Only the
 * Russians hold ground to be cut off from; the French attack from theirs. `gunsMove` (PlanParams.gunsMove) picks the
 * reading of the French influence map the board that asks already made.
 */
export function cutOffMap(ctx: Ctx, state: GameState, gunsMove = true): Uint8Array {
  return derivedTable(ctx, state, CUT_OFF[gunsMove ? 'moving' : 'standing'])
}

/**
 * Open ground is a hex with no enemy unit, outside the enemy's zones (ZOC.1), that no enemy infantry can come next
 * to in its next phase (cavalry alone rides round a line and cannot hold a ring). The rear is every open hex at
 * least REAR hexes from the enemy, and the open ground joined to it; a hex is cut off when neither it nor any
 * neighbour is part of that (a unit standing next to it can still fall back into it).
 */
function cutOff(ctx: Ctx, state: GameState, gunsMove: boolean): Uint8Array {
  const { geo } = ctx.map
  const n = geo.n
  const occ = derived(ctx, state).occ
  const zoc = Movement.zocMap(ctx, occ, 'fr')
  const inf = influenceOf(ctx, state, 'fr', gunsMove)
  const dist = unitDistance(ctx, state, 'fr')
  const open = (h: number): boolean => dist[h]! > 0 && !zoc[h] && inf.infantry[h] === 0
  const rear = new Uint8Array(n)
  const stack: number[] = []
  for (let h = 0; h < n; h++)
    if (dist[h]! >= REAR && open(h)) {
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
  for (const o of objectivesOf(ctx, state) ?? []) if (o.holder === 'ru') out[o.h] = 0
  return out
}
