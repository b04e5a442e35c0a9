// Whichever dialog is open.
import { useEffect, useRef } from 'react'
import { useUi } from '../../store/uiStore'
import { lazyPart } from '../lazy/lazyPart'
import { loadSaveReader } from '../../store/saveReading'

const dialog = { name: 'dialog', frame: 'modal' } as const
// Every dialog is loaded when first opened (a smaller first load): the rules reference, the tutorial's opening…
const RulesDialog = lazyPart(() => import('../rules/RulesDialog').then((m) => m.RulesDialog), dialog)
const TutorialDialog = lazyPart(() => import('../tutorial/TutorialDialog').then((m) => m.TutorialDialog), dialog)
const NewGameDialog = lazyPart(() => import('./NewGameDialog').then((m) => m.NewGameDialog), dialog)
// The saves dialog reads saves: the save reader (its own chunk) comes with it.
const SavesDialog = lazyPart(
  () => Promise.all([import('./SavesDialog'), loadSaveReader()]).then(([m]) => m.SavesDialog),
  dialog,
)
const WelcomeDialog = lazyPart(() => import('./WelcomeDialog').then((m) => m.WelcomeDialog), dialog)
const KeysDialog = lazyPart(() => import('./KeysDialog').then((m) => m.KeysDialog), dialog)

export function Dialogs() {
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
