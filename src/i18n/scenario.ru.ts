// Russian words of the scenarios and their victory: the score of WIN.3–4, the briefing, the New game dialog's facts.
import { pluralRu } from './pluralRu'

/** What the words need of a victory standing (the engine's victoryStatus). */
export interface ScoreFacts {
  rule: 'WIN.2' | 'WIN.3' | 'WIN.4'
  score: number
  lossesPct: number
  frLossesPct: number
  edges: readonly [number, number, number]
  points?: { fr: number; ru: number }
  frWeight?: number
}

const num = (n: number) => n.toFixed(1).replace('.', ',')

export const scenarioRu = {
  title: (f: ScoreFacts): string => (f.rule === 'WIN.4' ? 'Очки сторон' : 'Счёт варианта'),
  value: (f: ScoreFacts) => (f.points ? `фр. ${f.points.fr} · рус. ${f.points.ru}` : num(f.score)),
  line: (f: ScoreFacts) =>
    f.points
      ? `Очки французов — ${f.points.fr}, русских — ${f.points.ru}: разность ${f.score > 0 ? '+' : ''}${f.score}.`
      : f.frWeight
        ? `Потери русских ${num(f.lossesPct)}% минус ${f.frWeight === 1 ? '' : `${num(f.frWeight)} × `}потери французов ` +
          `${num(f.frLossesPct)}%: счёт ${num(f.score)} ` +
          `(пороги ${f.edges.join(' / ')}).`
        : `Счёт — потери русских, ${num(f.lossesPct)}%; потери французов (${num(f.frLossesPct)}%) не считаются ` +
          `(пороги ${f.edges.join(' / ')}).`,
  /** The bar's tick at edge i (0–2): which band the edge itself belongs to. */
  tick: (f: ScoreFacts, i: number): string =>
    f.rule === 'WIN.4'
      ? [`−${f.edges[2]}`, '0', `+${f.edges[2]}`][i]!
      : [`≥${f.edges[0]}`, `≥${f.edges[1]}`, `>${f.edges[2]}`][i]!,
  objectives: 'Цели',
  /** The end screen's note on what decided the result, for a game judged by a rule of its own. */
  endNote: {
    'WIN.3': 'Исход решил счёт варианта (WIN.3) по порогам из его описания.',
    'WIN.4': 'Исход решили очки сторон (WIN.4): цели в конце, уничтоженные силы врага, начальные очки.',
  },
  welcome: 'Короткий бой на вечер',
  welcomeSub: 'Эпизод битвы: несколько ходов, часть войск, своя победа',
  heldBy: { fr: 'у французов', ru: 'у русских' },
  briefing: {
    title: 'Вводная',
    situation: 'Обстановка',
    fr: 'Задача французов',
    ru: 'Задача русских',
    time: 'Время',
    timeLine: (from: string, to: string, turns: number) =>
      `${from}–${to}, ${turns} ${pluralRu(turns, 'ход', 'хода', 'ходов')}`,
    start: 'К бою',
    scoring: (d: number) =>
      `Очки: цели, удерживаемые в конце, и сила уничтоженных частей противника. Решает разность: перевес ` +
      `от ${d} — решительная победа, меньший — малая, поровну — ничья.`,
    startPoints: (side: 'fr' | 'ru', n: number) =>
      side === 'ru'
        ? `Русские начинают с ${n} ${pluralRu(n, 'очком', 'очками', 'очками')}: это фора, подобранная так, чтобы ` +
          `компьютер среднего уровня, играя за обе стороны, выигрывал за каждую одинаково часто. Эти очки уже входят в счёт на шкале вверху: ` +
          `французам, чтобы победить, нужно отыграть их целями и уничтоженными силами.`
        : `Французы начинают с ${n} ${pluralRu(n, 'очком', 'очками', 'очками')}: это фора, подобранная так, чтобы ` +
          `компьютер среднего уровня, играя за обе стороны, выигрывал за каждую одинаково часто. Эти очки уже входят в счёт на шкале вверху: ` +
          `русским, чтобы победить, нужно отыграть их целями и уничтоженными силами.`,
  },
  table: {
    caption: 'Сценарии и условия победы',
    scenario: 'Сценарий',
    time: 'Время',
    victory: 'Победа',
    seed: (total: number, e: readonly number[]) => `WIN.2: потери русских в % от ${total}; пороги ${e.join(' / ')}%`,
    losses: (w: number, e: readonly number[]) =>
      `WIN.3: % потерь русских минус ${w === 1 ? '' : `${w} × `}% потерь французов; пороги ${e.join(' / ')}%`,
    shifted: (total: number, e: readonly number[]) => `WIN.3: потери русских в % от ${total}; пороги ${e.join(' / ')}%`,
    objectives: (list: string, d: number) => `WIN.4: цели ${list}; решительная победа — перевес от ${d}`,
    start: (side: 'fr' | 'ru', n: number) =>
      `; ${side === 'ru' ? 'русские' : 'французы'} начинают с ${n} ${pluralRu(n, 'очком', 'очками', 'очками')}`,
  },
  facts: {
    turns: (n: number) => `${n} ${pluralRu(n, 'ход', 'хода', 'ходов')}`,
    units: (fr: number, ru: number) => `частей: ${fr} фр. / ${ru} рус.`,
    thumb: (name: string) =>
      `${name}: где стоят части в начале (синие — французы, зелёные — русские) и цели (золотые кольца)`,
    minutesWhy:
      'Оценка для двоих, знающих правила: столько приказов, сколько отдают за партию ' +
      'компьютеры, по 10 с на решение и 2 с на конец фазы. Первая партия идёт дольше.',
    minutes: (m: number) => `≈${m} мин для знающих правила`,
    balance: (fr: number) => `компьютер против компьютера: французы выигрывают ${fr}%`,
    unmeasured: 'баланс ещё не измерен',
    variant: 'Вариант победы',
    seedRule: 'Обычный (WIN.2)',
  },
}

export type ScenarioWords = typeof scenarioRu
