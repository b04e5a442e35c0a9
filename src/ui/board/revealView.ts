// Where the camera goes to bring a board box into one of the screen regions (pure: the view in, the view out).
/** A rectangle: on the board (SVG units) or on the screen (pixels, relative to the board element). */
export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface View {
  k: number
  x: number
  y: number
  /**
   * The whole board centred in its element, whose size is not known yet: drawn by a style that centres it whatever
   * the size (viewLayer), so that the first screen made at build time fits any screen. x and y are then a guess; a move
   * starts from the view measured on the element (useViewport's `exact`).
   */
  centred?: true
}

/** The view that centres a board of `width` × `height` at zoom `k` in an element of `w` × `h` pixels. */
export const centredView = (k: number, width: number, height: number, w: number, h: number): View => ({
  k,
  x: w / 2 - (width * k) / 2,
  y: h / 2 - (height * k) / 2,
})

/**
 * The attributes that place a board layer (an SVG group) for a view: a transform, or for a centred view a style whose
 * percentages are of the enclosing SVG element's size (an SVG group's transform box), the same placement as
 * centredView.
 */
export function viewLayer(
  v: View,
  width: number,
  height: number,
): { transform?: string; style?: { transform: string } } {
  if (!v.centred) return { transform: `translate(${v.x.toFixed(1)} ${v.y.toFixed(1)}) scale(${v.k.toFixed(4)})` }
  const dx = ((width * v.k) / 2).toFixed(1)
  const dy = ((height * v.k) / 2).toFixed(1)
  return { style: { transform: `translate(50%, 50%) translate(-${dx}px, -${dy}px) scale(${v.k.toFixed(4)})` } }
}

/**
 * Nothing moves when the box is already inside a region; otherwise it is centred in the first region where it fits
 * at the present zoom (or the roomiest, zooming out just enough, never below `minK`).
 */
export function revealView(v: View, box: Box, regions: readonly Box[], minK: number): View {
  const inside = (r: Box) =>
    box.x0 * v.k + v.x >= r.x0 && box.x1 * v.k + v.x <= r.x1 && box.y0 * v.k + v.y >= r.y0 && box.y1 * v.k + v.y <= r.y1
  if (!regions.length || regions.some(inside)) return v
  const fit = (r: Box) =>
    Math.min((r.x1 - r.x0) / Math.max(1, box.x1 - box.x0), (r.y1 - r.y0) / Math.max(1, box.y1 - box.y0))
  // regions is not empty (checked above)
  const region = regions.find((r) => fit(r) >= v.k) ?? regions.reduce((a, r) => (fit(r) > fit(a) ? r : a))
  const k = Math.max(minK, Math.min(v.k, fit(region)))
  const cx = (box.x0 + box.x1) / 2
  const cy = (box.y0 + box.y1) / 2
  return { k, x: (region.x0 + region.x1) / 2 - cx * k, y: (region.y0 + region.y1) / 2 - cy * k }
}

/** The view that fits a board box into a screen box, centred, its zoom kept within [minK, maxK]. */
export function fitView(box: Box, screen: Box, minK: number, maxK: number): View {
  const k = Math.max(
    minK,
    Math.min(
      maxK,
      (screen.x1 - screen.x0) / Math.max(1, box.x1 - box.x0),
      (screen.y1 - screen.y0) / Math.max(1, box.y1 - box.y0),
    ),
  )
  const cx = (box.x0 + box.x1) / 2
  const cy = (box.y0 + box.y1) / 2
  return { k, x: (screen.x0 + screen.x1) / 2 - cx * k, y: (screen.y0 + screen.y1) / 2 - cy * k }
}

/** The views of a glide from `a` to `b` at time fraction t (0–1), eased so it starts and ends gently. */
export function glideAt(a: View, b: View, t: number): View {
  const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
  return { k: a.k + (b.k - a.k) * e, x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e }
}

/** True when the player asked the system for less motion: the camera then jumps, never glides. */
export const reducedMotion = (): boolean => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches
