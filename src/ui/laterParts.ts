// The parts of Borodino's screen that the first screen (the welcome dialog over a new game's board, in its rally
// phase) does not draw: the dialogs the menu opens, the hand-over screen, the panels of the other phases, a unit's
// details, the computer's turn summary, the board's hover tooltip. One chunk behind one dynamic import (features.ts), fetched when the browser is
// idle after the first paint (preload.ts), so that a first click finds it there; until then a part that is drawn says
// it is loading (lazyPart).
export { NewGameDialog } from './dialogs/NewGameDialog'
export { SavesDialog } from './dialogs/SavesDialog'
export { KeysDialog } from './dialogs/KeysDialog'
export { PbmDialog } from './pbm'
export { PictureDialog } from './dialogs/PictureDialog'
export { HandoverScreen } from './dialogs/HandoverScreen'
export { BrokenAutosaveDialog } from './safety/BrokenAutosaveDialog'
export { PhaseWarningDialog } from './coach'
export { CombatPanel } from './panels/CombatPanel'
export { PendingPanel } from './panels/PendingPanel'
export { SetupPanel } from './panels/SetupPanel'
export { UnitDetails } from './panels/UnitDetails'
export { TurnSummary } from './ai/TurnSummary'
export { HoverTooltip } from './board/HoverTooltip'
