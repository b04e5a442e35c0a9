// A refusal: the engine's answer to an illegal command, as data. It names the rule (or, for a command
// that is not even well formed, no rule), a stable code, and the facts the explanation needs. The
// words are the UI's: src/i18n formats a refusal by its code in each language.
import type { Answer as CoreAnswer, RefusalParams as CoreRefusalParams, RuleRefusal } from '../../core'
export { refused } from '../../core'
import type { RefusalCode } from './refusalCodes'
import type { RuleId } from './rules'

export { REFUSAL_CODES, type RefusalCode } from './refusalCodes'

/** Facts of a refusal: hexes, unit labels, numbers, flags, lists. Never sentences. */
export type RefusalParams = CoreRefusalParams

/**
 * The shared refusal shape under Borodino's rule ids and codes: `rule` is null when the command is malformed (an
 * engine input error, not a rule); `code` is one of REFUSAL_CODES, e.g. "move.zoc-start", the key of its message
 * in src/i18n.
 */
export interface Refusal extends RuleRefusal<RuleId | null, RefusalCode> {
  /** The units the refusal is about, when there are several (e.g. those that must still attack, CBT.3). */
  units?: string[]
}

/** A query's answer: the value asked for (`ok: true`), or why not (`ok: false`, a refusal). */
export type Answer<V extends object> = CoreAnswer<V, Refusal>

/** A refusal under a rule, with the facts its message needs. */
export const refuse = (rule: RuleId | null, code: RefusalCode, params: RefusalParams = {}): Refusal => ({
  rule,
  code,
  params,
})

// Refusals several commands share, written once.
export const unknownUnit = (id: string): Refusal => refuse('UNIT.1', 'unit.unknown', { unit: id })
export const notMovementPhase = (): Refusal => refuse('SEQ.3', 'phase.not-movement')
export const notPhasingSide = (): Refusal => refuse('SEQ.3', 'side.not-phasing')
/** SEQ.1: after turn 20 the game is over; only queries remain. */
export const gameOver = (): Refusal => refuse('SEQ.1', 'game.over')
