// Movement overlay data: the selected unit's (or commander's) reach from the engine, and the hovered path.
import { useMemo } from 'react'
import {
  codeOf,
  commanderReach,
  type GameState,
  hexId,
  pathTo,
  type Reach,
  type Refusal,
  unitReach,
} from '../../engine'
import { bundle, map } from '../../store/app'
import type { HexMark } from './HitLayer'
import { perSelection } from './perSelection'

export interface MoveInfo {
  reach: Reach | null
  refusal: Refusal | null
  marks: Map<string, HexMark>
}

const NONE: MoveInfo = { reach: null, refusal: null, marks: new Map() }

// The board and the movement panel both ask for the selected unit's reach after a click.
const bySelection = perSelection<MoveInfo>('board-movement')

export function movementInfo(state: GameState, unitId: string | null, commanderId: string | null): MoveInfo {
  return bySelection(state, unitId, commanderId, () => computeMovementInfo(state, unitId, commanderId))
}

function computeMovementInfo(state: GameState, unitId: string | null, commanderId: string | null): MoveInfo {
  if (state.phase !== 'movement' || state.pending.length) return NONE
  let reach: Reach | null = null
  if (unitId) {
    const r = unitReach(bundle.ctx, state, unitId)
    if (!r.ok) return { reach: null, refusal: r.refusal, marks: new Map() }
    reach = r.reach
  } else if (commanderId) {
    const c = state.commanders[commanderId]
    if (!c || c.side !== state.side || c.status !== 'active' || !c.hex) return NONE
    reach = commanderReach(bundle.ctx, state, c)
  }
  if (!reach) return NONE
  const marks = new Map<string, HexMark>()
  for (let h = 0; h < reach.cost.length; h++) {
    if (reach.cost[h]! <= 0) continue // h < cost.length
    marks.set(codeOf(map, h), reach.canEnd[h] ? { kind: 'reach', label: String(reach.cost[h]) } : { kind: 'pass' })
  }
  return { reach, refusal: null, marks }
}

export function useMovement(state: GameState, unitId: string | null, commanderId: string | null): MoveInfo {
  return useMemo(() => movementInfo(state, unitId, commanderId), [state, unitId, commanderId])
}

/** The cheapest path to a hex as hex codes, or null when the move cannot end there. */
export function pathCodes(reach: Reach | null, hex: string | null): string[] | null {
  if (!reach || !hex) return null
  const h = hexId(map, hex)
  if (h < 0 || !reach.canEnd[h]) return null
  const p = pathTo(reach, h)
  return p && p.length > 1 ? p.map((id) => codeOf(map, id)) : null
}
