// Russian texts for «Фаланга»: rule names, refusals, events, labels and the glossary, in our own words.
import { idParts, list, str } from './phalanx.naming'
import { pluralRu } from './pluralRu'
import type { PhalanxStrings } from './phalanx.types'

const SIDE_SHORT = { south: 'юг', north: 'север' } as const
const TYPE = {
  strategos: 'Стратег',
  hoplites: 'Гоплиты',
  cavalry: 'Конница',
  peltasts: 'Пельтасты',
  camp: 'Лагерь',
} as const

const unitName = (id: string): string => {
  const p = idParts(id)
  if (!p) return `«${id.slice(0, 32)}»`
  return `${TYPE[p.kind]}${p.n ? ' ' + p.n : ''} (${SIDE_SHORT[p.side]})`
}
const FACING = {
  F12: 'на 12 часов (↑ вверх)',
  F2: 'на 2 часа (↗ вверх-вправо)',
  F4: 'на 4 часа (↘ вниз-вправо)',
  F6: 'на 6 часов (↓ вниз)',
  F8: 'на 8 часов (↙ вниз-влево)',
  F10: 'на 10 часов (↖ вверх-влево)',
} as const
const facingName = (f: unknown): string => Object.values(FACING)[Number(f)] ?? '—'
const PHASE = { movement: 'движение', facing: 'разворот', attack: 'атаки' } as const
const phaseName = (p: unknown): string => PHASE[str(p) as keyof typeof PHASE] ?? str(p)
const names = (ids: unknown, name: (id: string) => string): string => list(ids).map(name).join(', ')
/** «не больше N гексов»: the genitive after a number. */
const hexesGen = (n: unknown): string => pluralRu(Number(str(n)), 'гекса', 'гексов', 'гексов')

