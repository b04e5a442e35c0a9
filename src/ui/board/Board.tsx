// The board: static map, marks, counters and overlays in one zoomable, pannable SVG.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { bundle, gameStore, map, useGame } from '../../store/app'
import { computerActs } from '../../store/game'
import { AiMoveMark } from '../ai/AiMoveMark'
import { useUi, useCursor } from '../../store/ui'
import { BoardControls } from './BoardControls'
import { clickCommander, clickHex, clickUnit } from './boardActions'
import { boardGeom, R } from './geom'
import { hexAt } from './hexAt'
import { notePointer } from './lastPointer'
import { MapDefs } from './MapDefs'
import { MapLayer } from './MapLayer'
import { HexRings } from './PathOverlay'
import {
  HoverPath,
  LiveBadges,
  LiveCounters,
  LiveFireArc,
  LiveTooltip,
  SelectionCells,
  SelectionMarks,
  useArcBattery,
} from './SelectionLayers'
import { useKeyboard } from './useKeyboard'
import { useMarksSoon } from './useMarksSoon'
import { useLongPress } from './useLongPress'
import { useViewport, type View } from './useViewport'
import {
  actingSide,
  attackOptions,
  candidatesAgainst,
  codeOf,
  deploymentZone,
  type GameState,
  hexId,
  legalTargets,
  mustAttack,
  type Side,
  threatOptions,
} from '../../engine'
import { useT } from '../useT'
import { OverlayToolbar } from './OverlayToolbar'
import { useTutorialCamera } from '../tutorial/useTutorialCamera'
import { useReview } from '../../store/review'
import { stepMarks } from '../review/stepMarks'
import { lazyPart } from '../lazy/lazyPart'
import { loadReview, loadTutorialFeature } from '../features'
import { CombatOverlay, MustAttackMarks } from './CombatOverlay'
import { ZocOverlay, ZonesOverlay } from './Overlays'
import { useTutorial } from '../../store/tutorial'

const DEFAULT_HEX_PX = 40

// The tutorial's and the review's marks come with their features (features.ts), in a lesson or a review.
const onMap = { name: 'marks', quiet: true } as const
const TutorialMarks = lazyPart(() => loadTutorialFeature().then((m) => m.TutorialMarks), onMap)
const ReviewMarks = lazyPart(() => loadReview().then((m) => m.ReviewMarks), onMap)

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
      ? [...deploymentZone(bundle.ctx, setup, side, side === 'fr' ? state : undefined)].flatMap((v, h) =>
          v ? [h] : [],
        )
      : Object.values(state.units).flatMap((u) => (u.side === side && u.hex ? [hexId(map, u.hex)] : []))
  return ids.filter((h) => h >= 0).map((h) => [g.x[h]!, g.y[h]!]) // hex ids
}

