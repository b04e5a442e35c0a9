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
