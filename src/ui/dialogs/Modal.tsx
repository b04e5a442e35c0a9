// A modal dialog: a titled box over a dimmed page; Escape or a click outside closes it.
import { useEffect, useLayoutEffect, useRef } from 'react'

// Escape closes only the topmost open dialog, and nothing else hears it (the board's Escape clears the selection).
const openModals: Array<{ current: () => void }> = []
let listening = false
function onEscape(e: KeyboardEvent) {
  if (e.key !== 'Escape' || !openModals.length) return
  e.preventDefault()
  e.stopImmediatePropagation()
  openModals[openModals.length - 1]!.current() // not empty (checked above)
}

export function Modal({
  title,
  onClose,
  children,
  testId,
  wide,
}: {
  title: string
  onClose: () => void
  children: React.ReactNode
  testId?: string
  wide?: boolean
}) {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  // Registered before the first paint: an Escape pressed as soon as the dialog shows must close it.
  useLayoutEffect(() => {
    const entry = close
    openModals.push(entry)
    if (!listening) {
      // Capture on window: runs before any other keydown listener and stops the key there.
      window.addEventListener('keydown', onEscape, true)
      listening = true
    }
    return () => {
      const i = openModals.lastIndexOf(entry)
      if (i >= 0) openModals.splice(i, 1)
    }
  }, [])
  return (
    <div className="modal-back" onClick={onClose}>
      <div
        className={wide ? 'modal modal-wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="close" onClick={onClose} aria-label="×">
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
