// What the board highlights right now, from the engine's answers: reach, retreat and advance hexes, setup zones.
import { useMemo } from 'react'
import { type GameState, pendingRetreatHexes } from '../../engine'
import { bundle } from '../../store/app'
import type { HexMark } from './HitLayer'
import { movementInfo, type MoveInfo } from './useMovement'
import { perSelection } from './perSelection'

export interface BoardMarks {
  marks: ReadonlyMap<string, HexMark>
  move: MoveInfo
}

// The map's cells (their hooks) and the marks layer both draw these, each from its own component.
const bySelection = perSelection<BoardMarks>('board-marks')

export function boardMarks(state: GameState, unitId: string | null, commanderId: string | null): BoardMarks {
  return bySelection(state, unitId, commanderId, () => computeBoardMarks(state, unitId, commanderId))
}

function computeBoardMarks(state: GameState, unitId: string | null, commanderId: string | null): BoardMarks {
  const move = movementInfo(state, unitId, commanderId)
  if (move.reach) return { marks: move.marks, move }
  const m = new Map<string, HexMark>()
  const step = state.pending[0]
  if (step?.kind === 'retreat') for (const h of pendingRetreatHexes(bundle.ctx, state)) m.set(h, { kind: 'retreat' })
  if (step?.kind === 'advance') {
    for (const o of step.options) if (!unitId || o.unit === unitId) m.set(o.hex, { kind: 'advance' })
  }
  if (state.phase === 'setup' && bundle.setupZone)
    for (const h of bundle.setupZone(state, state.side)) m.set(h, { kind: 'zone' })
  return { marks: m, move }
}

export function useBoardMarks(state: GameState, unitId: string | null, commanderId: string | null): BoardMarks {
  return useMemo(() => boardMarks(state, unitId, commanderId), [state, unitId, commanderId])
}
