// The door of src/core/exchange: play at a distance by files, with dice neither player can foresee. Game-neutral:
// a game brings its sides, its commands and its positions; this holds the secrets, commits and seeds
// (docs/play-by-mail.md).
export { COMMIT_HEX, SECRET_HEX, commitOf, isHex, randomHex, seedOf } from './hash'
export { FIRST_FILE, contents, openingFile, senderOf } from './schedule'
export {
  accept,
  mySend,
  newLedger,
  readLedger,
  segmentSeed,
  send,
  senderIn,
  type Contribution,
  type ExchangeRefusal,
  type Ledger,
} from './ledger'
