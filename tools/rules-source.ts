// The rules of both games as their in-game references hold them, in the references' order and in both languages:
// the one source that tools/rules-doc.ts writes into docs/rules.md and docs/phalanx-rules.md, and against which
// tests/lint/ruleIds.test.ts resolves every rule id the code, tests and docs cite.
import {
  BASE_RANGE,
  CRT,
  CRT_COLUMNS,
  LONG_RANGE,
  RANGE_MODIFIER,
  RULE_IDS,
  type TargetClass,
} from '../src/engine/tables'
import { RULE_BOOK } from '../src/i18n/content/rules'
import { SECTION_IDS, SECTION_TITLES, sectionOf } from '../src/i18n/content/rules/types'
import { en } from '../src/i18n/en'
import { enMore } from '../src/i18n/en.more'
import { phalanxEn } from '../src/i18n/phalanx.en'
import { phalanxRu } from '../src/i18n/phalanx.ru'
import { phalanxNotesEn } from '../src/i18n/phalanxNotes.en'
import { phalanxNotesRu } from '../src/i18n/phalanxNotes.ru'
import { phalanxUiEn } from '../src/i18n/phalanxUi.en'
import { phalanxUiRu } from '../src/i18n/phalanxUi.ru'
import { ru } from '../src/i18n/ru'
import { ruMore } from '../src/i18n/ru.more'
import { RESULT_LABEL, TARGET_LABEL } from '../src/i18n/terms'
import { PH_NOTE_GROUPS, PH_RULE_GROUPS, PH_RULE_IDS, type PhNoteGroup } from '../src/phalanx'
import { BAND } from '../src/ui/board/counterStyle'
import { ART_RANGES, MOVE_COST_ROWS, NATIONALITY_ORDER, signed } from '../src/ui/rules/tableRows'

export const LANGS = ['ru', 'en'] as const
export type DocLang = (typeof LANGS)[number]

/** A table the reference shows under a rule, as text. */
export interface DocTable {
  caption: string
  head?: string[]
  rows: string[][]
  /** A line under the table. */
  foot?: string
}

/** One rule (or note) in one language. */
export interface DocText {
  title: string
  /** Paragraphs separated by blank lines; lines starting with «•» are list items. */
  text: string
  example?: string
  tables: DocTable[]
}

export interface DocEntry {
  id: string
  text: Record<DocLang, DocText>
}

export interface DocSection {
  /** The group: the part of its ids before the dot (MOVE, PH-CBT), or INT / EX / TEST for Phalanx's notes. */
  id: string
  title: Record<DocLang, string>
  intro?: Record<DocLang, string>
  entries: DocEntry[]
}

export interface RulesSource {
  sections: DocSection[]
  /** The reference's word for "Example" in each language. */
  example: Record<DocLang, string>
}

const MORE = { ru: ruMore, en: enMore } as const
const STRINGS = { ru, en } as const

/** The tables the Borodino reference draws under a rule (src/ui/rules/ModifierTables.tsx, CrtTable.tsx). */
function borodinoTables(id: string, lang: DocLang): DocTable[] {
  const t = MORE[lang].rules
  switch (id) {
    case 'UNIT.4':
      return [
        {
          caption: t.bandTable,
          rows: NATIONALITY_ORDER.map((n) => {
            const band = BAND[n]
            return [STRINGS[lang].nationality[n], band ? `\`${band}\`` : t.bandNone]
          }),
        },
      ]
    case 'MOVE.3':
      return [
        {
          caption: t.moveCosts,
          head: [t.moveWhat, t.moveCost, t.movers],
          rows: MOVE_COST_ROWS.map(([k, v]) => [t.costRows[k] ?? k, v, t.costNotes[k] ?? '']),
        },
      ]
    case 'CBT.6':
      return [{ caption: t.defTable, rows: t.defRows.map(([what, v]) => [what, v]) }]
    case 'CBT.7':
      return [
        {
          caption: `${t.crt} — ${t.diff}`,
          head: [t.die, ...CRT_COLUMNS],
          rows: CRT.map((row, i) => [String(i + 1), ...row.map((r) => RESULT_LABEL[r][lang])]),
          foot: t.crtLegend,
        },
      ]
    case 'ART.4':
      return [
        {
          caption: t.artTable,
          head: [t.target, ...ART_RANGES.map((r) => t.range(r))],
          rows: (Object.keys(RANGE_MODIFIER) as TargetClass[]).map((c) => [
            TARGET_LABEL[c][lang],
            ...RANGE_MODIFIER[c].map(signed),
          ]),
          foot: t.rangeLine(BASE_RANGE, LONG_RANGE),
        },
      ]
    default:
      return []
  }
}

