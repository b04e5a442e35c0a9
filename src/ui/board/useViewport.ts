// Zoom and pan of the board: wheel, pinch, drag, buttons and keyboard.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { centredView, fitView, glideAt, revealView, reducedMotion, viewLayer, type Box, type View } from './revealView'

export type { Box, View }
export { centredView, viewLayer }

type Pointer = { x: number; y: number }

const MIN_K = 0.15
const GLIDE_MS = 250
const MAX_K = 3
/** The front view never zooms in closer than the usual playing scale (40 px a hex radius). */
const SHOW_MAX_K = 0.8

export function useViewport(ref: RefObject<HTMLDivElement | null>, width: number, height: number, initial: () => View) {
  const [view, setView] = useState<View>(initial)
  // A centred view (the first screen, possibly drawn at build time) stays centred, and so follows the element's size,
  // until the player or the camera moves the board: every move starts from it read in figures (`exact`). Made exact
  // by a measure after the first paint, it redrew the whole board for nothing to be seen, a long task on a phone
  // while the first screen was in use (issue 31).
  /** A view in figures: a centred one measured on the board's element now (the same placement). */
  const exact = useCallback(
    (v: View): View => {
      const el = ref.current
      return v.centred && el ? centredView(v.k, width, height, el.clientWidth, el.clientHeight) : v
    },
    [ref, width, height],
  )
  // The view as last drawn, for a glide's start; the glide's frame request, stopped by the player's own pan or zoom.
  const viewRef = useRef(view)
  useEffect(() => {
    viewRef.current = view
  }, [view])
  const glide = useRef(0)
  // The person's own pans and zooms so far (drag, wheel, pinch, buttons, keys, the front view), never the camera's
  // own moves: what is done by hand is not undone by the board (useComputerReturn).
  const userMoves = useRef(0)
  const stopGlide = () => {
    if (glide.current) cancelAnimationFrame(glide.current)
    glide.current = 0
  }
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const moved = useRef(0)
  // Two fingers: the view and the board point under their midpoint when the pinch began (zoom and pan together).
  const pinch = useRef<{ d: number; k: number; bx: number; by: number } | null>(null)

  const zoomAt = useCallback(
    (factor: number, cx?: number, cy?: number) => {
      stopGlide()
      userMoves.current++
      setView((v0) => {
        const v = exact(v0)
        const el = ref.current
        const px = cx ?? (el ? el.clientWidth / 2 : 0)
        const py = cy ?? (el ? el.clientHeight / 2 : 0)
        const k = Math.min(MAX_K, Math.max(MIN_K, v.k * factor))
        const f = k / v.k
        return { k, x: px - (px - v.x) * f, y: py - (py - v.y) * f }
      })
    },
    [ref, exact],
  )

  const panBy = useCallback(
    (dx: number, dy: number) => {
      stopGlide()
      userMoves.current++
      setView((v0) => {
        const v = exact(v0)
        return { k: v.k, x: v.x + dx, y: v.y + dy }
      })
    },
    [exact],
  )

  const fit = useCallback(() => {
    stopGlide()
    userMoves.current++
    const el = ref.current
    if (!el) return
    const k = Math.min(el.clientWidth / width, el.clientHeight / height) * 0.98
    setView({ k, x: (el.clientWidth - width * k) / 2, y: (el.clientHeight - height * k) / 2 })
  }, [ref, width, height])

  /** Centres the view on a board point, zooming in to at least `k`. */
  const centerOn = useCallback(
    (bx: number, by: number, minK: number) => {
      stopGlide()
      const el = ref.current
      if (!el) return
      setView((v) => {
        const k = Math.max(v.k, minK)
        return { k, x: el.clientWidth / 2 - bx * k, y: el.clientHeight / 2 - by * k }
      })
    },
    [ref],
  )

  /**
   * Brings a board box into one of the screen regions (revealView); `smooth` glides there in a quarter of a second
   * (a jump when the system asks for less motion), and any pan or zoom of the player's stops the glide.
   */
  const glideTo = useCallback(
    (to: View, smooth: boolean) => {
      const from = exact(viewRef.current)
      if (!smooth || reducedMotion()) return setView(to)
      const t0 = performance.now()
      const tick = (now: number) => {
        const t = Math.min(1, (now - t0) / GLIDE_MS)
        setView(glideAt(from, to, t))
        glide.current = t < 1 ? requestAnimationFrame(tick) : 0
      }
      glide.current = requestAnimationFrame(tick)
    },
    [exact],
  )
  const reveal = useCallback(
    (box: Box, regions: Box[], smooth = false) => {
      stopGlide()
      const now = exact(viewRef.current)
      const to = revealView(now, box, regions, MIN_K)
      if (to !== now) glideTo(to, smooth)
    },
    [glideTo, exact],
  )
  /** Glides back to a view the player had (a jump when the system asks for less motion). */
  const goTo = useCallback(
    (to: View) => {
      stopGlide()
      glideTo(exact(to), true)
    },
    [glideTo, exact],
  )
  /** Fits a board box to the whole board element (a small margin kept), gliding there. */
  const show = useCallback(
    (box: Box) => {
      stopGlide()
      userMoves.current++
      const el = ref.current
      if (!el) return
      const m = Math.min(40, el.clientWidth / 10, el.clientHeight / 10)
      glideTo(fitView(box, { x0: m, y0: m, x1: el.clientWidth - m, y1: el.clientHeight - m }, MIN_K, SHOW_MAX_K), true)
    },
    [ref, glideTo],
  )

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const r = el.getBoundingClientRect()
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top)
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [ref, zoomAt])

  const onPointerDown = (e: React.PointerEvent) => {
    stopGlide()
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    moved.current = 0
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer] // exactly two are down
      const r = ref.current?.getBoundingClientRect()
      const mx = (a.x + b.x) / 2 - (r?.left ?? 0)
      const my = (a.y + b.y) / 2 - (r?.top ?? 0)
      const v = exact(view)
      pinch.current = {
        d: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
        k: v.k,
        bx: (mx - v.x) / v.k,
        by: (my - v.y) / v.k,
      }
    }
  }
  const onPointerMove = (e: React.PointerEvent) => {
    const p = pointers.current.get(e.pointerId)
    if (!p) return
    const dx = e.clientX - p.x
    const dy = e.clientY - p.y
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer] // exactly two are down
      const d = Math.hypot(a.x - b.x, a.y - b.y)
      const r = ref.current?.getBoundingClientRect()
      const p0 = pinch.current
      const k = Math.min(MAX_K, Math.max(MIN_K, (p0.k * d) / p0.d))
      const mx = (a.x + b.x) / 2 - (r?.left ?? 0)
      const my = (a.y + b.y) / 2 - (r?.top ?? 0)
      // The board point that was under the fingers' midpoint stays under it: pinch zooms, moving both pans.
      setView({ k, x: mx - p0.bx * k, y: my - p0.by * k })
      userMoves.current++
      moved.current += 10
      return
    }
    moved.current += Math.abs(dx) + Math.abs(dy)
    if (moved.current > 5) {
      if (!(e.target as Element).hasPointerCapture?.(e.pointerId)) e.currentTarget.setPointerCapture?.(e.pointerId)
      panBy(dx, dy)
    }
  }
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId)
    if (pointers.current.size < 2) pinch.current = null
  }
  /** Fingers on the board now (a long-press needs exactly one). */
  const pointerCount = () => pointers.current.size
  /** True when the last pointer gesture was a drag, so the click that ends it is ignored. */
  const wasDrag = () => moved.current > 5

  /** How many times the person has panned or zoomed the board by hand (a count to compare, not a value). */
  const handMoves = useCallback(() => userMoves.current, [])

  return {
    view,
    exact,
    zoomAt,
    panBy,
    fit,
    centerOn,
    reveal,
    show,
    goTo,
    userMoves: handMoves,
    wasDrag,
    pointerCount,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  }
}
