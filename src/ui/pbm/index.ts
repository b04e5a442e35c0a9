// The door of src/ui/pbm: play by mail's strip over the board and its dialog in the menu — Borodino's, and the shared
// ones each game binds to its own exchange.
export { PbmAwaiting, awaited } from './PbmAwaiting'
export { PbmBar } from './PbmBar'
export { PbmDialog } from './PbmDialog'
export { MailBar, type MailBinding } from './MailBar'
export { MailDialog, type MailDialogBinding } from './MailDialog'
