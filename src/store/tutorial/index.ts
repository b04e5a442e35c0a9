// The door of src/store/tutorial: what code outside the folder uses.
export { loadTutorial, setTutorialLoader, useTutorial } from './tutorialStatus'
