// Russian words of play by mail in «Фаланга»: the menu's entry, the turn file's buttons and where the game stands.
// What is wrong with a turn file is said as in Borodino (pbm.ru.ts): the same protocol, the same checks. The English
// file has the same shape.
import type { Widen } from './ru'
import { pbmRu } from './pbm.ru'

type Side = 'south' | 'north'
const whose = (s: Side): string => (s === 'south' ? 'Юга' : 'Севера')

export const phalanxPbmRu = {
  title: 'Игра по переписке',
  intro:
    'Двое играют каждый за своим экраном и обмениваются файлами хода (почтой, в мессенджере). ' +
    'Каждый файл проверяется: та же партия, тот же ход, правила принимают каждую команду. ' +
    'С правилом случайной защиты кубики решают секреты обоих игроков: никто не может выбрать бросок.',
  startAs: (s: Side) => (s === 'south' ? 'Начать за Юг' : 'Начать за Север'),
  startNote: 'Начнётся новая партия с правилами текущей; отправьте первый файл сопернику.',
  join: 'Открыть файл соперника…',
  joinNote: 'Чтобы присоединиться к игре, откройте присланный вам первый файл.',
  leave: 'Продолжить за одним экраном',
  leaveNote: 'Обмен файлами прекратится, партия продолжится за этим экраном.',
  leaveSure: 'Точно? Обмен нельзя будет возобновить; скажите сопернику, что партия продолжится без него.',
  leaveCancel: 'Отмена',
  send: 'Отправить ход',
  open: 'Открыть ход',
  sendAgain: 'Отправить ещё раз',
  you: (s: Side) => `Вы играете за ${s === 'south' ? 'Юг' : 'Север'}.`,
  status: {
    play: 'Ваш ход. Когда он закончится, отправьте его сопернику.',
    send: 'Ваш ход окончен: отправьте файл сопернику.',
    opening: 'Отправьте файл сопернику, чтобы начать партию.',
    wait: (s: Side) => `Ждём файл хода ${whose(s)}. Когда он придёт, нажмите «Открыть ход».`,
    over: 'Партия окончена.',
  },
  started: 'Партия по переписке начата. Отправьте первый файл сопернику.',
  joined: 'Вы присоединились к партии. Отправьте ответный файл сопернику.',
  opened: (s: Side) => `Ход ${whose(s)} открыт.`,
  answered: 'Ответ соперника получен: ваш ход.',
  kept: (name: string) => `Прежняя партия сохранена под именем «${name}».`,
  notKept: 'Прежнюю партию не удалось сохранить (память браузера заполнена): новая не начата.',
  saved: (name: string) => `Файл «${name}» сохранён. Пошлите его сопернику.`,
  notYours: 'Игра по переписке: сейчас не ваш черёд. Отправьте свой ход или откройте файл хода соперника.',
  left: 'Партия продолжается за одним экраном.',
  refusedTitle: pbmRu.refusedTitle,
  details: pbmRu.details,
  problem: { ...pbmRu.problem, malformed: 'В файле испорчены данные обмена.' },
}

export type PhalanxPbmStrings = Widen<typeof phalanxPbmRu>
