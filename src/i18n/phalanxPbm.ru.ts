// Russian words of play by mail in «Фаланга»: the lines both games share (pbmShared.ru.ts), worded by whether the
// game uses the dice rule (PH-OPT.1: without it no dice are named), and the game's own — its introduction and sides,
// the opponent's turn shown after its file is opened, what is awaited while the other side plays, and New game's
// question in a game by mail. The English file has the same shape.
import type { Widen } from './ru'
import { awaitingRu, exchangeRu, mailRu } from './pbmShared.ru'

type Side = 'south' | 'north'
const whose = (s: Side): string => (s === 'south' ? 'Юга' : 'Севера')
const name = (s: Side): string => (s === 'south' ? 'Юг' : 'Север')

/** The words for a game with the dice rule (`dice`) or without it. */
export const phalanxPbmRuFor = (dice: boolean) => ({
  ...mailRu(whose, dice),
  intro:
    `${exchangeRu} Каждый файл проверяется: та же партия, тот же ход, правила принимают каждую команду.` +
    (dice ? ' Кубики случайной защиты решают секреты обоих игроков: никто не может выбрать бросок.' : ''),
  startAs: (s: Side) => `Начать за ${name(s)}`,
  startNote: 'Начнётся новая партия с правилами текущей; отправьте первый файл сопернику.',
  leaveNote: 'Обмен файлами прекратится, партия продолжится за этим экраном.',
  you: (s: Side) => `Вы играете за ${name(s)}.`,
  notYours: 'Игра по переписке: сейчас не ваш черёд. Отправьте свой ход или откройте файл хода соперника.',
  /** The opponent's turn, shown on the board after its file is opened (and again from the strip). */
  turn: {
    title: (s: Side) => `Ход соперника (${name(s)})`,
    before: (s: Side) => `Позиция перед ходом ${whose(s)}. «Вперёд ▶» покажет его действия по одному.`,
    step: (n: number, of: number) => `действие ${n} из ${of}`,
    first: '|◀ К началу хода',
    close: 'К своему ходу',
    again: (s: Side) => `▶ Ход ${whose(s)} ещё раз`,
    againHint: 'Пошаговый показ последнего хода соперника; ваши ходы это не меняет.',
  },
  /** The side panel while the other side plays: no controls, only what is awaited. */
  awaiting: {
    wait: (s: Side) =>
      `Сейчас ходит ${name(s)}. Его ход придёт файлом: откройте его кнопкой «Открыть ход» над полем — ` +
      'вы увидите, что он сделал, и ваш ход начнётся.',
    ...awaitingRu,
  },
  handoverMail: 'В игре по переписке у каждого свой экран: закрывать поле незачем.',
})

export const phalanxPbmRu = phalanxPbmRuFor(false)

export type PhalanxPbmStrings = Widen<typeof phalanxPbmRu>
