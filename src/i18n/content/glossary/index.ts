// The glossary: every term the screen uses, in both languages, each tied to the rules that define it.
// `also` holds other words a player may type for the same thing (for the search only).
import { glossaryEn } from './en'
import { glossaryRu, type TermId } from './ru'
import type { TermText } from './termText'

export type { TermId, TermText }

export interface TermEntry {
  id: TermId
  rules: string[]
}

export const TERMS: readonly TermEntry[] = [
  { id: 'hex', rules: ['MAP.1'] },
  { id: 'level', rules: ['MAP.2', 'MAP.6'] },
  { id: 'clear', rules: ['MAP.3', 'MOVE.2'] },
  { id: 'village', rules: ['MAP.3', 'CBT.6'] },
  { id: 'forest', rules: ['MAP.3', 'MOVE.2', 'CBT.4'] },
  { id: 'brush', rules: ['MAP.3', 'MOVE.2', 'CBT.6'] },
  { id: 'river', rules: ['MAP.4', 'MOVE.3', 'CBT.4'] },
  { id: 'road', rules: ['MAP.4', 'MOVE.4'] },
  { id: 'bridge', rules: ['MAP.4', 'MOVE.3'] },
  { id: 'redoubt', rules: ['MAP.5', 'CBT.6'] },
  { id: 'front', rules: ['MAP.5', 'MOVE.3', 'ZOC.3'] },
  { id: 'slope', rules: ['MAP.6', 'MOVE.3'] },
  { id: 'counter', rules: ['UNIT.1', 'UNIT.2'] },
  { id: 'symbols', rules: ['UNIT.1', 'UNIT.2'] },
  { id: 'strength', rules: ['UNIT.2', 'CBT.5'] },
  { id: 'mp', rules: ['UNIT.2', 'MOVE.1'] },
  { id: 'front-back', rules: ['UNIT.2', 'UNIT.3'] },
  { id: 'good-order', rules: ['UNIT.2', 'RALLY.1'] },
  { id: 'demoralized', rules: ['RALLY.1', 'CBT.9'] },
  { id: 'limbered', rules: ['UNIT.3', 'MOVE.7', 'CBT.2'] },
  { id: 'battery', rules: ['UNIT.3', 'ART.1'] },
  { id: 'commander', rules: ['UNIT.5', 'CMD.1', 'MOVE.8'] },
  { id: 'command', rules: ['UNIT.5', 'CMD.1', 'CMD.3'] },
  { id: 'rating', rules: ['UNIT.5', 'CMD.1', 'CMD.2'] },
  { id: 'stacking', rules: ['STACK.1', 'STACK.2'] },
  { id: 'turn-phase', rules: ['SEQ.1', 'SEQ.2', 'SEQ.3'] },
  { id: 'setup', rules: ['SCN.2'] },
  { id: 'movement', rules: ['SEQ.3', 'MOVE.1'] },
  { id: 'combat', rules: ['SEQ.3', 'CBT.1'] },
  { id: 'zoc', rules: ['ZOC.1', 'ZOC.4', 'ZOC.5'] },
  { id: 'mandatory', rules: ['CBT.3'] },
  { id: 'differential', rules: ['CBT.7'] },
  { id: 'column', rules: ['CBT.7'] },
  { id: 'crt-results', rules: ['CBT.7', 'CBT.8'] },
  { id: 'exchange', rules: ['CBT.8'] },
  { id: 'retreat', rules: ['CBT.8', 'CBT.9', 'CBT.10'] },
  { id: 'advance', rules: ['CBT.11'] },
  { id: 'los', rules: ['ART.2', 'ART.3'] },
  { id: 'support', rules: ['ART.5'] },
  { id: 'fire', rules: ['ART.1', 'ART.4', 'ART.6'] },
  { id: 'rally', rules: ['RALLY.2', 'CMD.3'] },
  { id: 'losses', rules: ['WIN.1', 'WIN.2'] },
  { id: 'destroyed', rules: ['CBT.8', 'CBT.9', 'WIN.1'] },
  { id: 'seed', rules: ['SEQ.4'] },
]

// Looked up by string too (a `term:` link's id comes from the route), hence the loose key type here.
export const GLOSSARY: Record<'ru' | 'en', Record<string, TermText>> = { ru: glossaryRu, en: glossaryEn }
