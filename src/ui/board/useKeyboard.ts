// Keyboard control of the board: + / − zoom, arrows pan, 0 fits, Escape clears the selection.
import { useEffect } from 'react'
import { useUi } from '../../store/uiStore'

interface Vp {
  zoomAt: (f: number) => void
  panBy: (dx: number, dy: number) => void
  fit: () => void
}

export function useKeyboard(vp: Vp): void {
  const { zoomAt, panBy, fit } = vp
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return
      // An open dialog has the keyboard (it closes itself on Escape); the board and the selection stay as they are.
      if (useUi.getState().dialog || e.defaultPrevented) return
      const step = e.shiftKey ? 200 : 80
      switch (e.key) {
        case '+': case '=': zoomAt(1.25); break
        case '-': case '_': zoomAt(0.8); break
        case '0': fit(); break
        case 'ArrowLeft': panBy(step, 0); break
        case 'ArrowRight': panBy(-step, 0); break
        case 'ArrowUp': panBy(0, step); break
        case 'ArrowDown': panBy(0, -step); break
        case 'Escape': useUi.getState().selectUnit(null); useUi.getState().clearAttack(); break
        default: return
      }
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [zoomAt, panBy, fit])
}
