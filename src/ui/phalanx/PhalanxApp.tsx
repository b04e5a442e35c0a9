// «Фаланга» on screen: loaded on demand (a dynamic import from App) when the player chooses it.
import { useEffect, useState } from 'react'
import { attackOptions, legalMoves, type Facing } from '../../phalanx'
import { useActiveGame, useUi } from '../../store/ui'
import { ctx, phalanxStore, usePh } from '../../store/phalanx'
import { chooseFacing, rotateProposal, undo } from './phActions'
import { PhBoard } from './PhBoard'
import { PhEndScreen } from './PhEndScreen'
import { PhHandover } from './PhHandover'
import { PhNewGame, startPhalanxGame } from './PhNewGame'
import { PhPanel } from './PhPanel'
import { PhReviewBar, useReviewed } from './PhReview'
import { PhRules } from './PhRules'
import { PhSaves } from './PhSaves'
import { PhAutosave } from './PhAutosave'
import { askPhHint } from './coach'
import { phAi } from './phAi'
import { PhTopBar } from './PhTopBar'
import { PhPbmBar } from './PhPbmBar'
import { PhPbmDialog } from './PhPbmDialog'
import { startTutorial } from './PhTutorial'
import { usePhUi } from './phUi'
import { mailInProgress } from './keepMail'
import { usePhT } from './usePhT'
import { useT } from '../useT'
import { usePhUiActions } from './phStoreActions'
import { useActiveGameActions } from '../storeActions'
import '../../styles/phalanx.css'

// Read-only hook for the browser tests (builds with VITE_TEST_HOOK=1 only), beside Borodino's __borodino.
// A test asks from outside React, at a moment of its choosing: each answer reads the game as it is then.
if (import.meta.env.VITE_TEST_HOOK === '1') {
  ;(globalThis as unknown as { __phalanx: unknown }).__phalanx = {
    state: () => JSON.parse(JSON.stringify(phalanxStore.getState().state)) as unknown,
    commands: () => JSON.parse(JSON.stringify(phalanxStore.getState().commands)) as unknown,
    reach: (unit: string) => {
      const m = legalMoves(ctx, phalanxStore.getState().state, unit)
      return m.ok ? m.value.map((d) => d.hex) : []
    },
    attacks: () => JSON.parse(JSON.stringify(attackOptions(ctx, phalanxStore.getState().state))) as unknown,
  }
}

/** Keys: the facing choice (1–6, arrows, Enter, Escape), Ctrl+Z to undo, h for a hint, Escape to drop the selection. */
function onKey(e: KeyboardEvent): void {
  // A window listener, registered once: a key acts on the dialog, the hand-over, the facing being chosen and the
  // selection as they are when it is pressed (getState then), not as a render saw them.
  const ui = usePhUi.getState()
  if (ui.dialog || phalanxStore.getState().handoverFor) return
  const el = e.target as HTMLElement | null
  if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable))
    return
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
    e.preventDefault()
    undo()
    return
  }
  if (e.key === 'h' && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault()
    askPhHint()
    return
  }
  const c = ui.choice
  if (c) {
    if (/^[1-6]$/.test(e.key)) chooseFacing((Number(e.key) - 1) as Facing)
    else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') rotateProposal(1)
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') rotateProposal(-1)
    else if (e.key === 'Enter') chooseFacing(c.proposed)
    else if (e.key === 'Escape') ui.select(null)
    else return
    e.preventDefault()
    return
  }
  if (e.key === 'Escape' && (ui.selected || ui.target)) {
    ui.select(null)
    ui.setTarget(null)
  }
}

export default function PhalanxApp() {
  const t = usePhT()
  const lang = useUi((s) => s.lang)
  const live = usePh((s) => s.state)
  const handoverFor = usePh((s) => s.handoverFor)
  const dialog = usePhUi((s) => s.dialog)
  const endClosed = usePhUi((s) => s.endClosed)
  const reviewing = usePhUi((s) => s.review !== null)
  const note = usePhUi((s) => s.note)
  const start = useActiveGame((s) => s.start)
  const { startHandled } = useActiveGameActions()
  const { showIntro, closeEnd, say, open } = usePhUiActions()
  const reviewed = useReviewed()
  const state = reviewed ?? live
  const screen = useT().screen
  // Phones: the side panel is a sheet over the board, as in Borodino (layout.css); the introduction and each step
  // of the lesson open it, so that what they say is seen.
  const [sheet, setSheet] = useState(false)
  const intro = usePhUi((s) => s.intro)
  const lessonStep = usePhUi((s) => s.tutorial)
  const opener = intro ? 'intro' : lessonStep !== null ? `lesson-${lessonStep}` : ''
  const [sheetFor, setSheetFor] = useState('')
  if (opener !== sheetFor) {
    setSheetFor(opener)
    if (opener) setSheet(true)
  }

  useEffect(() => {
    if (!start) return
    startHandled()
    if (start === 'tutorial') startTutorial()
    // A game by mail in progress is not replaced unasked: New game asks first, and keeps it.
    else if (mailInProgress(phalanxStore.getState())) open('new')
    else {
      startPhalanxGame('south')
      // Opened from the welcome screen: a few lines on what the game is, how to win and how to start.
      showIntro(true)
    }
  }, [start, startHandled, showIntro, open])
  // A game resumed with the computer to move goes on by itself.
  useEffect(() => phAi.sync(), [])
  useEffect(() => {
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  // A finished game shows the end screen again when it is a different game.
  useEffect(() => closeEnd(false), [live.result, closeEnd])
  useEffect(() => {
    if (!note) return
    const id = setTimeout(() => say(null), 3000)
    return () => clearTimeout(id)
  }, [note, say])

  const dialogs = (
    <>
      {dialog === 'new' && <PhNewGame />}
      {dialog === 'saves' && <PhSaves />}
      {dialog === 'rules' && <PhRules />}
      {dialog === 'pbm' && <PhPbmDialog />}
      <PhAutosave />
    </>
  )
  if (handoverFor) {
    return (
      <div className="app ph-app" lang={lang} data-game="phalanx">
        <PhHandover side={handoverFor} />
        {dialogs}
      </div>
    )
  }
  return (
    <div className="app ph-app" lang={lang} data-game="phalanx">
      <PhTopBar state={state} />
      <PhPbmBar />
      <main className={sheet ? 'main sheet-open' : 'main'}>
        <div className="board-wrap">
          <PhReviewBar />
          <PhBoard state={state} />
          <p className="sr-only">{t.ui.keys}</p>
        </div>
        <button
          type="button"
          className="sheet-toggle"
          data-testid="panel-toggle"
          aria-expanded={sheet}
          aria-controls="side-panel"
          onClick={() => setSheet(!sheet)}
        >
          <span aria-hidden="true">{sheet ? '▼' : '▲'}</span>{' '}
          {sheet ? screen.panelClose : `${screen.panelOpen}: ${t.ph.phase[state.phase]}`}
        </button>
        <PhPanel state={state} />
      </main>
      {note && (
        <div className="toast ph-note" role="status">
          {note}
        </div>
      )}
      {live.result && !endClosed && !reviewing && !dialog && <PhEndScreen state={live} />}
      {dialogs}
    </div>
  )
}
