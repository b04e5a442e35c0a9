// The shape of the Phalanx rules reference's headings and its entries beyond the rules (interpretations, the
// worked game, rule checks), the same in both languages. Keyed by the ids of src/phalanx/rules.ts, so an id
// without a text fails the typecheck.
import type { PhNoteGroup, PhNoteId, PhRuleGroup } from '../phalanx'

export interface PhNote {
  title: string
  /** Paragraphs separated by blank lines. */
  text: string
}

export interface PhalanxNotes {
  /** The heading of each part of the reference: the rule groups, then the interpretations, the game, the checks. */
  sections: Record<PhRuleGroup | PhNoteGroup, string>
  /** A line under the heading of each part beyond the rules. */
  intro: Record<PhNoteGroup, string>
  notes: Record<PhNoteId, PhNote>
}
