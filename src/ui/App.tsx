// The whole screen: top bar, board and side panel; the hand-over screen replaces everything while shown.
import { useGame } from '../store/app'
import { useUi } from '../store/uiStore'
import { Board } from './board/Board'
import { Dialogs } from './dialogs/Dialogs'
import { MessageToast, RefusalToast } from './dialogs/RefusalToast'
import { SidePanel } from './panels/SidePanel'
import { lazy, Suspense, useEffect, useState } from 'react'
import { TopBar } from './top/TopBar'
import { SoloNotice } from './dialogs/SoloNotice'
import { TutorialCard } from './tutorial/TutorialCard'
import { useTutorial } from '../store/tutorial'
import { LESSON_STEPS } from '../tutorial/lessons'
import { useT } from './useT'
import { UpdatePrompt } from './UpdatePrompt'

// Shown only at a hand-over or the end of the game: loaded then.
const HandoverScreen = lazy(() => import('./dialogs/HandoverScreen').then((m) => ({ default: m.HandoverScreen })))
const EndScreen = lazy(() => import('./dialogs/EndScreen').then((m) => ({ default: m.EndScreen })))
// «Фаланга», the second game: its rules, store and screens load only when it is chosen.
const PhalanxApp = lazy(() => import('./phalanx/PhalanxApp'))
import { SaveFailedBanner } from './safety/SaveFailedBanner'
import { BrokenAutosaveDialog } from './safety/BrokenAutosaveDialog'
import { rememberGoodPosition } from './safety/lastGood'
import { CrashProbe } from './safety/crashProbe'
import { useReview } from '../store/reviewApp'
import { ReviewBanner } from './review/ReviewBanner'
import { useActiveGame } from '../store/activeGame'

export function App() {
  const handoverFor = useGame((s) => s.handoverFor)
  const over = useGame((s) => s.state.over)
  const state = useGame((s) => s.state)
  const lang = useUi((s) => s.lang)
  const t = useT()
  const phase = state.phase
  // Phones: the side panel is a sheet over the board, opened and closed by a bar at the bottom (layout.css).
  const [sheet, setSheet] = useState(false)
  const reviewing = useReview((s) => s.active)
  // The end screen can be closed to look at the board; it comes back for another finished game.
  const [dismissedFor, setDismissedFor] = useState<object | null>(null)
  // The control the tutorial step is about pulses (see app.css, [data-tut-control]).
  const tut = useTutorial((s) => (s.active && !s.offScript ? (LESSON_STEPS[s.lesson][s.step].control ?? null) : null))
  // Every position drawn without an error is one the crash screen can go back to.
  useEffect(() => rememberGoodPosition())
  const game = useActiveGame((s) => s.game)
  if (game === 'phalanx') {
    return (
      <Suspense fallback={<div className="app" data-testid="phalanx-loading" />}>
        <PhalanxApp />
      </Suspense>
    )
  }
  if (handoverFor) {
    return (
      <div className="app" lang={lang}>
        <SaveFailedBanner />
        <Suspense fallback={<div className="handover" />}>
          <HandoverScreen side={handoverFor} />
        </Suspense>
        <MessageToast />
        <Dialogs />
        <BrokenAutosaveDialog />
      </div>
    )
  }
  return (
    <div className="app" lang={lang} data-tut-control={tut ?? undefined}>
      <CrashProbe />
      <TopBar />
      <SaveFailedBanner />
      <main className={sheet ? 'main sheet-open' : 'main'}>
        <div className="board-wrap">
          <ReviewBanner />
          <Board />
          <TutorialCard />
          <SoloNotice />
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
          {sheet ? t.screen.panelClose : `${t.screen.panelOpen}: ${t.phase[phase]}`}
        </button>
        <SidePanel />
      </main>
      {over && !reviewing && dismissedFor !== state && (
        <Suspense fallback={null}>
          <EndScreen onClose={() => setDismissedFor(state)} />
        </Suspense>
      )}
      <RefusalToast />
      <MessageToast />
      <UpdatePrompt />
      <Dialogs />
      <BrokenAutosaveDialog />
    </div>
  )
}
