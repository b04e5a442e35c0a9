// The tutorial's per-lesson progress in storage: going on to the next lesson, or leaving a finished one,
// must not write the finished lesson's step or game back.
import { beforeAll, describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { bundle, gameStore, startApp } from '../../src/store/app'
import { useTutorial } from '../../src/store/tutorial/tutorialStatus'
import { useLessonsPassed } from '../../src/store/tutorial/lessonsPassed'
import { AUTOSAVE_KEY, browserStorage, lessonKeys } from '../../src/store/game/save/slots'
import { useUi } from '../../src/store/ui/uiStore'
import { ru } from '../../src/i18n/ru'
import { LESSON_DATA } from '../../src/tutorial/game'
import { LESSON_STEPS } from '../../src/tutorial/lessons'
import { SCRIPT } from '../../src/tutorial/script'
import { loadLang } from '../../src/i18n'

await startApp()
// Leaving says where the player is taken back to.
beforeAll(() => loadLang('ru'))
const kv = browserStorage()
const t = () => useTutorial.getState()
const keys = (lesson: number) => lessonKeys(at(LESSON_DATA, lesson).id)

/** Plays lesson 1 through the tutorial controller to its last step. */
function finishFirstLesson() {
  t().start(false, 0)
  const steps = at(LESSON_STEPS, 0)
  for (let guard = 0; guard < 100 && t().step < steps.length - 1; guard++) {
    const step = steps[t().step]!
    if (step.expects)
      expect(gameStore.getState().dispatch(SCRIPT[step.id]!(bundle.ctx, gameStore.getState().state))).toBe(true)
    else t().next()
  }
  expect(t().step).toBe(steps.length - 1)
  expect(gameStore.getState().commands.length).toBeGreaterThan(0)
}

describe('tutorial progress', () => {
  it('going on to lesson 2 leaves lesson 1 forgotten', () => {
    finishFirstLesson()
    t().start(false, 1)
    gameStore.getState().flushAutosave()
    expect(t().lesson).toBe(1)
    expect(kv.getItem(keys(0).step)).toBeNull()
    expect(kv.getItem(keys(0).save)).toBeNull()
    t().leave()
  })

  it('a lesson played to its end is ticked in the lessons list, kept across visits; one left midway is not', () => {
    const id = at(LESSON_DATA, 0).id
    useLessonsPassed.setState({ passed: [] })
    kv.removeItem('borodino:lessons-passed')
    t().start(false, 0)
    t().next()
    t().leave()
    expect(useLessonsPassed.getState().passed).toEqual([])
    finishFirstLesson()
    t().leave()
    expect(useLessonsPassed.getState().passed).toEqual([id])
    expect(JSON.parse(kv.getItem('borodino:lessons-passed') ?? '[]')).toEqual([id])
  })

  it('leaving a finished lesson does not write its game back into the cleared slot', () => {
    finishFirstLesson()
    t().leave()
    gameStore.getState().flushAutosave()
    expect(kv.getItem(keys(0).step)).toBeNull()
    expect(kv.getItem(keys(0).save)).toBeNull()
  })
})

describe('tutorial without a game of ones own', () => {
  it('is not offered to go back to the blank default game; leaving begins one and the welcome offers the choice', () => {
    // A first visit: the default game untouched, nothing autosaved.
    gameStore.getState().newGame('historical', 1812)
    gameStore.getState().flushAutosave()
    kv.removeItem(AUTOSAVE_KEY)
    t().start(false, 0)
    expect(t().ownGame).toBe(false)
    useUi.getState().say(null)
    t().leave()
    expect(useUi.getState().dialog).toBe('welcome')
    expect(useUi.getState().message).toBeNull()
    useUi.getState().openDialog(null)
  })

  it('says nothing when leaving for New game: one message at a time, the dialog’s', () => {
    gameStore.getState().newGame('historical', 1812)
    gameStore.getState().flushAutosave()
    kv.removeItem(AUTOSAVE_KEY)
    useUi.getState().say(null)
    t().start(false, 1)
    t().leave({ quiet: true })
    expect(t().active).toBe(false)
    expect(useUi.getState().message).toBeNull()
  })

  it('goes back to a game the player has begun', () => {
    gameStore.getState().newGame('historical', 7)
    gameStore.getState().dispatch({ type: 'rally' })
    t().start(false, 0)
    expect(t().ownGame).toBe(true)
    t().leave()
    expect(gameStore.getState().commands.length).toBe(1)
    expect(useUi.getState().message).toBe(ru.tutorial.backHome)
  })
})
