// The tutorial's text card over the board: the step, what to do, Next, Undo for an off-script action, Leave.
import { useEffect } from 'react'
import { useTutorialText } from './tutorialText'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/ui'
import { LESSON_STEPS } from '../../tutorial/lessons'
import { RuleText } from '../RuleText'
import { useT } from '../useT'
import { isCompactScreen, useCardFold, useCardFoldActions } from './cardFold'
import { useTutorialActions, useUiActions } from '../storeActions'

export function TutorialCard() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { active, step, offScript, lesson, ownGame } = useTutorial()
  const tut = useTutorialActions()
  const { openDialog } = useUiActions()
  const { toggle } = useCardFoldActions()
  const texts = useTutorialText()
  const open = useCardFold((s) => s.open)
  const STEPS = LESSON_STEPS[lesson]
  const def = STEPS?.[step]
  const text = def && texts?.[lang][def.id]
  const drawn = !!(active && text)
  useEffect(() => {
    useCardFold.setState({ shown: drawn })
    return () => useCardFold.setState({ shown: false })
  }, [drawn])
  if (!active || !STEPS || !def || !text) return null
  // On a phone the step's text is folded away until asked for (see cardFold.ts).
  const compact = isCompactScreen()
  const folded = compact && !open
  const last = step === STEPS.length - 1
  // A new game replaces the player's own: go through the new-game dialog, which says so.
  const newHistorical = () => {
    tut.leave({ quiet: true })
    openDialog('new-game')
  }
  return (
    <section
      className={folded ? 'tutorial-card folded' : 'tutorial-card'}
      data-testid="tutorial"
      data-step={def.id}
      aria-live="polite"
    >
      <div className="tutorial-head">
        <span className="tutorial-count">
          {t.teach.lessons[lesson]?.name} · {t.tutorial.step(step + 1, STEPS.length)}
        </span>
        <button
          type="button"
          className="link-btn"
          data-testid="tutorial-leave"
          onClick={() => tut.leave()}
          title={ownGame ? t.tutorial.leaveHint : t.tutorial.leaveHintNoGame}
        >
          {t.tutorial.leave}
        </button>
      </div>
      <h3>{text.title}</h3>
      {!folded && (
        <div className="tutorial-text" id="tutorial-text">
          <RuleText text={text.text} />
        </div>
      )}
      {compact && (
        <button
          type="button"
          className="link-btn tutorial-fold"
          data-testid="tutorial-fold"
          aria-expanded={!folded}
          aria-controls="tutorial-text"
          onClick={() => toggle()}
        >
          {folded ? t.tutorial.showText : t.tutorial.hideText}
        </button>
      )}
      {offScript ? (
        <div className="tutorial-off" role="alert" data-testid="tutorial-off-script">
          <p>{t.tutorial.offScript}</p>
          <button type="button" className="primary" data-testid="tutorial-undo" onClick={() => tut.undoOffScript()}>
            ↶ {t.tutorial.undo}
          </button>
        </div>
      ) : (
        <p className="tutorial-todo" data-testid="tutorial-todo">
          {/* The last step's text asks to go back to one's own game: not when there is none. */}➜{' '}
          {last && !ownGame ? t.tutorial.todoStart : text.todo}
        </p>
      )}
      <div className="row">
        {!def.expects && !last && !offScript && (
          <button type="button" className="primary" data-testid="tutorial-next" onClick={() => tut.next()}>
            {t.tutorial.next} →
          </button>
        )}
        {last && (
          <>
            {lesson + 1 < LESSON_STEPS.length && (
              <button
                type="button"
                className="primary"
                data-testid="tutorial-next-lesson"
                onClick={() => tut.start(false, lesson + 1)}
              >
                {t.teach.nextLesson(t.teach.lessons[lesson + 1]?.name ?? '')}
              </button>
            )}
            {/* With no game of their own to go back to, the player is offered to start one. */}
            <button
              type="button"
              className={lesson + 1 < LESSON_STEPS.length ? '' : 'primary'}
              data-testid="tutorial-finish"
              onClick={ownGame ? () => tut.leave() : newHistorical}
            >
              {ownGame ? t.tutorial.backToGame : t.tutorial.startGame}
            </button>
            {ownGame && (
              <button type="button" data-testid="tutorial-historical" onClick={newHistorical}>
                {t.tutorial.newHistorical}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  )
}
