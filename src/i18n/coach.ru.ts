// Russian words of the coach: the consequences under the attack preview, the warnings before a costly move or
// phase end, and their switch. The English file has the same shape (coach.en.ts).
export const coachRu = {
  /** The consequences' block. */
  title: 'Чем кончится',
  defenderDestroyed: 'Защитник уничтожен',
  attackersAtRisk: 'Может погибнуть из атакующих:',
  noRetreatShare: (p: string) => `из них отступление перекрыто: ${p}`,
  noRetreatAll: 'отступление перекрыто',
  losses: 'Потери в среднем',
  attacker: 'атакующий',
  defender: 'защитник',
  points: 'очк.',
  lossesHint: 'Ожидаемые потери очков силы каждой стороной (по лицевой стороне фишек, как в WIN.1).',
  details: 'Подробно по результатам',
  result: 'Результат',
  chance: 'Шанс',
  die: 'Кубик',
  what: 'Что будет на этой карте',
  givenHint: 'Шансы в скобках — при этом результате. Диапазон «0–33 %» — итог зависит от выбора игрока.',
  commanders: 'Командующие',
  noRisk: 'вне опасности',
  /** What one result does on this board (CBT.8–10, ART.6, CMD.2, CMD.5). */
  noEffect: 'не действует: рядом с целью нет атакующих частей',
  destroyed: (unit: string) => `${unit}: уничтожена`,
  noRetreat: (unit: string, n: number) => `${unit}: отступление на ${n} перекрыто — уничтожена`,
  holds: (unit: string, commander: string) => `${unit} стоит: ${commander} удерживает её на месте`,
  retreat1: (unit: string, ends: string) => `${unit} отступает на 1 — в ${ends}`,
  retreat2: (unit: string, first: string, ends: string) => `${unit} отступает на 2 — через ${first}, до ${ends}`,
  exchange: (side: string, need: number) => `размен: ${side} снимает части не меньше чем на ${need} очк. (на выбор)`,
  captured: (commander: string) => `${commander} попадает в плен`,
  /** A commander's risk (CMD.4, CMD.5). */
  killed: 'убит',
  badlyWounded: 'тяжело ранен',
  wounded: 'ранен',
  capturedShort: 'плен',
  /** Warnings before a costly legal step. */
  warnTitle: 'Внимание',
  commanderCaptured: (commander: string, hex: string) =>
    `${commander} (${hex}) один рядом с противником: в конце фазы попадёт в плен`,
  commanderAlone: (commander: string, hex: string) =>
    `${commander} останется один рядом с противником (${hex}) и в конце фазы попадёт в плен`,
  mayStillMove: 'если не уйдёт или к нему не подойдёт часть',
  cannotMove: 'сам он уйти уже не может',
  retreatBlocked: (unit: string, hex: string, enemies: string) =>
    `Часть ${unit} (${hex}) лишится последнего пути отступления от ${enemies}: при отступлении она будет уничтожена`,
  noRetreatHere: (unit: string, enemies: string) =>
    `Здесь части ${unit} некуда отступать от ${enemies}: любой результат с отступлением уничтожит её`,
  /** The confirmation before a phase end. */
  phaseTitle: 'Закончить фазу?',
  phaseIntro: 'Если закончить фазу сейчас:',
  phaseAvoid: 'Чтобы спасти командующего, переведите его в клетку его части или подведите часть к нему.',
  endAnyway: 'Всё равно завершить',
  back: 'Вернуться',
  /** The switch in the menu. */
  settingOn: 'Предупреждения: вкл.',
  settingOff: 'Предупреждения: выкл.',
  settingHint: 'Предупреждать перед дорогим ходом и перед концом фазы, если командующий попадёт в плен',
}
