// The board's camera: where it looks when it appears (each side's last view, kept across hand-overs, or the acting
// side's units), and what brings it elsewhere: a focus request, the keyboard's cursor, a lesson's marks, a review
// step's highlights. It moves only to show what is asked for, never under a player choosing a hex.
import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { actingSide, Setup, hexId, type GameState, type Side } from '../../engine'
import { bundle, map } from '../../store/app'
import { useCursor, useUi } from '../../store/ui'
import { useTutorialCamera } from '../tutorial/useTutorialCamera'
import type { StepMarks } from '../review/stepMarks'
import { boardGeom, R } from './geom'
import { centredView, useViewport, type View } from './useViewport'
import { boxOf, frontHexes } from './frontView'
import { useComputerReturn } from './useComputerReturn'

const DEFAULT_HEX_PX = 40

// The board is not rendered behind the hand-over screen, so its view would be lost at every hand-over. Each
// side's last view is kept here, and a focus request is acted on once only (not again when the board comes back:
// that replayed the tutorial's opening focus on Shevardino after «Показать карту»).
const views: Partial<Record<Side, View>> = {}
let lastView: View | null = null
let focusSeen = 0

/** Board points of the hexes the acting side should see: its setup zone in the setup, else its units. */
function sidePoints(state: GameState, g: ReturnType<typeof boardGeom>): Array<[number, number]> {
  const side = actingSide(state)
  // The scenario's setup rules travel in the state while its free setup lasts (SCN.2).
  const setup = state.setup
  const ids =
    state.phase === 'setup' && setup
      ? [...Setup.deploymentZone(bundle.ctx, setup, side, side === 'fr' ? state : undefined)].flatMap((v, h) =>
          v ? [h] : [],
        )
      : Object.values(state.units).flatMap((u) => (u.side === side && u.hex ? [hexId(map, u.hex)] : []))
  return ids.filter((h) => h >= 0).map((h) => [g.x[h]!, g.y[h]!]) // hex ids
}

