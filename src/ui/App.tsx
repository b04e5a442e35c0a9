// The whole screen: top bar, board and side panel; the hand-over screen replaces everything while shown.
import { useGame } from '../store/app'
import { isGameOver } from '../engine'
import { useUi, useActiveGame } from '../store/ui'
import { Board } from './board/Board'
import { Dialogs } from './dialogs/Dialogs'
import { MessageToast, RefusalToast } from './dialogs/RefusalToast'
import { SidePanel } from './panels/SidePanel'
import { useEffect, useState } from 'react'
import { TopBar } from './top/TopBar'
import { SoloNotice } from './dialogs/SoloNotice'
import { DecisionNotice } from './dialogs/DecisionNotice'
import { useTutorial } from '../store/tutorial'
import { useT } from './useT'
import { AfterIdle } from './AfterIdle'

import { lazyPart } from './lazy/lazyPart'
import { loadPhalanx, loadReview, loadTutorialFeature } from './features'
import { laterPart } from './lazy/laterPart'

// The features a player opens later (features.ts): each drawn once its chunk has arrived.
const EndScreen = lazyPart(() => loadReview().then((m) => m.EndScreen), { name: 'review' })
const ReviewBanner = lazyPart(() => loadReview().then((m) => m.ReviewBanner), { name: 'review' })
const TutorialCard = lazyPart(() => loadTutorialFeature().then((m) => m.TutorialCard), { name: 'tutorial' })
// The hand-over screen and the broken autosave's question: not on a first visit's screen (laterParts.ts).
const HandoverScreen = laterPart((m) => m.HandoverScreen, { name: 'screen' })
const BrokenAutosaveDialog = laterPart((m) => m.BrokenAutosaveDialog, {
  name: 'dialog',
  frame: 'modal',
})
// «Фаланга», the second game: its rules, store and screens load only when it is chosen.
const PhalanxApp = lazyPart(() => loadPhalanx().then((m) => m.default), { name: 'screen' })
// The service worker's registration and its update prompt: once the browser is idle after the first screen, never
// before it (workbox-window is its own small chunk).
const UpdatePrompt = lazyPart(() => import('./UpdatePrompt').then((m) => m.UpdatePrompt), {
  name: 'panel',
  quiet: true,
})
import { SaveFailedBanner } from './safety/SaveFailedBanner'
import { PbmBar } from './pbm/PbmBar'
import { rememberGoodPosition } from './safety/lastGood'
import { CrashProbe } from './safety/crashProbe'
import { useReview } from '../store/review'
import { useAi } from '../store/ai'

export function App() {
  const handoverFor = useGame((s) => s.handoverFor)
  const over = useGame((s) => isGameOver(s.state))
  const broken = useGame((s) => s.brokenAutosave !== null)
  const state = useGame((s) => s.state)
  const lang = useUi((s) => s.lang)
  const t = useT()
  const phase = state.phase
  // Phones: the side panel is a sheet over the board, opened and closed by a bar at the bottom (layout.css).
  const [sheet, setSheet] = useState(false)
  const reviewing = useReview((s) => s.active)
  // On phones the panel is folded: its bar says when the computer is thinking.
  const thinking = useAi((s) => s.thinking !== null)
  // When the computer hands a turn back, the sheet opens on its summary (a no-op where there is no sheet).
  const summed = useAi((s) => s.lastRun)
  const [sheetFor, setSheetFor] = useState<object | null>(null)
  if (summed && summed !== sheetFor) {
    setSheetFor(summed)
    setSheet(true)
  }
  // The end screen can be closed to look at the board; it comes back for another finished game.
  const [dismissedFor, setDismissedFor] = useState<object | null>(null)
  // The control the tutorial step is about pulses (see app.css, [data-tut-control]).
  const tutorialOn = useTutorial((s) => s.active)
  const tut = useTutorial((s) => s.control)
  // Every position drawn without an error is one the crash screen can go back to.
  useEffect(() => rememberGoodPosition())
  const game = useActiveGame((s) => s.game)
  if (game === 'phalanx') {
    return <PhalanxApp />
  }
  if (handoverFor) {
    return (
      <div className="app" lang={lang}>
        <SaveFailedBanner />
        <HandoverScreen side={handoverFor} />
        <MessageToast />
        <Dialogs />
        {broken && <BrokenAutosaveDialog />}
      </div>
    )
  }
  return (
    <div className="app" lang={lang} data-tut-control={tut ?? undefined}>
      <CrashProbe />
      <TopBar />
      <SaveFailedBanner />
      <PbmBar />
      <main className={sheet ? 'main sheet-open' : 'main'}>
        <div className="board-wrap">
          {reviewing && <ReviewBanner />}
          <Board />
          {tutorialOn && <TutorialCard />}
          <SoloNotice />
          {!reviewing && <DecisionNotice />}
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
          {sheet
            ? t.screen.panelClose
            : `${t.screen.panelOpen}: ${t.phase[phase]}${thinking ? ` · ${t.ai.thinking}` : ''}`}
        </button>
        <SidePanel />
      </main>
      {over && !reviewing && dismissedFor !== state && <EndScreen onClose={() => setDismissedFor(state)} />}
      <RefusalToast />
      <MessageToast />
      <AfterIdle>
        <UpdatePrompt />
      </AfterIdle>
      <Dialogs />
      {broken && <BrokenAutosaveDialog />}
    </div>
  )
}
