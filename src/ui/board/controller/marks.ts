// What the board highlights for the present selection, from the engine's answers: the reach (with its costs), the
// retreat and advance hexes of a step waiting for the player, the setup zone.
import { Combat, type HexCode } from '../../../engine'
import { movementInfo, perSelection, type HexMark, type MoveInfo } from './movement'
import type { BoardInput } from './types'

export interface BoardMarks {
  marks: ReadonlyMap<HexCode, HexMark>
  move: MoveInfo
}

const bySelection = perSelection<BoardMarks>('board-marks')

export function boardMarks(input: BoardInput): BoardMarks {
  const { ctx, state, sel } = input
  return bySelection(ctx, state, sel.unit, sel.commander, () => computeMarks(input))
}

function computeMarks({ ctx, state, sel, setupZone }: BoardInput): BoardMarks {
  const move = movementInfo(ctx, state, sel.unit, sel.commander)
  if (move.reach) return { marks: move.marks, move }
  const m = new Map<HexCode, HexMark>()
  const step = state.pending[0]
  if (step?.kind === 'retreat') for (const h of Combat.pendingRetreatHexes(ctx, state)) m.set(h, { kind: 'retreat' })
  if (step?.kind === 'advance') {
    for (const o of step.options) if (!sel.unit || o.unit === sel.unit) m.set(o.hex, { kind: 'advance' })
  }
  if (state.phase === 'setup' && setupZone) for (const h of setupZone(state, state.side)) m.set(h, { kind: 'zone' })
  return { marks: m, move }
}
