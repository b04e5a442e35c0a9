// The Phalanx field on the shared board machinery (the same zoomable, pannable SVG board and its zoom
// buttons): hex cells with data-hex / data-reachable, counters with data-unit / data-at, each camp's
// waiting units beside it, the front of the selected unit, and the six corner markers of a facing choice.
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  attackOptions,
  FACING_NAMES,
  frontHexes,
  frontOf,
  hexOf,
  isOnBoard,
  type PhState,
  type PhUnit,
} from '../../phalanx'
import { ctx, mayAct, usePh } from '../../store/phalanx'
import { BoardControls } from '../board/BoardControls'
import { useViewport } from '../board/useViewport'
import { clickHex, clickUnit, chooseFacing, reachOf } from './phActions'
import { corner, FacingWedge, PhCounter } from './PhCounter'
import { F, points, px, py, R } from './phGeom'
import { PhHintMark } from './coach'
import { isCursorKey, stepCursor } from './phCursor'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'

const HALF = R * 0.54
const TRAY = 2.6 * R

const XS = F.hexes.map(px)
const YS = F.hexes.map(py)
const X0 = Math.min(...XS) - R * 1.2
const Y0 = Math.min(...YS) - R - TRAY
const WIDTH = Math.max(...XS) + R * 1.2 - X0
const HEIGHT = Math.max(...YS) + R + TRAY - Y0

/** Waiting units of a side, in a row beside its camp: below the field for South, above it for North. */
function trayPlaces(state: PhState, side: 'south' | 'north'): Array<{ unit: PhUnit; x: number; y: number }> {
  const waiting = Object.values(state.units).filter((u) => u.side === side && u.location === 'camp')
  const camp = F.camp[side]
  const y = py(camp) + (side === 'south' ? R * 1.05 + TRAY / 2 : -R * 1.05 - TRAY / 2)
  const step = HALF * 2.25
  const x0 = px(camp) - ((waiting.length - 1) * step) / 2
  return waiting.map((unit, i) => ({ unit, x: x0 + i * step, y }))
}

