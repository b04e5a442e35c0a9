// Words of the card that sums up the computer's turn (src/ui/ai/TurnSummary.tsx). Kept apart from the
// main strings: the card is its own chunk, loaded when the computer first hands a turn back.
import type { Side } from '../engine'
import type { Lang } from './lang'

const RU = {
  title: (side: string, turn: number) => `Ход ${turn}: что сделали ${side} (компьютер)`,
  sideGen: { fr: 'французы', ru: 'русские' } as Record<Side, string>,
  sideOf: { fr: 'французов', ru: 'русских' } as Record<Side, string>,
  close: 'Скрыть',
  closeHint: 'Скрыть сводку хода',
  moved: (n: number) => `Передвинуто частей: ${n}`,
  none: 'Ни одна часть не двигалась',
  movedMore: (n: number) => `и ещё ${n}`,
  commandersMoved: (n: number) => `командующих: ${n}`,
  attacks: (n: number) => `Атаки: ${n}`,
  noAttacks: 'Атак не было',
  attack: (att: string, def: string) => `${att} → ${def}`,
  fire: (att: string, def: string) => `${att} ⇢ ${def} (огонь)`,
  odds: (diff: string) => `разность ${diff}`,
  die: (d: number) => `кубик ${d}`,
  noEffect: 'без последствий',
  retreats: (n: number) => `Отступили: ${n}`,
  losses: 'Потери за ход',
  lossesLine: (fr: number, ru: number) => `французы ${fr} очк. · русские ${ru} очк.`,
  destroyed: (n: number) => `уничтожено частей: ${n}`,
  commander: {
    killed: (c: string) => `${c} убит`,
    'badly-wounded': (c: string) => `${c} тяжело ранен`,
    wounded: (c: string) => `${c} ранен`,
    captured: (c: string) => `${c} взят в плен`,
  },
  corpsDemoralized: (n: number) => `его части деморализованы: ${n}`,
  standing: 'Положение',
  standingLine: (a: string, b: string) => `Потери русских: ${a.replace('.', ',')}% → ${b.replace('.', ',')}%`,
  bandChanged: (band: string) => `если бы бой кончился сейчас: ${band}`,
  bandSame: (band: string) => `если бы бой кончился сейчас: ${band} (как и до хода)`,
  showHint: 'Показать этот момент на карте (просмотр партии)',
  review: 'Просмотреть весь ход',
}

export type AiSummaryStrings = typeof RU

const EN: AiSummaryStrings = {
  title: (side, turn) => `Turn ${turn}: what the ${side} did (computer)`,
  sideGen: { fr: 'French', ru: 'Russians' },
  sideOf: { fr: 'French', ru: 'Russian' },
  close: 'Hide',
  closeHint: 'Hide the turn summary',
  moved: (n) => `Units moved: ${n}`,
  none: 'No unit moved',
  movedMore: (n) => `and ${n} more`,
  commandersMoved: (n) => `commanders: ${n}`,
  attacks: (n) => `Attacks: ${n}`,
  noAttacks: 'No attacks',
  attack: (att, def) => `${att} → ${def}`,
  fire: (att, def) => `${att} ⇢ ${def} (fire)`,
  odds: (diff) => `differential ${diff}`,
  die: (d) => `die ${d}`,
  noEffect: 'no effect',
  retreats: (n) => `Retreated: ${n}`,
  losses: 'Losses this turn',
  lossesLine: (fr, ru) => `French ${fr} pts · Russians ${ru} pts`,
  destroyed: (n) => `units destroyed: ${n}`,
  commander: {
    killed: (c) => `${c} killed`,
    'badly-wounded': (c) => `${c} badly wounded`,
    wounded: (c) => `${c} wounded`,
    captured: (c) => `${c} captured`,
  },
  corpsDemoralized: (n) => `units of his command demoralized: ${n}`,
  standing: 'Standing',
  standingLine: (a, b) => `Russian losses: ${a}% → ${b}%`,
  bandChanged: (band) => `if the battle ended now: ${band}`,
  bandSame: (band) => `if the battle ended now: ${band} (as before the turn)`,
  showHint: 'Show this moment on the map (game review)',
  review: 'Review the whole turn',
}

export const AI_SUMMARY_STRINGS: Readonly<Record<Lang, AiSummaryStrings>> = { ru: RU, en: EN }
