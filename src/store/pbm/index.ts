// The door of src/store/pbm: a Borodino game played at a distance by turn files (docs/play-by-mail.md).
export { createMail, type Mail, type MailOptions } from './exchange'
export { mayAct, pbmStatus, type PbmStatus } from './status'
export { parseTurn, TURN_EXTENSION, TURN_FORMAT, TURN_VERSION, MAX_TURN_CHARS, type TurnFile } from './turnFile'
export type { TurnProblem, TurnProblemCode } from './problems'
export { keepMailGame, mail, mailInProgress, mailKeepName } from './mailApp'
