// Both sides' losses under the meter, as a button that opens the list of destroyed units: a tooltip alone
// cannot be reached by touch or keyboard.
import { useEffect, useRef, useState } from 'react'
import { useT } from '../useT'
import { useTermProps } from '../termTitle'

export function DestroyedUnits({
  ru,
  fr,
  ruPoints,
  frPoints,
}: {
  ru: string[]
  fr: string[]
  ruPoints: number
  frPoints: number
}) {
  const t = useT()
  const m = t.teach.meter
  const termProps = useTermProps()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('pointerdown', onDown)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('pointerdown', onDown)
    }
  }, [open])
  return (
    <div className="losses-both" data-testid="losses-both" data-fr={frPoints} data-ru={ruPoints} ref={box}>
      <button
        type="button"
        className="losses-toggle"
        data-testid="losses-destroyed"
        aria-expanded={open}
        aria-controls="losses-destroyed-list"
        {...termProps('destroyed', m.showDestroyed)}
        onClick={() => setOpen(!open)}
      >
        {t.record.topLosses(ruPoints, frPoints)} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <div id="losses-destroyed-list" className="losses-popover" data-testid="losses-destroyed-list">
          <p>
            <b>{m.destroyedRu}</b> {ru.length ? ru.join(', ') : m.none}
          </p>
          <p>
            <b>{m.destroyedFr}</b> {fr.length ? fr.join(', ') : m.none}
          </p>
        </div>
      )}
    </div>
  )
}
