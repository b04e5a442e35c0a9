// The door of src/store/phalanxMail: a game of «Фаланга» played at a distance by turn files (docs/play-by-mail.md).
export { createPhMail, type PhMail, type PhMailOptions } from './exchange'
export { phMailStatus, type PhMailStatus } from './status'
export {
  parsePhTurn,
  PH_MAX_TURN_CHARS,
  PH_TURN_EXTENSION,
  PH_TURN_FORMAT,
  PH_TURN_VERSION,
  type PhTurnFile,
  type PhTurnProblem,
} from './turnFile'
export { phMail } from './mailApp'
