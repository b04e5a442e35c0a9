// The shape every ruleset's refusals share: the rule that forbids a command, a stable code (the key of
// its message in src/i18n) and the facts the message needs. Never sentences: the words are the UI's.

/** Facts of a refusal: hexes, unit ids, numbers, flags, lists. */
export type RefusalParams = Readonly<Record<string, string | number | boolean | readonly string[]>>

export interface RuleRefusal<R extends string | null = string | null, C extends string = string, P = RefusalParams> {
  /** The rule that forbids the command (a ruleset may use null for a command that is not even well formed). */
  readonly rule: R
  readonly code: C
  readonly params: P
}

/** What applying a command answers: the next state and what happened, or a refusal (the state untouched). */
export type Outcome<S, E, Rf> = { ok: true; state: S; events: E[] } | { ok: false; refusal: Rf }

/**
 * What a query or a check answers: what was asked for, or why not. Tested with `ok`, as an Outcome is,
 * never by looking for a field.
 */
export type Answer<V extends object, Rf> = ({ ok: true } & V) | { ok: false; refusal: Rf }

/** The answer "no", with the refusal. */
export const refused = <Rf>(refusal: Rf): { ok: false; refusal: Rf } => ({ ok: false, refusal })
