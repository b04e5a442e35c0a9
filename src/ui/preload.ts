// Parts the first screen does not need but play soon will (combat, results, the log, the tooltip): fetched once
// the board has been painted and the browser is idle, so that they are there before they are used. The rules
// reference, the tutorial, the dialogs and the other language still wait until asked for.
export function preloadAfterFirstPaint(): void {
  const load = () => {
    void import('./panels/CombatPanel')
    void import('./log/LastResult')
    void import('./board/CombatOverlay')
    void import('./board/HoverTooltip')
  }
  const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => void })
    .requestIdleCallback
  if (idle) idle(load, { timeout: 3000 })
  else setTimeout(load, 1500)
}
