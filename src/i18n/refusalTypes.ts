// The shape of a language's refusal messages: one function per engine code, given the refusal's facts as text.
export type RefusalText = Readonly<Record<string, string>>
export type RefusalMessages = Readonly<Record<string, (p: RefusalText) => string>>
/** Sentences added to a refusal's message when it carries these facts (before: retreatInto; after: around). */
export type RefusalAdds = Readonly<{ around: (p: RefusalText) => string; retreatInto: (p: RefusalText) => string }>
