// Words of the coach's analysis in the review («Разбор ошибок»): the button, the progress, the grades, the
// per-turn worst decisions and the one-line explanation built from the analysis' numbers. Costs are expected
// strength points (ОС / SP); a movement's cost is the computer's estimate of a position, and says so.

export type GradeName = 'inaccuracy' | 'mistake' | 'blunder'
export type DecisionKindName = 'movement' | 'attack' | 'end-combat' | 'retreat' | 'advance' | 'exchange'

const ru1 = (x: number): string => x.toFixed(1).replace('.', ',')
const en1 = (x: number): string => x.toFixed(1)
const pct = (x: number): string => `${Math.round(x * 100)}%`

const RU = {
  title: 'Разбор ошибок',
  analyse: 'Разбор ошибок',
  again: 'Разобрать заново',
  hint: 'Компьютер (уровень «средний») сравнивает каждое решение игрока со своим в той же позиции и отмечает самые дорогие',
  progress: (done: number, total: number) => (total ? `Решение ${done} из ${total}` : 'Подготовка…'),
  cancel: 'Отменить',
  cancelled: 'Разбор отменён',
  failed: 'Разбор не удался',
  summary: (n: number, a: number, b: number, c: number) =>
    `Решений разобрано: ${n}. Неточностей: ${a}, ошибок: ${b}, грубых ошибок: ${c}`,
  grade: { inaccuracy: 'Неточность', mistake: 'Ошибка', blunder: 'Грубая ошибка' } as Record<GradeName, string>,
  mark: { inaccuracy: '?!', mistake: '?', blunder: '??' } as Record<GradeName, string>,
  kind: {
    movement: 'передвижение',
    attack: 'атака',
    'end-combat': 'конец боя',
    retreat: 'отступление',
    advance: 'наступление после боя',
    exchange: 'потери в размене',
  } as Record<DecisionKindName, string>,
  cost: (sp: number) => `−${ru1(sp)} ОС`,
  costTitle: 'ожидаемые очки силы, упущенные против выбора компьютера',
  worstHead: (turn: number, time: string) => `Ход ${turn} · ${time}: худшие решения`,
  noneGraded: 'Отмеченных решений нет: ни одно не уступает выбору компьютера больше чем на 1 ОС',
  verdict: (grade: string, sp: number) => `${grade}: −${ru1(sp)} ОС (ожидаемых) против выбора компьютера`,
  attack: (d: string, enemy: number, own: number, destroy: number) =>
    `атака на ${d}: ожидаемые потери противника ${ru1(enemy)} ОС, свои ${ru1(own)} ОС, уничтожение ${pct(destroy)}`,
  fire: (d: string, enemy: number, own: number, destroy: number) =>
    `огонь по ${d}: ожидаемые потери противника ${ru1(enemy)} ОС, свои ${ru1(own)} ОС, уничтожение ${pct(destroy)}`,
  endCombat: 'закончить бой (без потерь)',
  combatLine: (best: string, played: string) => `Лучше — ${best}. Сделано — ${played}.`,
  plan: (sp: number, best: number, played: number) =>
    `План компьютера оценён на ${ru1(sp)} ОС выше (его оценка позиции, с ожидаемыми потерями и угрозами: ` +
    `${ru1(best)} против ${ru1(played)}). Его ходы — зелёным.`,
  choice: (best: string, sp: number) => `Лучше — ${best}: по оценке компьютера позиция на ${ru1(sp)} ОС выше.`,
  better: 'лучше',
}

type AnalysisStrings = typeof RU

const EN: AnalysisStrings = {
  title: 'Find mistakes',
  analyse: 'Find mistakes',
  again: 'Analyse again',
  hint: "The computer (Normal) compares each of the player's decisions with its own in the same position and marks the costliest",
  progress: (done, total) => (total ? `Decision ${done} of ${total}` : 'Preparing…'),
  cancel: 'Cancel',
  cancelled: 'Analysis cancelled',
  failed: 'The analysis failed',
  summary: (n, a, b, c) => `Decisions analysed: ${n}. Inaccuracies: ${a}, mistakes: ${b}, blunders: ${c}`,
  grade: { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' },
  mark: { inaccuracy: '?!', mistake: '?', blunder: '??' },
  kind: {
    movement: 'movement',
    attack: 'attack',
    'end-combat': 'end of combat',
    retreat: 'retreat',
    advance: 'advance',
    exchange: 'exchange losses',
  },
  cost: (sp) => `−${en1(sp)} SP`,
  costTitle: "expected strength points given up against the computer's choice",
  worstHead: (turn, time) => `Turn ${turn} · ${time}: worst decisions`,
  noneGraded: "No decision marked: none is worse than the computer's choice by more than 1 SP",
  verdict: (grade, sp) => `${grade}: −${en1(sp)} expected SP against the computer's choice`,
  attack: (d, enemy, own, destroy) =>
    `attack on ${d}: expected losses ${en1(enemy)} SP for the enemy, ${en1(own)} SP own, destroyed ${pct(destroy)}`,
  fire: (d, enemy, own, destroy) =>
    `fire on ${d}: expected losses ${en1(enemy)} SP for the enemy, ${en1(own)} SP own, destroyed ${pct(destroy)}`,
  endCombat: 'end the combat (no losses)',
  combatLine: (best, played) => `Better: ${best}. Played: ${played}.`,
  plan: (sp, best, played) =>
    `The computer's plan is valued ${en1(sp)} SP higher (its estimate of the position, expected losses and threats: ` +
    `${en1(best)} against ${en1(played)}). Its moves are in green.`,
  choice: (best, sp) => `Better: ${best}, valued ${en1(sp)} SP higher by the computer's estimate of the position.`,
  better: 'better',
}

export const ANALYSIS_STRINGS: Record<'ru' | 'en', AnalysisStrings> = { ru: RU, en: EN }
