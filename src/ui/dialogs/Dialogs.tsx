// Whichever dialog is open.
import { useEffect } from 'react'
import { useUi } from '../../store/uiStore'
import { NewGameDialog } from './NewGameDialog'
import { RulesDialog } from '../rules/RulesDialog'
import { SavesDialog } from './SavesDialog'
import { TutorialDialog } from '../tutorial/TutorialDialog'

export function Dialogs() {
  const d = useUi((s) => s.dialog)
  if (d === 'new-game') return <NewGameDialog />
  if (d === 'saves') return <SavesDialog />
  if (d === 'rules') return <RulesDialog />
  if (d === 'tutorial') return <TutorialDialog />
  return null
}

export function Modal({ title, onClose, children, testId, wide }: { title: string; onClose: () => void; children: React.ReactNode; testId?: string; wide?: boolean }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="modal-back" onClick={onClose}>
      <div className={wide ? 'modal modal-wide' : 'modal'} role="dialog" aria-label={title} data-testid={testId} onClick={(e) => e.stopPropagation()}>
        <div className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="close" onClick={onClose} aria-label="×">×</button>
        </div>
        {children}
      </div>
    </div>
  )
}
