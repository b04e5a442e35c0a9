// The board's view from the controller (./controller), as hooks for the components that draw it: each re-renders
// when its own part of the view changes (the selection's marks, the combat marks).
import { useMemo } from 'react'
import type { GameState } from '../../engine'
import { bundle } from '../../store/app'
import { boardMarks, combatView, type BoardMarks, type CombatView } from './controller'

const NO_COMBAT: CombatView = { active: false, exchange: false, targets: [], candidates: [], must: [] }

/** The marks of a position and a selection: what the cells, the marks layer and the hovered path draw. */
export function marksOf(state: GameState, unit: string | null, commander: string | null): BoardMarks {
  const sel = { unit, commander, defender: null, attackers: [] }
  return boardMarks({ ctx: bundle.ctx, state, sel, setupLimbered: false, setupZone: bundle.setupZone })
}

export function useBoardMarks(state: GameState, unit: string | null, commander: string | null): BoardMarks {
  return useMemo(() => marksOf(state, unit, commander), [state, unit, commander])
}

/** The combat phase's marks; none while a reviewed position is shown (read-only). */
export function useCombatView(state: GameState, defender: string | null, reviewing: boolean): CombatView {
  return useMemo(() => (reviewing ? NO_COMBAT : combatView(bundle.ctx, state, defender)), [state, defender, reviewing])
}
