// Long-press on touch screens: a finger held still for half a second shows what hover shows with a mouse
// (the hex or counter tooltip), and the click that ends the press is not taken as a tap.
import { useRef } from 'react'

const HOLD_MS = 500
const SLOP_PX = 10

export function useLongPress(
  pointerCount: () => number,
  onPress: (clientX: number, clientY: number, target: Element) => void,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const start = useRef<{ x: number; y: number } | null>(null)
  const fired = useRef(false)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    start.current = null
  }
  return {
    down(e: React.PointerEvent) {
      cancel()
      fired.current = false
      if (e.pointerType !== 'touch' || pointerCount() !== 1) return
      const { clientX: x, clientY: y } = e
      const target = e.target as Element
      start.current = { x, y }
      timer.current = setTimeout(() => {
        timer.current = null
        if (pointerCount() !== 1) return
        fired.current = true
        onPress(x, y, target)
      }, HOLD_MS)
    },
    move(e: React.PointerEvent) {
      const s = start.current
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > SLOP_PX) cancel()
    },
    up() {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    },
    /** True once after a long-press: the click it ends is swallowed. */
    consumed(): boolean {
      const f = fired.current
      fired.current = false
      return f
    },
  }
}
