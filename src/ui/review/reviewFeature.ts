// The review of the battle, one chunk fetched when first shown (the move list just after the first screen, or a
// review, or the end of the game): the move list, the order of battle, the reviewed step, its marks on the board,
// the review's banner and the end-of-game screen.
export { ReviewBanner } from './ReviewBanner'
export { ReviewMarks } from './ReviewMarks'
export { MoveList } from './MoveList'
export { Roster } from './Roster'
export { ReviewStep } from './ReviewStep'
export { EndScreen } from '../dialogs/EndScreen'
