// Words of the board picture (PNG / SVG for an after-action report): its title strip, its legend and its dialog.
// Both languages in one module, as the record's words (review.ts): the picture travels with the dialog's chunk.
import type { CombatResult, Phase, Side } from '../engine'
import type { Lang } from './lang'
import { RESULT_LABEL, RESULT_MEANING } from './terms'

/** The combat results drawn, each with its meaning: a badge alone is terse («З1» reads as the number 31). */
const results = (lang: Lang, codes: readonly CombatResult[]): string =>
  codes.map((c) => `${RESULT_LABEL[c][lang]} — ${RESULT_MEANING[c][lang]}`).join(' · ')

const ru1 = (n: number, d = 1) => n.toFixed(d).replace('.', ',')

const RU = {
  /** The title strip's first line: the scenario's name (each names the battle and its hours). */
  title: (scenario: string) => `«Бородино»: ${scenario}`,
  side: { fr: 'французы', ru: 'русские' } as Record<Side, string>,
  sideGen: { fr: 'французов', ru: 'русских' } as Record<Side, string>,
  phase: {
    setup: 'расстановка',
    rally: 'восстановление',
    movement: 'передвижение',
    combat: 'бой',
    over: 'игра окончена',
  } as Record<Phase, string>,
  /** A scenario that starts later in the day (SCN.3) counts its own turns beside the day's number. */
  turn: (turn: number, last: number, time: string, first: number) =>
    first > 1
      ? `Ход ${turn} · ${time} (${turn - first + 1}-й из ${last - first + 1})`
      : `Ход ${turn} из ${last} · ${time}`,
  /** Both sides' losses in strength points, of their armies' totals. */
  losses: (ru: number, ruPct: number, fr: number, frPct: number) =>
    `Потери: русские ${ru}/314 (${ru1(ruPct)}%), французы ${fr}/323 (${ru1(frPct)}%)`,
  /** A short scenario's losses (WIN.4): in strength points only, as only part of each army is in it. */
  lossesPlain: (ru: number, fr: number) => `Потери в очках силы: русские ${ru}, французы ${fr}`,
  /** What decides the result, as the top bar's meter shows it. */
  standing: (judge: string, band: string, final: boolean) =>
    final ? `${judge} — итог: ${band}` : `${judge} — если бы бой кончился сейчас: ${band}`,
  seedJudge: (pct: number) => `Исход по потерям русских (WIN.2): ${ru1(pct)}%`,
  arrows: (side: Side, turn: number, time: string) =>
    `Стрелки — ход ${side === 'fr' ? 'французов' : 'русских'} ${turn} (${time}):`,
  noArrows: 'Стрелок нет: ходов ещё не было',
  results: (codes: readonly CombatResult[]) => `Исходы боя: ${results('ru', codes)}`,
  legend: {
    move: 'движение',
    retreat: 'отступление',
    advance: 'наступление',
    attack: 'атака',
    destroyed: 'уничтожена',
  },
  dialog: {
    title: 'Снимок поля',
    lead: 'Карта как она есть: ход и время, потери сторон и стрелки последнего хода — для отчёта о партии на форуме.',
    png: 'Скачать PNG',
    svg: 'Скачать SVG',
    loading: 'Рисуется…',
    failed: 'Снимок не получился: карта не загрузилась. Попробуйте ещё раз.',
    pngFailed: 'PNG на этом устройстве не нарисовался (слишком большой рисунок?). SVG можно скачать.',
    close: 'Закрыть',
    alt: 'Снимок поля',
  },
  /** The record's heading above the embedded picture. */
  recordHead: 'Снимок поля',
}

export type PictureWords = typeof RU

const EN: PictureWords = {
  title: (scenario) => `“Borodino”: ${scenario}`,
  side: { fr: 'French', ru: 'Russians' },
  sideGen: { fr: 'French', ru: 'Russian' },
  phase: { setup: 'setup', rally: 'rally', movement: 'movement', combat: 'combat', over: 'game over' },
  turn: (turn, last, time, first) =>
    first > 1
      ? `Turn ${turn} · ${time} (${turn - first + 1} of ${last - first + 1})`
      : `Turn ${turn} of ${last} · ${time}`,
  losses: (ru, ruPct, fr, frPct) =>
    `Losses: Russians ${ru}/314 (${ruPct.toFixed(1)}%), French ${fr}/323 (${frPct.toFixed(1)}%)`,
  lossesPlain: (ru, fr) => `Losses in strength points: Russians ${ru}, French ${fr}`,
  standing: (judge, band, final) =>
    final ? `${judge} — result: ${band}` : `${judge} — if the battle ended now: ${band}`,
  seedJudge: (pct) => `Result by Russian losses (WIN.2): ${pct.toFixed(1)}%`,
  arrows: (side, turn, time) => `Arrows — the ${side === 'fr' ? 'French' : 'Russian'} turn ${turn} (${time}):`,
  noArrows: 'No arrows: nothing has been played yet',
  results: (codes) => `Combat results: ${results('en', codes)}`,
  legend: { move: 'move', retreat: 'retreat', advance: 'advance', attack: 'attack', destroyed: 'destroyed' },
  dialog: {
    title: 'Board picture',
    lead: 'The map as it stands: the turn and time, both sides’ losses and the last turn’s arrows — for an after-action report.',
    png: 'Download PNG',
    svg: 'Download SVG',
    loading: 'Drawing…',
    failed: 'The picture could not be made: the map did not load. Please try again.',
    pngFailed: 'This device could not draw the PNG (too large a picture?). The SVG can still be downloaded.',
    close: 'Close',
    alt: 'Board picture',
  },
  recordHead: 'Board picture',
}

export const PICTURE_STRINGS: Record<Lang, PictureWords> = { ru: RU, en: EN }
