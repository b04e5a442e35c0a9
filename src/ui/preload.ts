// Parts the first screen does not need but play soon will (the record, unit details, combat, results, the
// tooltip, the strokes of the reach's costs): fetched once the board has been painted and the browser is idle, so
// that they are there before they are used. The rules reference, the tutorial, review, the dialogs and the other
// language wait until asked for.
import { scheduleIdle } from '../store/idle'
import { CombatOverlay, HoverTooltip } from './board/Board'
import { preloadMarkStrokes } from './board/HitLayer'
import { CombatPanel, LastResult, MoveList, MovementPanel, PendingPanel, UnitDetails } from './panels/SidePanel'

export function preloadAfterFirstPaint(): void {
  const load = () => {
    for (const part of [
      MoveList,
      MovementPanel,
      UnitDetails,
      LastResult,
      CombatPanel,
      PendingPanel,
      CombatOverlay,
      HoverTooltip,
    ])
      part.preload()
    void preloadMarkStrokes()
  }
  scheduleIdle(load, { timeout: 3000, fallback: 1500 })
}
