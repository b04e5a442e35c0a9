// The door of src/store/tutorial: what code outside the folder uses.
export { hintInLesson, loadTutorial, setTutorialLoader, useTutorial } from './tutorialStatus'
export { markLessonPassed, useLessonsPassed } from './lessonsPassed'