export function Board() {
  const live = useGame((s) => s.state)
  // In review the board shows the reviewed position, read-only; the live game is untouched.
  const reviewed = useReview((s) => (s.active ? s.state : null))
  const reviewPos = useReview((s) => s.position)
  const reviewing = reviewed !== null
  const state = reviewed ?? live
  useMarksSoon(state, reviewing)
  const stepEvents = useGame((s) => (reviewing ? s.log[reviewPos - 1]?.events : undefined))
  const step = useMemo(() => (reviewed && stepEvents ? stepMarks(stepEvents, reviewed) : null), [reviewed, stepEvents])
  // Not the selection nor the hover: the parts that follow them read them themselves (SelectionLayers.tsx), so a
  // click on a unit or a pointer move does not re-render the whole board.
  const { lang, defender, attackers, overlays } = useUi(
    useShallow((s) => ({ lang: s.lang, defender: s.defender, attackers: s.attackers, overlays: s.overlays })),
  )
  const t = useT()
  const tutorial = useTutorial((s) => s.active)
  const g = boardGeom(map)
  const ref = useRef<HTMLDivElement>(null)
  const vp = useViewport(ref, g.width, g.height, (): View => {
    const kept = views[actingSide(state)] ?? lastView
    if (kept) return kept
    const k = DEFAULT_HEX_PX / R
    const w = globalThis.innerWidth ? globalThis.innerWidth - 360 : 900
    const h = globalThis.innerHeight ? globalThis.innerHeight - 120 : 700
    return { k, x: w / 2 - (g.width * k) / 2, y: h / 2 - (g.height * k) / 2 }
  })
  useKeyboard(vp, ref)
  // The keyboard's hex cursor: drawn (and marked data-cursor) while the board has the focus.
  const [focused, setFocused] = useState(false)
  const cursorHex = useCursor((s) => s.hex)
  const cursorN = useCursor((s) => s.n)
  const cursor = focused ? cursorHex : null

  const combat = !reviewing && state.phase === 'combat' && !state.pending.length
  const targets = useMemo(() => (combat ? legalTargets(bundle.ctx, state) : []), [combat, state])
  const must = useMemo(
    () => (!reviewing && state.phase === 'combat' ? mustAttack(bundle.ctx, state) : []),
    [state, reviewing],
  )
  const cand = useMemo(() => {
    if (!combat || !defender) return []
    const c = candidatesAgainst(bundle.ctx, state, defender)
    return [...c.attackers, ...c.batteries]
  }, [combat, state, defender])
  const exchange = !reviewing && state.pending[0]?.kind === 'exchange' ? state.pending[0] : null
  const attackOpts = useMemo(
    () => (overlays.attacks && !reviewing ? attackOptions(bundle.ctx, state) : []),
    [overlays.attacks, state, reviewing],
  )
  const threatOpts = useMemo(
    () => (overlays.threats && !reviewing ? threatOptions(bundle.ctx, state) : []),
    [overlays.threats, state, reviewing],
  )
  const found = useMemo(() => ({ attacks: attackOpts, threats: threatOpts }), [attackOpts, threatOpts])
  // Whether the fire-arc overlay has a battery to show (read only while that overlay is on).
  const arcBattery = useArcBattery(state, overlays.arc)

  const focus = useUi((s) => s.focus)
  const { centerOn } = vp
  useEffect(() => {
    if (!focus || focus.n <= focusSeen) return
    focusSeen = focus.n
    const h = map.geo.byCode.get(focus.hex)
    if (h === undefined) return // otherwise a hex id: the geometry has its centre
    const el = ref.current
    if (focus.ifHidden && el) {
      // Only when the hex is off screen: the camera never moves under a player who is choosing a hex.
      const v = lastView ?? vp.view
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
  }, [cursorHex, cursorN, reveal, g])
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
    const v = vp.view
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
  }, [step, reveal, g])

  /** The hex under a pointer, by arithmetic on the board's one pointer surface (no element per hex is hit-tested). */
  const hexUnder = (clientX: number, clientY: number): string | null => {
    const r = ref.current?.getBoundingClientRect()
    if (!r) return null
    const v = vp.view
    const h = hexAt(map, (clientX - r.left - v.x) / v.k, (clientY - r.top - v.y) / v.k)
    return h < 0 ? null : codeOf(map, h)
  }
  const press = useLongPress(vp.pointerCount, (x, y, target) => {
    const unitEl = target.closest<SVGElement>('[data-unit]')
    useUi.getState().setHover(hexUnder(x, y), unitEl?.dataset.unit ?? null)
  })
  const onClick = (e: React.MouseEvent) => {
    if (vp.wasDrag() || press.consumed() || reviewing) return
    // The computer's side is not the person's to move (selecting to look is still fine: hover shows it).
    if (computerActs(gameStore.getState())) return
    const target = e.target as Element
    // Only clicks on the map itself: the toolbar, the zoom buttons and the tooltip are inside the board element too.
    if (!target.closest('.board-svg')) return
    const el = target.closest<HTMLElement | SVGElement>('[data-unit],[data-commander]')
    const d = el?.dataset
    if (d?.unit) clickUnit(d.unit)
    else if (d?.commander) clickCommander(d.commander)
    else {
      const hex = hexUnder(e.clientX, e.clientY)
      if (hex) clickHex(hex)
    }
  }
  const onMove = (e: React.PointerEvent) => {
    notePointer(e)
    vp.handlers.onPointerMove(e)
    press.move(e)
    // Touch has no hover: what hover shows comes with a long-press instead.
    if (e.pointerType === 'touch') return
    const target = e.target as Element
    const unitEl = target.closest<SVGElement>('[data-unit],[data-commander]')
    const hex = unitEl?.dataset.at ?? (target.closest('.board-svg') ? hexUnder(e.clientX, e.clientY) : null)
    useUi.getState().setHover(hex, unitEl?.dataset.unit ?? null)
  }
  const onDown = (e: React.PointerEvent) => {
    // How the board was last put to use: by pointer here, by keyboard in onFocus (read by the review's keys).
    e.currentTarget.setAttribute('data-focus-via', 'pointer')
    notePointer(e)
    vp.handlers.onPointerDown(e)
    press.down(e)
    // A tap elsewhere closes what a long-press showed.
    if (e.pointerType === 'touch') useUi.getState().setHover(null, null)
  }
  const onUp = (e: React.PointerEvent) => {
    vp.handlers.onPointerUp(e)
    press.up()
  }
  const transform = `translate(${vp.view.x.toFixed(1)} ${vp.view.y.toFixed(1)}) scale(${vp.view.k.toFixed(4)})`

  return (
    <div
      className="board"
      ref={ref}
      data-testid="board"
      data-review={reviewing ? 'true' : undefined}
      tabIndex={0}
      role="application"
      aria-label={t.keys.boardLabel}
      aria-describedby="board-keys-hint"
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={onUp}
      onPointerLeave={(e) => e.pointerType !== 'touch' && useUi.getState().setHover(null, null)}
      onClick={onClick}
      onFocus={(e) => {
        if (e.target !== e.currentTarget) return
        setFocused(true)
        // A focus that no pointer press just gave: Tab, or a shortcut that focuses the board.
        if (!e.currentTarget.matches(':active')) e.currentTarget.setAttribute('data-focus-via', 'keyboard')
      }}
      onBlur={(e) => e.target === e.currentTarget && setFocused(false)}
      onContextMenu={(e) => e.preventDefault()}
    >
      <p id="board-keys-hint" className="sr-only">
        {t.keys.boardHint}
      </p>
      <svg className="board-svg layer-map" aria-hidden="true">
        <MapDefs />
        <g transform={transform}>
          <SelectionCells state={state} reviewing={reviewing} cursor={cursor} />
          <MapLayer map={map} lang={lang} />
        </g>
      </svg>
      <svg className="board-svg layer-marks" aria-hidden="true">
        <g transform={transform}>
          <SelectionMarks state={state} reviewing={reviewing} board={ref} />
          {overlays.zones && <ZonesOverlay state={state} />}
          {overlays.zoc && <ZocOverlay state={state} />}
          {overlays.arc && <LiveFireArc state={state} />}
          {cursor && <HexRings hexes={[cursor]} color="#000" width={9} />}
          {cursor && <HexRings hexes={[cursor]} color="#fff" width={4} dash="10 6" />}
        </g>
      </svg>
      <svg className="board-svg layer-units" aria-hidden="true">
        <g transform={transform}>
          {(combat || exchange) && (
            <CombatOverlay
              state={state}
              defender={combat ? defender : null}
              attackers={attackers}
              candidates={exchange ? exchange.candidates : cand}
              targets={combat && !defender ? targets : []}
            />
          )}
          <LiveCounters state={state} lang={lang} attackOpts={attackOpts} threatOpts={threatOpts} />
          {overlays.threats && <LiveBadges options={threatOpts} kind="threat" commanders={state.commanders} />}
          {overlays.attacks && <LiveBadges options={attackOpts} kind="attack" commanders={state.commanders} />}
          {state.phase === 'combat' && <MustAttackMarks state={state} must={must} />}
          <HoverPath state={state} reviewing={reviewing} />
          {!reviewing && <AiMoveMark />}
          {!reviewing && tutorial && <TutorialMarks state={state} />}
          {step && <ReviewMarks marks={step} />}
        </g>
      </svg>
      <OverlayToolbar note={arcBattery ? null : t.overlay.arcNone} found={found} />
      <LiveTooltip container={ref} reviewing={reviewing} />
      <BoardControls zoomIn={() => vp.zoomAt(1.25)} zoomOut={() => vp.zoomAt(0.8)} fit={vp.fit} />
    </div>
  )
}
