// A glossary term's words in one language.
export interface TermText {
  term: string
  text: string
  also?: string
}
