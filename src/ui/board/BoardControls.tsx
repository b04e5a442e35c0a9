// Zoom buttons in the corner of the board.
import { useT } from '../useT'

export function BoardControls({ zoomIn, zoomOut, fit }: { zoomIn: () => void; zoomOut: () => void; fit: () => void }) {
  const t = useT()
  return (
    <div className="board-controls">
      <button type="button" onClick={zoomIn} title={t.zoom.in} aria-label={t.zoom.in} data-testid="zoom-in">
        +
      </button>
      <button type="button" onClick={zoomOut} title={t.zoom.out} aria-label={t.zoom.out} data-testid="zoom-out">
        −
      </button>
      <button type="button" onClick={fit} title={t.zoom.fit} aria-label={t.zoom.fit} data-testid="zoom-fit">
        {t.zoom.fitShort}
      </button>
    </div>
  )
}