export const phalanxRu: PhalanxStrings = {
  game: { name: 'Фаланга', tagline: 'Битва гоплитов без кубиков — на пятнадцать минут' },
  side: { south: 'Юг', north: 'Север' },
  unitType: TYPE,
  unitName,
  phase: { movement: 'Движение', facing: 'Разворот', attack: 'Атаки' },
  facing: FACING,
  direction: { NE: 'северо-восток', E: 'восток', SE: 'юго-восток', SW: 'юго-запад', W: 'запад', NW: 'северо-запад' },
  labels: {
    movementPhase: 'Движение',
    facingPhase: 'Разворот',
    attackPhase: 'Атаки',
    endTurn: 'Конец хода',
    endPhase: 'Дальше',
    leaveCamp: 'Выйти из лагеря',
    routed: 'В бегстве',
    lastTurn: 'Последний ход',
    score: 'Счёт',
    losses: 'Потери',
    inCamp: 'В лагере',
    strengthVsDefence: (s, d) => `Атака ${s} против защиты ${d}`,
    turnOf: (n, side) => `Ход ${n} · ходит ${side === 'south' ? 'Юг' : 'Север'}`,
  },
  ruleName: {
    'PH-MAP.1': 'Поле боя',
    'PH-MAP.2': 'Стороны поля',
    'PH-MAP.3': 'Номера гексов',
    'PH-MAP.4': 'Направления и соседи',
    'PH-MAP.5': 'Местность',
    'PH-MAP.6': 'Лагеря',
    'PH-UNIT.1': 'Состав армии',
    'PH-UNIT.2': 'Характеристики отрядов',
    'PH-UNIT.3': 'Что известно об отряде',
    'PH-UNIT.4': 'Стратег',
    'PH-UNIT.5': 'Фронт отряда',
    'PH-UNIT.6': 'Один отряд в гексе',
    'PH-SETUP.1': 'Начальная позиция',
    'PH-SETUP.2': 'Кто ходит первым',
    'PH-SETUP.3': 'Выход из лагеря',
    'PH-SETUP.4': 'Срок выхода из лагеря',
    'PH-SETUP.5': 'Отряды в лагере',
    'PH-SEQ.1': 'Очерёдность ходов',
    'PH-SEQ.2': 'Фазы хода',
    'PH-SEQ.3': 'У каждого игрока свой первый ход',
    'PH-MOVE.1': 'Кто и как движется',
    'PH-MOVE.2': 'Скорость',
    'PH-MOVE.3': 'Движение только во фронт',
    'PH-MOVE.4': 'Занятые гексы и край поля',
    'PH-MOVE.5': 'Без разворота на ходу',
    'PH-ZOC.1': 'Зон контроля нет',
    'PH-FACE.1': 'Разворот',
    'PH-FACE.2': 'Фронт сохраняется',
    'PH-FACE.3': 'Фронт не меняет защиту',
    'PH-CBT.1': 'Атаки по желанию',
    'PH-CBT.2': 'Кто может атаковать',
    'PH-CBT.3': 'Одна атака на отряд и на цель',
    'PH-CBT.4': 'Сила атаки и сила защиты',
    'PH-CBT.5': 'Итог атаки',
    'PH-CBT.6': 'Порядок атак',
    'PH-CBT.7': 'Сколько нужно атакующих',
    'PH-WIN.1': 'Потери',
    'PH-WIN.2': 'Проверка в конце хода',
    'PH-WIN.3': 'Последний ход',
    'PH-WIN.4': 'Стоимость отрядов',
    'PH-WIN.5': 'Подсчёт очков',
    'PH-WIN.6': 'Победитель',
    'PH-WIN.7': 'Без предела ходов',
    'PH-OPT.1': 'Случайная защита (по желанию)',
  },
  refusal: {
    'command.unknown': (p) => `Такой команды нет: «${str(p.type)}».`,
    'command.malformed': (p) => `Команда «${str(p.type)}» составлена неверно (поля: ${list(p.fields).join(', ')}).`,
    'game.over': () => 'Игра уже окончена.',
    'phase.wrong': (p) => `Сейчас фаза «${phaseName(p.phase)}», а это делается в фазе «${phaseName(p.expected)}».`,
    'unit.unknown': (p, n) => `Отряда ${n(str(p.unit))} нет.`,
    'unit.not-own': (p, n) => `${n(str(p.unit))} — отряд противника: сейчас не его ход.`,
    'unit.lost': (p, n) => `Отряд ${n(str(p.unit))} уже выбыл из боя.`,
    'move.already-moved': (p, n) => `Отряд ${n(str(p.unit))} уже двигался в этот ход: каждый отряд движется один раз.`,
    'move.camp-immobile': () => 'Лагерь не двигается.',
    'move.too-long': (p, n) =>
      `Отряд ${n(str(p.unit))} проходит не больше ${str(p.speed)} ${hexesGen(p.speed)} за ход, а в пути — ${str(p.steps)}.`,
    'move.not-adjacent': (p) => `Шаг ${str(p.step)}: гекс ${str(p.hex)} не соседний — путь должен идти гекс за гексом.`,
    'move.not-front': (p, n) =>
      `Шаг ${str(p.step)}: гекс ${str(p.hex)} не во фронте отряда ${n(str(p.unit))} (фронт ${facingName(p.facing)}). Сначала разверните его в фазе разворота.`,
    'move.occupied': (p, n) =>
      `Шаг ${str(p.step)}: гекс ${str(p.hex)} занят (${n(str(p.by))}). Сквозь отряды не проходят.`,
    'move.off-board': (p) => `Шаг ${str(p.step)}: «${str(p.hex)}» — за краем поля.`,
    'move.exit-facing-missing': (p, n) =>
      `Выводя отряд ${n(str(p.unit))} из лагеря, выберите, куда он будет обращён фронтом.`,
    'move.peltasts-no-facing': () => 'У пельтастов нет направления фронта: они движутся в любую сторону.',
    'move.no-turning': (p, n) =>
      `Отряд ${n(str(p.unit))} не может развернуться на ходу: фронт меняют в фазе разворота, после движения.`,
    'face.no-facing': (p, n) => `${n(str(p.unit))}: разворачивают только гоплитов и конницу.`,
    'face.not-on-board': (p, n) => `${n(str(p.unit))} не на поле — разворачивать нечего.`,
    'face.unchanged': (p, n) => `Отряд ${n(str(p.unit))} уже обращён фронтом ${facingName(p.facing)}.`,
    'attack.no-attackers': () => 'Выберите хотя бы один атакующий отряд.',
    'attack.target-own': (p, n) => `${n(str(p.unit))} — ваш собственный отряд.`,
    'attack.target-not-on-board': (p, n) => `${n(str(p.unit))} не на поле: отряды в лагере атаковать нельзя.`,
    'attack.attacker-not-own': (p, n) => `${n(str(p.unit))} — отряд противника, он не атакует в ваш ход.`,
    'attack.attacker-not-on-board': (p, n) => `${n(str(p.unit))} не на поле и атаковать не может.`,
    'attack.attacker-no-strength': (p, n) => `${n(str(p.unit))}: сила атаки 0, атаковать нечем.`,
    'attack.not-front': (p, n) => `${n(str(p.target))} не в соседнем гексе перед фронтом отряда ${n(str(p.unit))}.`,
    'attack.attacker-repeated': (p, n) => `Отряд ${n(str(p.unit))} указан дважды.`,
    'attack.attacker-used': (p, n) => `Отряд ${n(str(p.unit))} уже участвовал в атаке в этот ход.`,
    'attack.target-used': (p, n) =>
      `Отряд ${n(str(p.unit))} уже атакован в этот ход: все, кто бьёт одну цель, атакуют её вместе.`,
    'end.camp-deadline': (p, n) =>
      `Третий ход — последний срок выхода из лагеря, а там ещё ${names(p.units, n)}. Выведите их: рядом с лагерем есть свободный гекс.`,
  },
  event: {
    moved: (e, n) =>
      e.from === 'camp'
        ? `Отряд ${n(e.unit)} выходит из лагеря в ${e.path.join(' → ')}.`
        : `${n(e.unit)}: ${e.from} → ${e.path.join(' → ')}.`,
    faced: (e, n) => `Отряд ${n(e.unit)} разворачивается ${facingName(e.to)}.`,
    attackDeclared: (e, n) =>
      `Атака на отряд ${n(e.target)}: ${names(e.attackers, n)}, ${e.strength} против ${e.defence}.`,
    defenceRolled: (e, n) => `Кубик за отряд ${n(e.target)}: ${e.die}, защита теперь ${e.defence}.`,
    routed: (e, n) => `Отряд ${n(e.unit)} обращён в бегство (${e.strength} против ${e.defence}) и снят с поля.`,
    attackFailed: (e, n) => `Атака на отряд ${n(e.target)} не удалась: ${e.strength} против ${e.defence}.`,
    unitsLostInCamp: (e, n) => `Из лагеря не вышли и потеряны: ${names(e.units, n)}.`,
    phaseStarted: (e) => `Фаза «${phaseName(e.phase)}».`,
    turnStarted: (e) => `Ход ${e.gameTurn}: ходит ${e.side === 'south' ? 'Юг' : 'Север'} (его ${e.ownTurn}-й ход).`,
    lastTurn: (e) => `У ${e.side === 'south' ? 'Юга' : 'Севера'} потеряно четыре отряда: это его последний ход.`,
    gameEnded: (e) => {
      if (e.reason === 'agreedDraw') return 'Игра окончена: ничья по согласию.'
      if (e.reason === 'turnLimit') return 'Игра окончена: ходы исчерпаны, ничья.'
      const s = e.scores ?? { south: 0, north: 0 }
      const who = e.winner === null ? 'ничья' : `победил ${e.winner === 'south' ? 'Юг' : 'Север'}`
      return `Игра окончена: ${e.breaking === 'south' ? 'Юг' : 'Север'} дрогнул. Счёт Юг ${s.south} — Север ${s.north}, ${who}.`
    },
  },
  glossary: {
    phalanx: { term: 'Фаланга', meaning: 'Сомкнутый строй гоплитов; так называется и сама игра.' },
    unit: { term: 'Отряд', meaning: 'Одна фишка на поле: гоплиты, конница, пельтасты или лагерь.' },
    hoplites: { term: 'Гоплиты', meaning: 'Тяжёлая пехота: медленная, но крепкая в защите.' },
    strategos: { term: 'Стратег', meaning: 'Полководец; отряд гоплитов со стратегом сильнее прочих и стоит 2 очка.' },
    cavalry: { term: 'Конница', meaning: 'Быстрые всадники: два гекса за ход, но защита слабая.' },
    peltasts: { term: 'Пельтасты', meaning: 'Лёгкая пехота без направления фронта: ходит и бьёт в любую сторону.' },
    camp: { term: 'Лагерь', meaning: 'Гекс, откуда армия выходит на поле; он тоже отряд и тоже может пасть.' },
    attackStrength: {
      term: 'Сила атаки',
      meaning: 'Сколько отряд вкладывает в атаку; у нескольких атакующих силы складываются.',
    },
    defenceStrength: {
      term: 'Сила защиты',
      meaning: 'Сколько нужно набрать атакующим, чтобы обратить отряд в бегство.',
    },
    speed: { term: 'Скорость', meaning: 'На сколько гексов отряд может продвинуться за ход.' },
    turn: { term: 'Ход', meaning: 'Очередь одного игрока: движение, разворот, атаки.' },
    firstTurn: { term: 'Первый ход', meaning: 'Первая очередь каждого игрока; у каждого она своя.' },
    movement: { term: 'Движение', meaning: 'Перемещение отрядов по гексам — только в сторону фронта.' },
    front: { term: 'Фронт', meaning: 'Два соседних гекса у того угла, куда обращён отряд.' },
    facing: { term: 'Направление фронта', meaning: 'Угол гекса, к которому повёрнут отряд.' },
    vertex: { term: 'Угол гекса', meaning: 'Одна из шести вершин шестиугольника.' },
    turnUnit: { term: 'Развернуть', meaning: 'Повернуть отряд фронтом к другому углу; делается после движения.' },
    leaveCamp: {
      term: 'Выход из лагеря',
      meaning: 'Первый шаг отряда на поле; направление фронта выбирается перед ним.',
    },
    attack: { term: 'Атака', meaning: 'Удар по соседнему вражескому отряду перед фронтом, одним отрядом или сообща.' },
    routed: { term: 'Обращён в бегство', meaning: 'Итог атаки, набравшей не меньше силы защиты цели.' },
    removed: { term: 'Снят с поля боя', meaning: 'Бежавший отряд убирают с поля; его гекс пустеет.' },
    losses: { term: 'Потери', meaning: 'Бежавшие отряды и те, что не успели выйти из лагеря.' },
    victoryPoints: { term: 'Победные очки', meaning: 'Итог игры: стратег стоит 2 очка, остальные отряды по 1.' },
    hex: { term: 'Гекс', meaning: 'Шестиугольная клетка поля боя.' },
    flank: { term: 'Фланг', meaning: 'Край строя; левый и правый — глядя в сторону противника.' },
    support: { term: 'Поддержка', meaning: 'Ещё один отряд, присоединившийся к атаке на ту же цель.' },
    die: { term: 'Кубик (к6)', meaning: 'Нужен только в необязательном правиле случайной защиты.' },
    optionalRule: { term: 'Необязательное правило', meaning: 'Дополнение, которое игроки включают по желанию.' },
  },
}
