// The move list: every command of the game in words, grouped by turn, side and phase, with dice, results
// and rule links. Never cut: only the rows in view are rendered (virtualised), however long the game.
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useMemo, useRef } from 'react'
import { type Command, type Phase, type Side, turnTime } from '../../engine'
import type { Lang } from '../../i18n'
import { useGame } from '../../store/app'
import type { LogEntry } from '../../store/game'
import { useAnalysis, useReview } from '../../store/review'
import { ANALYSIS_STRINGS, type GradeName as Grade } from '../../i18n/analysis'
import { gradedRows } from './analysisView'
import { useUi } from '../../store/ui'
import { Die } from '../Die'
import { describe, diceOf } from '../log/describe'
import { RuleLink } from '../RuleLink'
import { commandText, namesFrom, needsTitle, type Names } from './format'
import { exportRecord } from './exportRecord'
import { useRT } from './useRT'
import { useT } from '../useT'
import { useReviewActions } from '../storeActions'

type Row =
  { kind: 'turn'; turn: number } | { kind: 'phase'; side: Side; phase: Phase } | { kind: 'move'; index: number }

function rowsOf(log: readonly LogEntry[]): { rows: Row[]; rowOf: number[] } {
  const rows: Row[] = []
  const rowOf: number[] = []
  let turn = -1
  let key = ''
  for (const e of log) {
    if (e.turn !== turn) {
      rows.push({ kind: 'turn', turn: e.turn })
      turn = e.turn
      key = ''
    }
    if (`${e.side}/${e.phase}` !== key) {
      rows.push({ kind: 'phase', side: e.side, phase: e.phase })
      key = `${e.side}/${e.phase}`
    }
    rowOf[e.index] = rows.length
    rows.push({ kind: 'move', index: e.index })
  }
  return { rows, rowOf }
}

