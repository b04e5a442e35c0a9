// Start or resume the tutorial's lessons (from the top bar and the new-game dialog), «Фаланга»'s too. Each Borodino
// lesson is resumable.
import { useLessonsPassed, useTutorial } from '../../store/tutorial'
import { Modal } from '../dialogs/Modal'
import { useT } from '../useT'
import { useGamesSoon } from '../useGamesSoon'
import { useTutorialActions, useUiActions } from '../storeActions'
import { openPhalanx } from '../dialogs/welcomeActions'
import { LESSONS } from '../../tutorial/lessonIndex'

/** A lesson played to its end, on an earlier visit or this one. */
function Passed() {
  const t = useT()
  return <span className="lesson-passed"> ✓ {t.tutorial.passed}</span>
}

/** The test ids of lesson i's buttons: the first lesson keeps the original ones. */
const ids = (i: number) =>
  i === 0
    ? { start: 'tutorial-start', resume: 'tutorial-resume' }
    : { start: `tutorial${i + 1}-start`, resume: `tutorial${i + 1}-resume` }

function LessonButtons({ lesson }: { lesson: number }) {
  const t = useT()
  const saved = useTutorial((s) => s.saved[lesson] ?? null)
  const passed = useLessonsPassed((s) => s.passed.includes(LESSONS[lesson]?.id ?? ''))
  const { start } = useTutorialActions()
  const id = ids(lesson)
  return (
    <div className="row lesson-row" data-lesson={lesson + 1} data-game="borodino" data-passed={passed || undefined}>
      <span className="lesson-name">
        <b>{t.teach.lessons[lesson]?.name}</b> — {t.teach.lessons[lesson]?.sub}
        {passed && <Passed />}
      </span>
      {saved !== null && (
        <button type="button" className="primary" data-testid={id.resume} onClick={() => start(true, lesson)}>
          {t.tutorial.resume(saved + 1)}
        </button>
      )}
      <button
        type="button"
        className={saved === null ? 'primary' : ''}
        data-testid={id.start}
        onClick={() => start(false, lesson)}
      >
        {saved === null ? t.tutorial.start : t.tutorial.restart}
      </button>
    </div>
  )
}

export function TutorialButtons() {
  return (
    <div className="lessons">
      {LESSONS.map((_, i) => (
        <LessonButtons key={i} lesson={i} />
      ))}
    </div>
  )
}

/** «Фаланга»'s lesson, in the same list: it opens that game on its lesson (its own game is kept apart meanwhile). */
function PhalanxLesson() {
  const t = useT()
  const passed = useLessonsPassed((s) => s.passed.includes('phalanx'))
  return (
    <div className="row lesson-row" data-lesson={1} data-game="phalanx" data-passed={passed || undefined}>
      <span className="lesson-name">
        <b>{t.welcome.phalanxTutorial}</b> — {t.welcome.phalanxTutorialSub}
        {passed && <Passed />}
      </span>
      <button
        type="button"
        className="primary"
        data-testid="tutorial-phalanx-start"
        onClick={() => openPhalanx('tutorial')}
      >
        {t.tutorial.start}
      </button>
    </div>
  )
}

export function TutorialDialog() {
  useGamesSoon()
  const t = useT()
  const { openDialog } = useUiActions()
  return (
    <Modal title={t.tutorial.menu} onClose={() => openDialog(null)} testId="tutorial-dialog">
      <p>{t.tutorial.intro}</p>
      <TutorialButtons />
      <div className="lessons">
        <PhalanxLesson />
      </div>
    </Modal>
  )
}
