// The whole screen: top bar, board and side panel; the hand-over screen replaces everything while shown.
import { useGame } from '../store/app'
import { useUi } from '../store/uiStore'
import { Board } from './board/Board'
import { Dialogs } from './dialogs/Dialogs'
import { EndScreen } from './dialogs/EndScreen'
import { HandoverScreen } from './dialogs/HandoverScreen'
import { MessageToast, RefusalToast } from './dialogs/RefusalToast'
import { SidePanel } from './panels/SidePanel'
import { useState } from 'react'
import { TopBar } from './top/TopBar'
import { SoloNotice } from './dialogs/SoloNotice'
import { TutorialCard } from './tutorial/TutorialCard'
import { useTutorial } from '../store/tutorial'
import { LESSON_STEPS } from '../tutorial/lessons'
import { useReview } from '../store/reviewApp'
import { ReviewBanner } from './review/ReviewBanner'

export function App() {
  const handoverFor = useGame((s) => s.handoverFor)
  const over = useGame((s) => s.state.over)
  const state = useGame((s) => s.state)
  const lang = useUi((s) => s.lang)
  const reviewing = useReview((s) => s.active)
  // The end screen can be closed to look at the board; it comes back for another finished game.
  const [dismissedFor, setDismissedFor] = useState<object | null>(null)
  // The control the tutorial step is about pulses (see app.css, [data-tut-control]).
  const tut = useTutorial((s) => (s.active && !s.offScript ? LESSON_STEPS[s.lesson][s.step].control ?? null : null))
  if (handoverFor) {
    return (
      <div className="app" lang={lang}>
        <HandoverScreen side={handoverFor} />
        <MessageToast />
        <Dialogs />
      </div>
    )
  }
  return (
    <div className="app" lang={lang} data-tut-control={tut ?? undefined}>
      <TopBar />
      <main className="main">
        <div className="board-wrap">
          <ReviewBanner />
          <Board />
          <TutorialCard />
          <SoloNotice />
        </div>
        <SidePanel />
      </main>
      {over && !reviewing && dismissedFor !== state && <EndScreen onClose={() => setDismissedFor(state)} />}
      <RefusalToast />
      <MessageToast />
      <Dialogs />
    </div>
  )
}
