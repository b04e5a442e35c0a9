// The board picture, pure: a standalone SVG of a position with the last side's turn as arrows (the app's export, tools).
export { pictureFrame, pictureLines, pictureSvg, type Picture, type PictureInput } from './pictureSvg'
export { lastTurnEntries, runMarks, turnArrows, type TurnArrows, type TurnEntry } from './turnArrows'
