// The text of one tutorial step, in one language (both lessons' texts have this shape).
export interface StepText {
  title: string
  /** Paragraphs separated by blank lines; rule ids (ZOC.4) become links. */
  text: string
  /** What to do now, shown in bold. */
  todo: string
  /** A short label next to the arrow on the board. */
  callout: string
}
