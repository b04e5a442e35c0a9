// The door of src/store/ui: what code outside the folder uses.
export { hasPhalanxGame, PHALANX_AUTOSAVE_KEY, type PhalanxStart, startingGame, useActiveGame } from './activeGame'
export { useCrash } from './crash'
export { useCursor } from './cursor'
export { type FetchedPart, initialCoach, initialLang, type Overlays, startUi, type UiStore, useUi } from './uiStore'
