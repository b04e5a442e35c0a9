// The board: static map, marks, counters and overlays in one zoomable, pannable SVG.
import { useMemo, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { bundle, map, useGame } from '../../store/app'
import { computerActs } from '../../store/game'
import { AiMoveMark } from '../ai/AiMoveMark'
import { HintMark } from '../hint/HintMark'
import { useUi, useCursor } from '../../store/ui'
import { BoardControls } from './BoardControls'
import { ArmyOutline, OUTLINE_BELOW_PX } from './ArmyOutline'
import { boardGeom, R } from './geom'
import { emit } from './host'
import { useCombatView } from './useBoardView'
import { useBoardCamera } from './useBoardCamera'
import { viewLayer } from './useViewport'
import { hexAt } from './hexAt'
import { notePointer } from './lastPointer'
import { MapDefs } from './MapDefs'
import { NUMBERS_FROM_PX, StaticMap } from './StaticMap'
import { HEX_HOOKS } from './HexHooks'
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
import { useMoveSlide } from './useMoveSlide'
import { useMarksSoon } from './useMarksSoon'
import { useLongPress } from './useLongPress'
import { Coach, codeOf } from '../../engine'
import { useT } from '../useT'
import { OverlayToolbar } from './OverlayToolbar'
import { useReview } from '../../store/review'
import { stepMarks } from '../review/stepMarks'
import { lazyPart } from '../lazy/lazyPart'
import { loadReview, loadTutorialFeature } from '../features'
import { CombatOverlay, MustAttackMarks } from './CombatOverlay'
import { ZocOverlay, ZonesOverlay } from './Overlays'
import { useTutorial } from '../../store/tutorial'
import { useUiActions } from '../storeActions'

// The tutorial's and the review's marks come with their features (features.ts), in a lesson or a review.
const onMap = { name: 'marks', quiet: true } as const
const TutorialMarks = lazyPart(() => loadTutorialFeature().then((m) => m.TutorialMarks), onMap)
const ReviewMarks = lazyPart(() => loadReview().then((m) => m.ReviewMarks), onMap)

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
  const { setHover } = useUiActions()
  // The computer's side is not the person's to move (selecting to look is still fine: hover shows it).
  const computerToAct = useGame(computerActs)
  const t = useT()
  const tutorial = useTutorial((s) => s.active)
  const ref = useRef<HTMLDivElement>(null)
  const vp = useBoardCamera(ref, state, step)
  useKeyboard(vp, ref)
  const sliding = useMoveSlide(ref, reviewing)
  // The keyboard's hex cursor: drawn (and marked data-cursor) while the board has the focus.
  const [focused, setFocused] = useState(false)
  const cursorHex = useCursor((s) => s.hex)
  const cursor = focused ? cursorHex : null

  const combat = useCombatView(state, defender, reviewing)
  const attackOpts = useMemo(
    () => (overlays.attacks && !reviewing ? Coach.rankedAttacks(bundle.ctx, state) : []),
    [overlays.attacks, state, reviewing],
  )
  const threatOpts = useMemo(
    () => (overlays.threats && !reviewing ? Coach.rankedThreats(bundle.ctx, state) : []),
    [overlays.threats, state, reviewing],
  )
  const found = useMemo(() => ({ attacks: attackOpts, threats: threatOpts }), [attackOpts, threatOpts])
  // Whether the fire-arc overlay has a battery to show (read only while that overlay is on).
  const arcBattery = useArcBattery(state, overlays.arc)

  /** The hex under a pointer, by arithmetic on the board's one pointer surface (no element per hex is hit-tested). */
  const hexUnder = (clientX: number, clientY: number): string | null => {
    const r = ref.current?.getBoundingClientRect()
    if (!r) return null
    const v = vp.exact(vp.view)
    const h = hexAt(map, (clientX - r.left - v.x) / v.k, (clientY - r.top - v.y) / v.k)
    return h < 0 ? null : codeOf(map, h)
  }
  const press = useLongPress(vp.pointerCount, (x, y, target) => {
    const unitEl = target.closest<SVGElement>('[data-unit]')
    setHover(hexUnder(x, y), unitEl?.dataset.unit ?? null)
  })
  const onClick = (e: React.MouseEvent) => {
    if (vp.wasDrag() || press.consumed() || reviewing || computerToAct) return
    const target = e.target as Element
    // Only clicks on the map itself: the toolbar, the zoom buttons and the tooltip are inside the board element too.
    if (!target.closest('.board-svg')) return
    const el = target.closest<HTMLElement | SVGElement>('[data-unit],[data-commander]')
    const d = el?.dataset
    if (d?.unit) emit({ kind: 'unit', id: d.unit })
    else if (d?.commander) emit({ kind: 'commander', id: d.commander, point: hexUnder(e.clientX, e.clientY) })
    else {
      const hex = hexUnder(e.clientX, e.clientY)
      if (hex) emit({ kind: 'hex', hex })
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
    setHover(hex, unitEl?.dataset.unit ?? null)
  }
  const onDown = (e: React.PointerEvent) => {
    // How the board was last put to use: by pointer here, by keyboard in onFocus (read by the review's keys).
    e.currentTarget.setAttribute('data-focus-via', 'pointer')
    notePointer(e)
    vp.handlers.onPointerDown(e)
    press.down(e)
    // A tap elsewhere closes what a long-press showed.
    if (e.pointerType === 'touch') setHover(null, null)
  }
  const onUp = (e: React.PointerEvent) => {
    vp.handlers.onPointerUp(e)
    press.up()
  }
  const g = boardGeom(map)
  const layer = viewLayer(vp.view, g.width, g.height)

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
      onPointerLeave={(e) => e.pointerType !== 'touch' && setHover(null, null)}
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
        <g {...layer}>
          <StaticMap map={map} lang={lang} numbers={vp.view.k * R >= NUMBERS_FROM_PX} />
          {HEX_HOOKS && <SelectionCells state={state} reviewing={reviewing} cursor={cursor} />}
        </g>
      </svg>
      <svg className="board-svg layer-marks" aria-hidden="true">
        <g {...layer}>
          {vp.view.k * R < OUTLINE_BELOW_PX && <ArmyOutline units={state.units} />}
          <SelectionMarks state={state} reviewing={reviewing} board={ref} />
          {overlays.zones && <ZonesOverlay state={state} />}
          {overlays.zoc && <ZocOverlay state={state} />}
          {overlays.arc && <LiveFireArc state={state} />}
          {cursor && <HexRings hexes={[cursor]} color="#000" width={9} />}
          {cursor && <HexRings hexes={[cursor]} color="#fff" width={4} dash="10 6" />}
        </g>
      </svg>
      <svg className="board-svg layer-units" aria-hidden="true">
        <g {...layer}>
          {(combat.active || combat.exchange) && (
            <CombatOverlay
              state={state}
              defender={combat.active ? defender : null}
              attackers={attackers}
              candidates={combat.candidates}
              targets={combat.targets}
            />
          )}
          <LiveCounters state={state} lang={lang} attackOpts={attackOpts} threatOpts={threatOpts} sliding={sliding} />
          {overlays.threats && <LiveBadges options={threatOpts} kind="threat" commanders={state.commanders} />}
          {overlays.attacks && <LiveBadges options={attackOpts} kind="attack" commanders={state.commanders} />}
          {state.phase === 'combat' && <MustAttackMarks state={state} must={combat.must} />}
          <HoverPath state={state} reviewing={reviewing} />
          {!reviewing && <AiMoveMark />}
          {!reviewing && <HintMark state={state} />}
          {!reviewing && tutorial && <TutorialMarks state={state} />}
          {step && <ReviewMarks marks={step} />}
        </g>
      </svg>
      <OverlayToolbar note={arcBattery ? null : t.overlay.arcNone} found={found} />
      <LiveTooltip container={ref} reviewing={reviewing} />
      <BoardControls zoomIn={() => vp.zoomAt(1.25)} zoomOut={() => vp.zoomAt(0.8)} fit={vp.fit} front={vp.front} />
    </div>
  )
}
