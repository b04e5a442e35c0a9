// What the board highlights right now, from the engine's answers: reach, retreat and advance hexes, setup zones.
import { useMemo } from 'react'
import type { GameState } from '../../engine'
import { bundle } from '../../store/app'
import { pendingRetreatHexes } from '../../engine'
import type { HexMark } from './HitLayer'
import { useMovement, type MoveInfo } from './useMovement'

export interface BoardMarks {
  marks: ReadonlyMap<string, HexMark>
  move: MoveInfo
}

export function useBoardMarks(state: GameState, unitId: string | null, commanderId: string | null): BoardMarks {
  const move = useMovement(state, unitId, commanderId)
  const marks = useMemo(() => {
    if (move.reach) return move.marks
    const m = new Map<string, HexMark>()
    const step = state.pending[0]
    if (step?.kind === 'retreat') for (const h of pendingRetreatHexes(bundle.ctx, state)) m.set(h, { kind: 'retreat' })
    if (step?.kind === 'advance') {
      for (const o of step.options) if (!unitId || o.unit === unitId) m.set(o.hex, { kind: 'advance' })
    }
    if (state.phase === 'setup' && bundle.setupZone)
      for (const h of bundle.setupZone(state, state.side)) m.set(h, { kind: 'zone' })
    return m
  }, [move, state, unitId])
  return { marks, move }
}
