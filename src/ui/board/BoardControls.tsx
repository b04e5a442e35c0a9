// Zoom buttons in the corner of the board, and the front view (where the armies touch).
import { useT } from '../useT'

interface Props {
  zoomIn: () => void
  zoomOut: () => void
  fit: () => void
  /** The front view; «Фаланга»'s small field has none. */
  front?: () => void
}

export function BoardControls({ zoomIn, zoomOut, fit, front }: Props) {
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
      {front && (
        <button type="button" className="front-button" onClick={front} title={t.zoom.front} data-testid="zoom-front">
          {t.zoom.frontShort}
        </button>
      )}
    </div>
  )
}
