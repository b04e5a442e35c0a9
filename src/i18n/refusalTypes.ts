// The shape of a language's refusal messages: one function per refusal code, given the refusal's facts as text.
// A record over every code (RefusalCode, engine/core/refusalCodes.ts): a language missing a code's words, or
// wording a code that does not exist, does not compile.
import type { RefusalCode } from '../engine'

export type RefusalText = Readonly<Record<string, string>>
export type RefusalMessages = Readonly<Record<RefusalCode, (p: RefusalText) => string>>
/** Sentences added to a refusal's message when it carries these facts (before: retreatInto; after: around). */
export type RefusalAdds = Readonly<{ around: (p: RefusalText) => string; retreatInto: (p: RefusalText) => string }>
