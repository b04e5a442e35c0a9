// The tutorial, one chunk fetched when a lesson is offered or started: the lesson controller with its steps, the
// card and the dialog, the marks on the board and the lessons' texts in both languages.
export { TutorialCard } from './TutorialCard'
export { TutorialDialog } from './TutorialDialog'
export { TutorialMarks } from './TutorialMarks'
export { tutorialController } from '../../store/tutorial/tutorial'
export { tutorialTextFor } from '../../i18n/content/tutorial'