/** «Бородино»: src/engine/core/rules.ts's ids, by the reference's sections, with src/i18n/content/rules/'s texts. */
export function borodinoRules(): RulesSource {
  const sections = SECTION_IDS.map((s): DocSection => ({
    id: s,
    title: { ru: SECTION_TITLES.ru[s], en: SECTION_TITLES.en[s] },
    entries: RULE_IDS.filter((id) => sectionOf(id) === s).map((id) => ({
      id,
      text: {
        ru: { ...bookEntry('ru', id), tables: borodinoTables(id, 'ru') },
        en: { ...bookEntry('en', id), tables: borodinoTables(id, 'en') },
      },
    })),
  }))
  return { sections, example: { ru: ruMore.rules.example, en: enMore.rules.example } }
}

function bookEntry(lang: DocLang, id: string): Omit<DocText, 'tables'> {
  const e = RULE_BOOK[lang][id]
  if (!e) throw new Error(`rule ${id} has no ${lang} text in src/i18n/content/rules/`)
  return e.example === undefined
    ? { title: e.title, text: e.text }
    : { title: e.title, text: e.text, example: e.example }
}

const PH = {
  ru: { ph: phalanxRu, ui: phalanxUiRu, notes: phalanxNotesRu },
  en: { ph: phalanxEn, ui: phalanxUiEn, notes: phalanxNotesEn },
} as const

/** «Фаланга»: src/phalanx/rules.ts's ids in the reference's order (PhRules.tsx), with the texts of src/i18n/phalanx*.ts. */
export function phalanxRules(): RulesSource {
  const both = (f: (lang: DocLang) => string): Record<DocLang, string> => ({ ru: f('ru'), en: f('en') })
  const rules = PH_RULE_GROUPS.map((g): DocSection => ({
    id: `PH-${g}`,
    title: both((l) => PH[l].notes.sections[g]),
    entries: PH_RULE_IDS.filter((id) => id.startsWith(`PH-${g}.`)).map((id) => ({
      id,
      text: {
        ru: { title: PH.ru.ph.ruleName[id], text: PH.ru.ui.rules.text[id], tables: [] },
        en: { title: PH.en.ph.ruleName[id], text: PH.en.ui.rules.text[id], tables: [] },
      },
    })),
  }))
  const notes = (Object.keys(PH_NOTE_GROUPS) as PhNoteGroup[]).map((g): DocSection => ({
    id: `PH-${g}`,
    title: both((l) => PH[l].notes.sections[g]),
    intro: both((l) => PH[l].notes.intro[g]),
    entries: PH_NOTE_GROUPS[g].map((id) => ({
      id,
      text: {
        ru: { ...PH.ru.notes.notes[id], tables: [] },
        en: { ...PH.en.notes.notes[id], tables: [] },
      },
    })),
  }))
  return { sections: [...rules, ...notes], example: { ru: ruMore.rules.example, en: enMore.rules.example } }
}

/** Every id of either game that has a title and a text in both languages: what a citation may name. */
export function ruleIdsWithText(): Set<string> {
  const ids = new Set<string>()
  for (const source of [borodinoRules(), phalanxRules()])
    for (const s of source.sections)
      for (const e of s.entries) if (LANGS.every((l) => e.text[l].title.trim() && e.text[l].text.trim())) ids.add(e.id)
  return ids
}