export function MoveList() {
  const r = useRT()
  const t = useT()
  const lang = useUi((s) => s.lang)
  const log = useGame((s) => s.log)
  const commands = useGame((s) => s.commands)
  const state = useGame((s) => s.state)
  const active = useReview((s) => s.active)
  const position = useReview((s) => s.position)
  const { open } = useReviewActions()
  // The entry shown in review is the command just applied (position p shows the state after command p − 1).
  const current = active ? position - 1 : -1
  const { rows, rowOf } = useMemo(() => rowsOf(log), [log])
  // The analysis' grades: every row of a graded decision carries it, its first row the mark (?!, ?, ??).
  const analysed = useAnalysis((s) => s.results)
  const graded = useMemo(() => gradedRows(analysed), [analysed])
  const names = useMemo(() => namesFrom(state, lang), [state.scenarioId, lang]) // eslint-disable-line react-hooks/exhaustive-deps
  const scroller = useRef<HTMLDivElement>(null)
  // The virtualiser's functions are not memoisable; this component is simply not compiled by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]!.kind === 'move' ? 34 : 24), // i < count
    overscan: 12,
    // A row's height comes from the ResizeObserver (after the browser's own layout), else the height measured
    // before or the estimate. The library's default reads offsetHeight when a row mounts, a synchronous layout of
    // the whole page inside React's commit after every command (the board's changes included).
    measureElement: (el, entry, inst) => {
      const box = entry?.borderBoxSize[0]
      if (box) return Math.round(box.blockSize)
      const i = inst.indexFromElement(el)
      return inst.itemSizeCache.get(i) ?? inst.options.estimateSize(i)
    },
  })
  // Follow the game as it goes on; in review, keep the reviewed entry in view. At the next frame, not inside the
  // command's own task: scrolling reads the list's layout, which would force the page's layout there (and the
  // computer's commands, applied in a row, need one scroll, not one each).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (active) {
        if (current >= 0 && rowOf[current] !== undefined) v.scrollToIndex(rowOf[current], { align: 'auto' })
      } else if (rows.length) v.scrollToIndex(rows.length - 1, { align: 'end' })
    })
    return () => cancelAnimationFrame(frame)
  }, [rows.length, active, current]) // eslint-disable-line react-hooks/exhaustive-deps

  const onClick = (e: React.MouseEvent | React.KeyboardEvent) => {
    const el = e.target as Element
    if (el.closest('.rule-link')) return
    const li = el.closest<HTMLElement>('[data-move]')
    if (li) open(Number(li.dataset.move) + 1)
  }

  return (
    <section className="panel move-list" data-testid="move-list" aria-label={t.record.moves}>
      <div className="move-list-head">
        <span className="muted small" data-testid="move-count">
          {t.record.count(log.length)}
        </span>
        <span className="grow" />
        {!active && log.length > 0 && (
          <button
            type="button"
            className="small-btn"
            data-testid="review-open"
            title={r.review.keys}
            onClick={() => open(log.length)}
          >
            ◀ {r.review.banner}
          </button>
        )}
        <button
          type="button"
          className="small-btn"
          data-testid="export-record"
          disabled={!log.length}
          onClick={exportRecord}
        >
          ⤓ .md
        </button>
      </div>
      {log.length === 0 ? (
        <p className="muted">{t.record.empty}</p>
      ) : (
        <div
          className="log move-scroll"
          ref={scroller}
          data-testid="log"
          tabIndex={0}
          aria-label={t.record.moves}
          onClick={onClick}
          onKeyDown={(e) => {
            // An entry has the keyboard focus: Enter opens it in review, like a click.
            if (e.key === 'Enter' && (e.target as Element).matches('[data-move]')) onClick(e)
            // The list is one tab stop: the arrows move between its entries.
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-move]')]
              const i = items.indexOf(document.activeElement as HTMLElement)
              const next =
                items[i < 0 ? 0 : Math.max(0, Math.min(items.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1)))]
              if (!next) return
              e.preventDefault()
              e.stopPropagation()
              next.focus()
            }
          }}
        >
          <ol className="move-rows" style={{ height: v.getTotalSize() }}>
            {v.getVirtualItems().map((it) => {
              const row = rows[it.index]! // a virtual item's index is below count
              return (
                <li
                  key={it.key}
                  data-index={it.index}
                  ref={v.measureElement}
                  className={`move-row mrow-${row.kind}`}
                  style={{ transform: `translateY(${it.start}px)` }}
                  {...(row.kind === 'move'
                    ? {
                        'data-move': row.index,
                        tabIndex: -1,
                        'aria-current': row.index === current ? 'step' : undefined,
                        'data-grade': graded.get(row.index)?.d.grade ?? undefined,
                      }
                    : {})}
                >
                  {row.kind === 'turn' && <span className="move-turn">{r.turnHead(row.turn, turnTime(row.turn))}</span>}
                  {row.kind === 'phase' && (
                    <span className={`move-phase side-${row.side}`}>
                      {r.sideName[row.side]} · {r.phase[row.phase]}
                    </span>
                  )}
                  {row.kind === 'move' && (
                    // The store keeps one log entry per command, entry i at index i.
                    <Entry
                      cmd={commands[row.index]!}
                      entry={log[row.index]!}
                      names={names}
                      lang={lang}
                      current={row.index === current}
                      mark={graded.get(row.index)?.first ? graded.get(row.index)?.d.grade : null}
                    />
                  )}
                </li>
              )
            })}
          </ol>
        </div>
      )}
    </section>
  )
}

const Entry = memo(function Entry({
  cmd,
  entry,
  names,
  lang,
  current,
  mark,
}: {
  cmd: Command
  entry: LogEntry
  names: Names
  lang: Lang
  current: boolean
  mark?: Grade | null
}) {
  if (!cmd || !entry) return null
  const a = ANALYSIS_STRINGS[lang]
  return (
    <div className={current ? 'move-entry current' : 'move-entry'}>
      <span className="move-no">{entry.index + 1}</span>
      {mark && (
        <span className={`grade-mark grade-${mark}`} title={a.grade[mark]}>
          {a.mark[mark]}
        </span>
      )}
      <div className="move-body">
        {needsTitle(cmd, entry) && <div className="move-title">{commandText(cmd, names, lang)}</div>}
        {entry.events.map((e, j) => (
          <div key={j} className={`log-row ev-${e.type}`} data-event={e.type}>
            <RuleLink id={e.rule} tabIndex={-1} />
            {diceOf(e).map((d, k) => (
              <Die key={k} value={d} size={16} />
            ))}
            <span>{describe(e, names, lang)}</span>
          </div>
        ))}
      </div>
    </div>
  )
})
