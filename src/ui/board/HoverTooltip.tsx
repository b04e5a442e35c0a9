// The hover tooltip over the board: a hex (number, level, terrain, features, the cost of entering it for the
// selected mover, or why it cannot be entered) or a counter (values, state, commanders, zone of control).
import { TermLink } from '../TermLink'
import { memo, useEffect, useMemo, useState, type RefObject } from 'react'
import { Movement, hexId } from '../../engine'
import { bundle, map, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { hexInfo } from '../explain/hexInfo'
import { RetreatWhy } from './RetreatWhy'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { UnitTip } from './UnitTip'
import { formatRefusal } from '../../i18n'
import { lastPointer } from './lastPointer'
import { MoveWarnings } from '../coach'

type Pos = { x: number; y: number; w: number; h: number; floor: number }

/** Where the tooltip must stay above, in the board's coordinates: the lesson card's top when the card lies below the
 * pointer and across its column (the card would hide the tooltip's end, on a tablet the very warning it teaches). */
function floorOf(board: DOMRect, x: number, y: number): number {
  const card = document.querySelector('[data-testid="tutorial"]')?.getBoundingClientRect()
  if (!card) return board.height
  const top = card.top - board.top
  const across = x + board.left >= card.left - 320 && x + board.left <= card.right + 320
  return across && top > y ? Math.min(board.height, top) : board.height
}

const posOf = (board: DOMRect, clientX: number, clientY: number): Pos => {
  const x = clientX - board.left
  const y = clientY - board.top
  return { x, y, w: board.width, h: board.height, floor: floorOf(board, x, y) }
}

export function HoverTooltip({ container }: { container: RefObject<HTMLDivElement | null> }) {
  const [pos, setPos] = useState<Pos | null>(() => {
    const r = container.current?.getBoundingClientRect()
    return r && lastPointer.seen ? posOf(r, lastPointer.x, lastPointer.y) : null
  })
  const hoverHex = useUi((s) => s.hoverHex)
  const hoverUnit = useUi((s) => s.hoverUnit)
  useEffect(() => {
    const el = container.current
    if (!el) return
    const onMove = (e: PointerEvent) => {
      setPos(posOf(el.getBoundingClientRect(), e.clientX, e.clientY))
    }
    // A finger lifting "leaves" the board: the long-press tooltip stays until the next tap.
    const onLeave = (e: PointerEvent) => e.pointerType !== 'touch' && setPos(null)
    el.addEventListener('pointermove', onMove)
    el.addEventListener('pointerdown', onMove)
    el.addEventListener('pointerleave', onLeave)
    return () => {
      el.removeEventListener('pointermove', onMove)
      el.removeEventListener('pointerdown', onMove)
      el.removeEventListener('pointerleave', onLeave)
    }
  }, [container])
  if (!pos || (!hoverHex && !hoverUnit)) return null
  // Keep the tooltip inside the board and above a lesson card: to the right and below the pointer, flipped near the
  // edges.
  const style: React.CSSProperties = pos.x > pos.w - 300 ? { right: pos.w - pos.x + 16 } : { left: pos.x + 18 }
  if (pos.y > pos.floor - 220) style.bottom = pos.h - pos.y + 12
  else style.top = pos.y + 18
  return (
    <div className="hover-tip" data-testid="hover-tip" style={style} role="tooltip">
      {hoverUnit ? (
        <>
          <UnitTipContent id={hoverUnit} />
          <CommanderCost unit={hoverUnit} />
        </>
      ) : hoverHex ? (
        <HexTip hex={hoverHex} />
      ) : null}
    </div>
  )
}

// The tooltip follows the pointer on every move; its content (engine queries) changes only with the hex.
const UnitTipContent = memo(UnitTip)

/** Over a counter while a commander is selected: what his way to that hex costs, or why he cannot go there. */
const CommanderCost = memo(function CommanderCost({ unit }: { unit: string }) {
  const selC = useUi((s) => s.selectedCommander)
  const hex = useGame((s) => s.state.units[unit]?.hex ?? null)
  if (!selC || !hex) return null
  return <MoveCost hex={hex} onCounter />
})

const HexTip = memo(function HexTip({ hex }: { hex: string }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const h = hexId(map, hex)
  const info = useMemo(() => (h < 0 ? null : hexInfo(map, h)), [h])
  if (!info) return null
  const sides = (dirs: readonly string[]) => t.teach.sides(dirs.map((d) => t.tip.dirs[d]).join(', '), dirs.length)
  return (
    <div data-tip-hex={hex}>
      <div className="tip-head">
        <b>
          {t.tip.hex} {hex}
        </b>
        {info.name && <> · {info.name[lang]}</>}
      </div>
      <div>
        <TermLink term="level">{t.tip.levels[info.level]}</TermLink> <RuleLink id="MAP.2" /> ·{' '}
        <TermLink term={info.terrain}>{t.tip.terrain[info.terrain]}</TermLink> <RuleLink id="MAP.3" />
      </div>
      {info.rivers.map((r) => (
        <div key={r.name.en} data-tip-river={r.dirs.join(' ')}>
          <TermLink term="river">{t.tip.river}</TermLink> {r.name[lang]}: {sides(r.dirs)} <RuleLink id="CBT.4" />
        </div>
      ))}
      {info.roads.map((r) => (
        <div key={r.name.en + r.dirs.join()} data-tip-road={r.dirs.join(' ')}>
          <TermLink term="road">{t.tip.road}</TermLink> {r.name[lang]}: {sides(r.dirs)}
        </div>
      ))}
      {info.bridges.length > 0 && (
        <div data-tip-bridge={info.bridges.join(' ')}>
          <TermLink term="bridge">{t.tip.bridge}</TermLink>: {sides(info.bridges)}
        </div>
      )}
      {info.fronts.length > 0 && (
        <div data-tip-front={info.fronts.join(' ')}>
          <TermLink term="front">{t.tip.front}</TermLink>: {sides(info.fronts)} <RuleLink id="MAP.5" />
        </div>
      )}
      {info.frontsFacing.length > 0 && (
        <div data-tip-front-facing={info.frontsFacing.join(' ')}>
          {t.teach.frontFacing}: {sides(info.frontsFacing)} <RuleLink id="MAP.5" />
        </div>
      )}
      <MoveCost hex={hex} />
      <RetreatWhy hex={hex} />
    </div>
  )
})

/** The cost of entering the hex for the selected mover, itemised, or why the move cannot end there. */
function MoveCost({ hex, onCounter }: { hex: string; onCounter?: boolean }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const sel = useUi((s) => s.selectedUnit)
  const selC = useUi((s) => s.selectedCommander)
  const state = useGame((s) => s.state)
  const h = hexId(map, hex)
  const ex = useMemo(
    () => (h < 0 ? null : Movement.explainHex(bundle.ctx, state, sel, selC, hex)),
    [h, state, sel, selC, hex],
  )
  return (
    <>
      {ex?.step && (
        <div className="tip-cost" data-testid="tip-cost">
          <div>
            {t.tip.enter(ex.step.from)}{' '}
            {ex.step.parts.map((p, i) => (
              <span key={i}>
                {i > 0 && ' + '}
                {t.tip.parts[p.kind]} {p.amount} <RuleLink id={p.rule} />
              </span>
            ))}{' '}
            = <b>{ex.step.step}</b>
          </div>
          <div>
            <b>{t.tip.total(ex.step.total, ex.left)}</b> <RuleLink id="MOVE.1" />
          </div>
          {!ex.why && <div className="muted small">{onCounter ? t.teach.commanderToUnit : t.tip.click}</div>}
        </div>
      )}
      {ex?.step && !ex.why && <MoveWarnings hex={hex} />}
      {ex?.why && ex.why.code !== 'explain.here' && (
        <div className="tip-why" data-testid="tip-why" data-rule={ex.why.rule}>
          {formatRefusal(ex.why, lang)} — <RuleLink id={ex.why.rule} />
        </div>
      )}
    </>
  )
}
