// Russian words of Borodino's play by mail («Игра по переписке»): the lines both games share (pbmShared.ru.ts, its
// turns always carry dice) and Borodino's own — the introduction, its sides, the hand-over's line. The English file
// has the same shape.
import type { Widen } from './ru'
import { awaitingRu, exchangeRu, mailRu } from './pbmShared.ru'

type Side = 'fr' | 'ru'
const whose = (s: Side): string => (s === 'fr' ? 'французов' : 'русских')

export const pbmRu = {
  ...mailRu(whose, true),
  intro:
    `${exchangeRu} Кубики решают секреты обоих игроков: никто не может выбрать бросок, и никто не знает бросков ` +
    'хода, пока оба не дали свою часть.',
  startAs: (s: Side) => (s === 'fr' ? 'Начать за французов' : 'Начать за русских'),
  startNote: 'Текущий сценарий начнётся заново; отправьте первый файл сопернику.',
  leaveNote: 'Обмен файлами прекратится, партия продолжится за этим экраном с теми же кубиками.',
  you: (s: Side) => `Вы играете за ${whose(s)}.`,
  /** The side panel while the other side plays: no phase's controls, only what is awaited. */
  awaiting: {
    wait: (s: Side) =>
      `Сейчас ходят ${s === 'fr' ? 'французы' : 'русские'}. Их ход придёт файлом: откройте его кнопкой «Открыть ход» ` +
      'над полем — вы увидите, что они сделали, и начнётся ваш ход.',
    ...awaitingRu,
  },
  handoverHint: 'Соперник прислал свой ход: посмотрите, что он сделал, или сразу откройте карту.',
  again: (s: Side) => `▶ Ход ${whose(s)} ещё раз`,
  againHint: 'Последний ход соперника ещё раз, шаг за шагом (до вашего первого действия в этом ходу).',
}

export type PbmStrings = Widen<typeof pbmRu>
