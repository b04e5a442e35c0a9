// The door of src/store/mail: what play by mail is the same for both games — the record kept with a game and its
// saves, where a game stands, a turn file's common fields and what can be wrong with one, the replay of a received
// file and the exchange itself (docs/play-by-mail.md). Imports src/core/exchange and ../saves only: each game's own
// binding (store/pbm, store/phalanxMail) imports this.
export { readDice, readPbm, type PbmGame } from './record'
export { mailStatus, mayActBy, type MailStatus } from './status'
export { readTurn, turnKind, type TurnFields, type TurnRead } from './turnFile'
export type { MailProblem, TurnProblemCode } from './problems'
export { receiveTurn, type MailRules, type MailPart, type MailReceived, type SeedAt } from './receive'
export { createExchange, newMailRecord, type FileCommon, type MailExchange, type MailGameBinding } from './exchange'
