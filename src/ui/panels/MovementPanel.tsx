// Movement phase: the selected unit's allowance, limber/unlimber, why it cannot move, and undo.
import { memo, useMemo } from 'react'
import { useAfterPaint } from '../useAfterPaint'
import { movementAllowance, hexId } from '../../engine'
import { bundle, useGame, map } from '../../store/app'
import { UNDO_LIMIT } from '../../store/game'
import { useUi } from '../../store/ui'
import { movementInfo } from '../board/controller'
import { emit } from '../board/host'
import { unitLabel } from '../labels'
import { RuleLink } from '../RuleLink'
import { TermLink } from '../TermLink'
import { useTermProps } from '../termTitle'
import { useT } from '../useT'
import { formatRefusal } from '../../i18n'
import { useGameActions, useUiActions } from '../storeActions'

/**
 * The selection reaches this panel one frame after the click (useAfterPaint): the click's first frame is the board's
 * reach alone, and this panel's text follows in the next.
 */
export function MovementPanel() {
  const sel = useUi((s) => s.selectedUnit)
  const selC = useUi((s) => s.selectedCommander)
  // One delayed value for both, so that a switch from a unit to a commander never shows a frame of neither.
  const shown = useAfterPaint({ sel, selC }, sameSelection)
  return <MovementFor sel={shown.sel} selC={shown.selC} />
}

type Selection = { sel: string | null; selC: string | null }
const sameSelection = (a: Selection, b: Selection) => a.sel === b.sel && a.selC === b.selC

const MovementFor = memo(function MovementFor({ sel, selC }: { sel: string | null; selC: string | null }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const undoCount = useGame((s) => s.undoStack.length)
  const undoBlock = useGame((s) => s.undoBlock)
  const { dispatch, undo } = useGameActions()
  const { selectUnit } = useUiActions()
  const termProps = useTermProps()
  const u = sel ? state.units[sel] : null
  const info = useMemo(() => movementInfo(bundle.ctx, state, sel, null), [state, sel])
  const own = u && u.side === state.side
  // A selected commander may join any of his side's units within his reach (MOVE.8): one button each.
  const joinable = useMemo(() => {
    if (!selC) return []
    const r = movementInfo(bundle.ctx, state, null, selC).reach
    if (!r) return []
    return Object.values(state.units).flatMap((x) => {
      if (x.side !== state.side || !x.hex) return []
      const h = hexId(map, x.hex)
      return r.canEnd[h] ? [{ unit: x, hex: x.hex, cost: r.cost[h] }] : []
    })
  }, [state, selC])
  return (
    <section className="panel">
      <h3>
        <TermLink term="movement">{t.phase.movement}</TermLink> <RuleLink id="MOVE.1" />
      </h3>
      {!u && !selC && <p className="muted">{t.panel.selectUnit}</p>}
      {selC && (
        <p>
          <TermLink term="commander">{t.panel.commanderHint}</TermLink> <RuleLink id="MOVE.8" />
        </p>
      )}
      {selC && joinable.length > 0 && (
        <div className="join-list" data-testid="commander-join">
          <p className="small">{t.teach.joinUnit}</p>
          {joinable.map(({ unit, hex, cost }) => (
            <button
              key={unit.id}
              type="button"
              data-join={unit.id}
              {...termProps('mp')}
              onClick={() => emit({ kind: 'hex', hex })}
            >
              {unitLabel(unit, lang)} · {unit.hex} · {cost} {t.teach.mp}
            </button>
          ))}
        </div>
      )}
      {(u || selC) && (
        <p className="small muted clear-row">
          <button type="button" data-testid="clear-selection" onClick={() => selectUnit(null)}>
            {t.teach.clearSelection}
          </button>{' '}
          {t.teach.clearHint}
        </p>
      )}
      {u && !own && <p className="muted">{t.panel.notYourUnit}</p>}
      {u && own && (
        <div data-testid="move-info">
          <p>
            <b>{unitLabel(u, lang)}</b> —{' '}
            <TermLink term="mp">{t.unit.mpLeft(Math.max(0, movementAllowance(u) - u.mpSpent))}</TermLink>
          </p>
          {info.refusal ? (
            <p className="why" data-testid="cannot-move">
              {formatRefusal(info.refusal, lang)} <RuleLink id={info.refusal.rule} />
            </p>
          ) : (
            <p className="muted small">{t.panel.reachHint}</p>
          )}
          {u.type === 'artillery' && (
            <div className="row">
              <button
                type="button"
                data-testid="limber"
                disabled={u.limbered}
                {...termProps('limbered')}
                onClick={() => dispatch({ type: 'limber', unit: u.id })}
              >
                {t.panel.limber}
              </button>
              <button
                type="button"
                data-testid="unlimber"
                disabled={!u.limbered}
                {...termProps('limbered')}
                onClick={() => dispatch({ type: 'unlimber', unit: u.id })}
              >
                {t.panel.unlimber}
              </button>
              <RuleLink id="MOVE.7" />
            </div>
          )}
        </div>
      )}
      <div className="row undo-row">
        <button
          type="button"
          data-testid="undo"
          disabled={undoCount === 0}
          onClick={() => undo()}
          title={undoCount ? t.panel.undoLimit(UNDO_LIMIT) : t.panel.undoBlock[undoBlock ?? 'empty']}
        >
          ↶ {t.panel.undo(undoCount)}
        </button>
        <span className="muted small" data-testid="undo-why">
          {undoCount ? t.panel.undoLimit(UNDO_LIMIT) : t.panel.undoBlock[undoBlock ?? 'empty']}
        </span>
      </div>
    </section>
  )
})
