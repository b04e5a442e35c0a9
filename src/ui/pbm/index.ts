// The door of src/ui/pbm: play by mail's strip over the board and its dialog in the menu.
export { PbmBar } from './PbmBar'
export { PbmDialog } from './PbmDialog'
