// Whichever dialog is open.
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useUi } from '../../store/uiStore'

// Every dialog is loaded when first opened (a smaller first load): the rules reference, the tutorial's opening…
const RulesDialog = lazy(() => import('../rules/RulesDialog').then((m) => ({ default: m.RulesDialog })))
const TutorialDialog = lazy(() => import('../tutorial/TutorialDialog').then((m) => ({ default: m.TutorialDialog })))
const NewGameDialog = lazy(() => import('./NewGameDialog').then((m) => ({ default: m.NewGameDialog })))
const SavesDialog = lazy(() => import('./SavesDialog').then((m) => ({ default: m.SavesDialog })))
const WelcomeDialog = lazy(() => import('./WelcomeDialog').then((m) => ({ default: m.WelcomeDialog })))
const KeysDialog = lazy(() => import('./KeysDialog').then((m) => ({ default: m.KeysDialog })))

export function Dialogs() {
  return (
    <Suspense fallback={<div className="modal-back" data-testid="dialog-loading" />}>
      <OpenDialog />
    </Suspense>
  )
}

function OpenDialog() {
  const d = useUi((s) => s.dialog)
  if (d === 'new-game') return <NewGameDialog />
  if (d === 'saves') return <SavesDialog />
  if (d === 'rules') return <RulesDialog />
  if (d === 'tutorial') return <TutorialDialog />
  if (d === 'welcome') return <WelcomeDialog />
  if (d === 'keys') return <KeysDialog />
  return null
}

// Escape closes only the topmost open dialog, and nothing else hears it (the board's Escape clears the selection).
const openModals: Array<{ current: () => void }> = []
let listening = false
function onEscape(e: KeyboardEvent) {
  if (e.key !== 'Escape' || !openModals.length) return
  e.preventDefault()
  e.stopImmediatePropagation()
  openModals[openModals.length - 1].current()
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
  useEffect(() => {
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
