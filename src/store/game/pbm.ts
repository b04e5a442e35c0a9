// Borodino's play-by-mail record is the game-neutral one (src/store/mail), named here for the game store's modules.
export { readDice, readPbm, type PbmGame } from '../mail'