export function useBoardCamera(
  ref: RefObject<HTMLDivElement | null>,
  state: GameState,
  step: StepMarks | null,
): ReturnType<typeof useViewport> & { front: () => void } {
  const g = boardGeom(map)
  const vp = useViewport(ref, g.width, g.height, (): View => {
    const kept = views[actingSide(state)] ?? lastView
    if (kept) return kept
    // The board's element is not measured yet (nor is there one where the first screen is made at build time): a
    // centred view, drawn by a style; its figures, guessed from the window (a side panel and the top bar off it), are
    // measured on the element when a move starts from it (useViewport's `exact`).
    const w = globalThis.innerWidth ? globalThis.innerWidth - 360 : 900
    const h = globalThis.innerHeight ? globalThis.innerHeight - 120 : 700
    return { ...centredView(DEFAULT_HEX_PX / R, g.width, g.height, w, h), centred: true }
  })
  const cursorHex = useCursor((s) => s.hex)
  const cursorN = useCursor((s) => s.n)
  const focus = useUi((s) => s.focus)
  const { centerOn } = vp
  /** A group of hexes (the computer's next moves): all in view at once, gliding, with a margin off the edges. */
  const revealGroup = (hexes: readonly string[], el: HTMLElement) => {
    const ids = hexes.map((c) => map.geo.byCode.get(c)).filter((h): h is number => h !== undefined)
    if (!ids.length) return
    const xs = ids.map((h) => g.x[h]!) // hex ids
    const ys = ids.map((h) => g.y[h]!)
    const m = Math.min(60, el.clientWidth / 6, el.clientHeight / 6)
    vp.reveal(
      { x0: Math.min(...xs) - R, x1: Math.max(...xs) + R, y0: Math.min(...ys) - R, y1: Math.max(...ys) + R },
      [{ x0: m, y0: m, x1: el.clientWidth - m, y1: el.clientHeight - m }],
      true,
    )
  }
  useEffect(() => {
    if (!focus || focus.n <= focusSeen) return
    focusSeen = focus.n
    const el = ref.current
    if (focus.hexes && el) return revealGroup(focus.hexes, el)
    const h = map.geo.byCode.get(focus.hex)
    if (h === undefined) return // otherwise a hex id: the geometry has its centre
    if (focus.ifHidden && el) {
      // Only when the hex is off screen: the camera never moves under a player who is choosing a hex.
      const v = vp.exact(lastView ?? vp.view)
      const sx = g.x[h]! * v.k + v.x
      const sy = g.y[h]! * v.k + v.y
      if (sx >= R * v.k && sy >= R * v.k && sx <= el.clientWidth - R * v.k && sy <= el.clientHeight - R * v.k) return
    }
    centerOn(g.x[h]!, g.y[h]!, focus.ifHidden ? 0 : (DEFAULT_HEX_PX / R) * (focus.zoom ?? 1))
  }, [focus, centerOn, g]) // eslint-disable-line react-hooks/exhaustive-deps
  const { reveal } = vp
  useEffect(() => {
    const el = ref.current
    const h = cursorHex ? map.geo.byCode.get(cursorHex) : undefined
    if (!el || h === undefined) return // otherwise a hex id: the geometry has its centre
    const m = Math.min(80, el.clientWidth / 4, el.clientHeight / 4)
    reveal({ x0: g.x[h]! - R, y0: g.y[h]! - R, x1: g.x[h]! + R, y1: g.y[h]! + R }, [
      { x0: m, y0: m, x1: el.clientWidth - m, y1: el.clientHeight - m },
    ])
  }, [cursorHex, cursorN, reveal, g, ref])
  // Remember the view for the side acting now (kept across hand-overs).
  useEffect(() => {
    views[actingSide(state)] = vp.view
    lastView = vp.view
  }, [vp.view]) // eslint-disable-line react-hooks/exhaustive-deps
  // When the board appears (after a hand-over, a load, a new game) and shows none of the acting side's units
  // (or its setup zone), centre it on them at the present zoom.
  useEffect(() => {
    const el = ref.current
    const pts = sidePoints(state, g)
    if (!el || !pts.length) return
    const v = vp.exact(vp.view)
    const seen = pts.some(([x, y]) => {
      const sx = x * v.k + v.x
      const sy = y * v.k + v.y
      return sx >= 0 && sy >= 0 && sx <= el.clientWidth && sy <= el.clientHeight
    })
    if (seen) return
    const xs = pts.map((p) => p[0])
    const ys = pts.map((p) => p[1])
    centerOn((Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2, 0)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  useComputerReturn(state, vp.view, vp.goTo, vp.userMoves)
  // The tutorial keeps its step's marks in view (after the focus above, so it pans from there).
  useTutorialCamera(ref, state, vp.reveal)

  // Each review step brings its highlights into view (nothing moves when they are already seen).
  useEffect(() => {
    const el = ref.current
    if (!step || !el || !step.hexes.length) return
    const ids = step.hexes.map((c) => map.geo.byCode.get(c)).filter((h): h is number => h !== undefined)
    if (!ids.length) return
    const xs = ids.map((h) => g.x[h]!) // hex ids
    const ys = ids.map((h) => g.y[h]!)
    const m = 0
    // The hexes' centres with most of a hex around them, kept within the map (the map's edge never forces a pan).
    const k = R * 0.7
    reveal(
      {
        x0: Math.max(0, Math.min(...xs) - k),
        x1: Math.min(g.width, Math.max(...xs) + k),
        y0: Math.max(0, Math.min(...ys) - k),
        y1: Math.min(g.height, Math.max(...ys) + k),
      },
      [{ x0: m, y0: m, x1: el.clientWidth - m, y1: el.clientHeight - m }],
    )
  }, [step, reveal, g, ref])

  // The front view reads the position shown when asked (the game's, or the review's step).
  const shown = useRef(state)
  useEffect(() => {
    shown.current = state
  }, [state])
  const { show } = vp
  const front = useCallback(() => {
    const box = boxOf(map, frontHexes(map, shown.current))
    if (box) show(box)
  }, [show])
  return { ...vp, front }
}
