// A refusal: the engine's answer to an illegal command. It names the rule and explains it in both languages.
import type { RuleId } from './rules'
import type { Bilingual } from './types'

export interface Refusal {
  rule: RuleId
  /** Stable machine code, e.g. "move.zoc-start". */
  code: string
  text: Bilingual
  /** The units the refusal is about, when there are several (e.g. those that must still attack, CBT.3). */
  units?: string[]
}

export const refusal = (rule: RuleId, code: string, ru: string, en: string): Refusal => ({ rule, code, text: { ru, en } })

// Refusals several commands share, written once.
export const unknownUnit = (id: string): Refusal => refusal('UNIT.1', 'unit.unknown', `Нет части «${id}».`, `There is no unit "${id}".`)
export const notMovementPhase = (): Refusal => refusal('SEQ.3', 'phase.not-movement', 'Сейчас не фаза передвижения.', 'It is not the movement phase.')
export const notPhasingSide = (): Refusal => refusal('SEQ.3', 'side.not-phasing', 'Сейчас ходит другая сторона.', 'It is the other side’s phase.')
