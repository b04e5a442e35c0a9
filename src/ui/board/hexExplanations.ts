// The engine's "why not" answers for a click the board cannot act on. Loaded on demand (its own chunk, from
// boardActions.ts): the first screen never needs them before the first refused click.
export { explainHex, whyNotRetreat } from '../../engine'