export function PhBoard({ state }: { state: PhState }) {
  const t = usePhT()
  const reviewing = usePhUi((s) => s.review !== null)
  const selected = usePhUi((s) => s.selected)
  const choice = usePhUi((s) => s.choice)
  const target = usePhUi((s) => s.target)
  const attackers = usePhUi((s) => s.attackers)
  const live = usePh((s) => s.state)
  const ref = useRef<HTMLDivElement>(null)
  const vp = useViewport(ref, WIDTH, HEIGHT, () => ({ k: 1, x: 0, y: 0 }))
  const { fit } = vp
  useEffect(() => fit(), [fit])

  const reach = useMemo(
    () => new Set(reviewing || choice ? [] : reachOf(selected).map((d) => d.hex)),
    // live: the reach is the store's state's
    [selected, reviewing, choice, live], // eslint-disable-line react-hooks/exhaustive-deps
  )
  const sel = selected ? state.units[selected] : undefined
  const front = useMemo(() => {
    if (!sel || !isOnBoard(sel)) return new Set<string>()
    const at = choice && choice.unit === sel.id ? { ...sel, facing: choice.proposed } : sel
    return new Set(frontHexes(F, hexOf(F, sel.location), frontOf(at)).map((h) => F.codes[h]))
  }, [sel, choice])
  // The other side's attacks at a distance are not this player's to choose: no targets are marked.
  const mine = usePh(mayAct)
  const options = useMemo(() => (reviewing || !mine ? [] : attackOptions(ctx, state)), [state, reviewing, mine])
  const targets = new Set(options.map((o) => o.target))
  const candidates = new Set(target ? (options.find((o) => o.target === target)?.attackers ?? []) : [])

  // The keyboard's hex cursor: shown (and marked data-cursor) while the board has the focus; arrows move
  // it, Enter or Space act on its hex as a click would. While a facing is chosen the keys are the chooser's.
  const [cursor, setCursor] = useState<{ hex: number; zig: boolean }>(() => ({ hex: F.camp.south, zig: false }))
  const [focused, setFocused] = useState(false)
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.target !== e.currentTarget || choice) return
    if (isCursorKey(e.key)) {
      e.preventDefault()
      setCursor(stepCursor(F, cursor.hex, e.key, cursor.zig))
    } else if ((e.key === 'Enter' || e.key === ' ') && !reviewing) {
      e.preventDefault()
      // The same key must not also confirm the facing choice this opens (the window's key handler).
      e.stopPropagation()
      const code = F.codes[cursor.hex] ?? ''
      const there = Object.values(state.units).find((u) => isOnBoard(u) && u.location === code)
      if (there) clickUnit(there.id)
      else clickHex(code)
    }
  }

  const onClick = (e: React.MouseEvent) => {
    if (vp.wasDrag()) return
    const el = (e.target as Element).closest<SVGElement>('[data-facing-pick],[data-unit],[data-hex]')
    const d = el?.dataset
    if (!d) return
    if (d.facingPick !== undefined) chooseFacing(Number(d.facingPick) as 0)
    else if (d.unit) {
      // A click on a counter standing on a reachable hex cannot happen (reachable hexes are empty).
      clickUnit(d.unit)
    } else if (d.hex) clickHex(d.hex)
  }

  const cells = F.hexes.map((h) => {
    const code = F.codes[h]! // F.hexes are the field's hex ids
    const camp = h === F.camp.south || h === F.camp.north
    const isReach = reach.has(code)
    return (
      <polygon
        key={code}
        data-hex={code}
        data-reachable={isReach ? 'true' : undefined}
        data-front={front.has(code) ? 'true' : undefined}
        data-cursor={focused && cursor.hex === h ? 'true' : undefined}
        points={points(px(h), py(h))}
        className={`ph-hex${camp ? ' ph-camp-hex' : ''}${isReach ? ' reach' : ''}${front.has(code) ? ' front' : ''}`}
      />
    )
  })
  const onBoard = Object.values(state.units).filter(isOnBoard)
  const counter = (u: PhUnit, x: number, y: number, inCamp: boolean) => (
    <PhCounter
      key={u.id}
      unit={u}
      x={x}
      y={y}
      size={inCamp ? HALF * 0.9 : HALF}
      inCamp={inCamp}
      selected={u.id === selected}
      target={u.id === target || (!target && targets.has(u.id))}
      attacker={attackers.includes(u.id)}
      candidate={candidates.has(u.id)}
      moved={state.moved.includes(u.id)}
      label={t.ui.counterTip(t.ph.unitName(u.id), u.facing === null ? null : t.ph.facing[FACING_NAMES[u.facing]])}
    />
  )
  const chooser = choice && !reviewing ? F.byCode.get(choice.hex) : undefined
  const transform = `translate(${vp.view.x.toFixed(1)} ${vp.view.y.toFixed(1)}) scale(${vp.view.k.toFixed(4)})`
  return (
    <div
      className="board ph-board"
      ref={ref}
      data-testid="board"
      data-game="phalanx"
      data-review={reviewing ? 'true' : undefined}
      data-selected-unit={selected ?? undefined}
      aria-label={t.ui.boardLabel}
      role="group"
      tabIndex={0}
      {...vp.handlers}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={(e) => e.target === e.currentTarget && setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <svg className="board-svg" width="100%" height="100%">
        <g transform={`${transform} translate(${-X0} ${-Y0})`}>
          <rect x={X0} y={Y0} width={WIDTH} height={HEIGHT} fill="#efe3c4" />
          {(['south', 'north'] as const).map((side) => {
            const camp = F.camp[side]
            const y = py(camp) + (side === 'south' ? R * 1.05 : -R * 1.05 - TRAY)
            return (
              <g key={side} className="ph-tray" data-tray={side}>
                <rect x={px(camp) - 5.6 * R} y={y} width={11.2 * R} height={TRAY} rx={10} />
                <text x={px(camp) - 5.4 * R} y={side === 'south' ? y + TRAY - 8 : y + 16} className="ph-tray-label">
                  {t.ui.campOf(t.ph.side[side])}
                </text>
              </g>
            )
          })}
          {cells}
          {[F.camp.south, F.camp.north].map((h) => (
            <g key={h} pointerEvents="none" className="ph-camp-walls">
              <polygon points={points(px(h), py(h), R * 0.86)} />
            </g>
          ))}
          {onBoard.map((u) => {
            const h = hexOf(F, u.location)
            return counter(u, px(h), py(h), false)
          })}
          {onBoard.map((u) => {
            const h = hexOf(F, u.location)
            const f = choice?.unit === u.id && !choice.paths ? choice.proposed : u.facing
            return f === null ? null : <FacingWedge key={u.id} x={px(h)} y={py(h)} facing={f} r={R} />
          })}
          {onBoard
            .filter((u) => u.type === 'peltasts')
            .map((u) => {
              const h = hexOf(F, u.location)
              return (
                <polygon
                  key={u.id}
                  points={points(px(h), py(h), R * 0.8)}
                  className="ph-allround"
                  pointerEvents="none"
                />
              )
            })}
          {focused && (
            <polygon
              className="ph-cursor"
              points={points(px(cursor.hex), py(cursor.hex), R * 0.94)}
              pointerEvents="none"
            />
          )}
          {!reviewing && <PhHintMark state={state} />}
          {trayPlaces(state, 'south').map((p) => counter(p.unit, p.x, p.y, true))}
          {trayPlaces(state, 'north').map((p) => counter(p.unit, p.x, p.y, true))}
          {chooser !== undefined && choice && (
            <g className="ph-facing-pick" data-testid="facing-picker">
              {choice.paths && <FacingWedge x={px(chooser)} y={py(chooser)} facing={choice.proposed} r={R} />}
              {[0, 1, 2, 3, 4, 5].map((f) => {
                const [dx, dy] = corner(f, R * 1.08)
                const ok = choice.allowed.includes(f as 0)
                return (
                  <g
                    key={f}
                    data-facing-pick={ok ? f : undefined}
                    data-testid={`facing-${f}`}
                    data-proposed={choice.proposed === f ? 'true' : undefined}
                    style={{ cursor: ok ? 'pointer' : 'not-allowed' }}
                    opacity={ok ? 1 : 0.3}
                  >
                    <circle
                      cx={px(chooser) + dx}
                      cy={py(chooser) + dy}
                      r={choice.proposed === f ? 11 : 9}
                      fill={choice.proposed === f ? '#ffd54f' : '#fff'}
                      stroke="#3e2a00"
                      strokeWidth={2}
                    />
                    <text
                      x={px(chooser) + dx}
                      y={py(chooser) + dy + 4}
                      textAnchor="middle"
                      fontSize="11"
                      fontWeight="700"
                      fontFamily="Arial, sans-serif"
                      pointerEvents="none"
                    >
                      {f + 1}
                    </text>
                  </g>
                )
              })}
            </g>
          )}
        </g>
      </svg>
      <BoardControls zoomIn={() => vp.zoomAt(1.25)} zoomOut={() => vp.zoomAt(0.8)} fit={vp.fit} />
    </div>
  )
}
