// Movement overlay data: the selected unit's (or commander's) reach from the engine, and the hovered path.
import { useMemo } from 'react'
import { codeOf, type GameState, hexId, type Reach, type Refusal } from '../../engine'
import { bundle, map } from '../../store/app'
import { rulesCode, type RulesCode } from '../../store/rules'
import { useRules } from '../useRules'
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

export function movementInfo(
  state: GameState,
  unitId: string | null,
  commanderId: string | null,
  rules: RulesCode | null = rulesCode(),
): MoveInfo {
  // Before the rules have arrived there is no reach to show yet (not kept: it is asked again when they come).
  if (!rules) return NONE
  return bySelection(state, unitId, commanderId, () => computeMovementInfo(rules, state, unitId, commanderId))
}

function computeMovementInfo(
  rules: RulesCode,
  state: GameState,
  unitId: string | null,
  commanderId: string | null,
): MoveInfo {
  if (state.phase !== 'movement' || state.pending.length) return NONE
  let reach: Reach | null = null
  if (unitId) {
    const r = rules.unitReach(bundle.ctx, state, unitId)
    if (!r.ok) return { reach: null, refusal: r.refusal, marks: new Map() }
    reach = r.reach
  } else if (commanderId) {
    const c = state.commanders[commanderId]
    if (!c || c.side !== state.side || c.status !== 'active' || !c.hex) return NONE
    reach = rules.commanderReach(bundle.ctx, state, c)
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
  const rules = useRules()
  return useMemo(() => (rules ? movementInfo(state, unitId, commanderId) : NONE), [rules, state, unitId, commanderId])
}

/** The cheapest path to a hex as hex codes, or null when the move cannot end there. */
export function pathCodes(reach: Reach | null, hex: string | null): string[] | null {
  if (!reach || !hex) return null
  const h = hexId(map, hex)
  if (h < 0 || !reach.canEnd[h]) return null
  // A reach exists only once the rules have arrived.
  const p = rulesCode()?.pathTo(reach, h)
  return p && p.length > 1 ? p.map((id) => codeOf(map, id)) : null
}
