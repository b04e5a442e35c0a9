// The shape of the rules reference: one entry per rule id, grouped in sections by the id's prefix.
export interface RuleEntry {
  title: string
  /** Paragraphs separated by blank lines; rule ids in the text become links. */
  text: string
  /** A worked example for the rules that are easy to misread. */
  example?: string
}

export type RuleBook = Record<string, RuleEntry>

export const SECTION_IDS = [
  'MAP',
  'UNIT',
  'SEQ',
  'STACK',
  'MOVE',
  'ZOC',
  'CBT',
  'ART',
  'CMD',
  'RALLY',
  'WIN',
  'SCN',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

export const SECTION_TITLES: Record<'ru' | 'en', Record<SectionId, string>> = {
  ru: {
    MAP: 'Карта',
    UNIT: 'Фишки',
    SEQ: 'Ходы и фазы',
    STACK: 'Одна часть в клетке',
    MOVE: 'Передвижение',
    ZOC: 'Зоны контроля',
    CBT: 'Бой',
    ART: 'Артиллерия',
    CMD: 'Командующие',
    RALLY: 'Деморализация и восстановление',
    WIN: 'Победа',
    SCN: 'Сценарии',
  },
  en: {
    MAP: 'The map',
    UNIT: 'Counters',
    SEQ: 'Turns and phases',
    STACK: 'Stacking',
    MOVE: 'Movement',
    ZOC: 'Zones of control',
    CBT: 'Combat',
    ART: 'Artillery',
    CMD: 'Commanders',
    RALLY: 'Demoralization and rallying',
    WIN: 'Victory',
    SCN: 'Scenarios',
  },
}

export const sectionOf = (id: string): SectionId => id.split('.')[0] as SectionId
