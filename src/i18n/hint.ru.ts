// Russian words of the coach's hint: the button, its panel and the sentences built from the hint's facts.
import { percentOf } from './coach'
const pct = (p: number): string => percentOf(p, 'ru')
const list = (xs: readonly string[]): string => xs.join(', ')

export const hintRu = {
  button: 'Подсказка',
  thinking: (s: string) => `Тренер думает… ${s} с`,
  cancel: 'Отменить подсказку',
  title: 'Подсказка тренера',
  byLevel: (level: string) => `Так сыграл бы компьютер («${level}») на вашем месте — это следующий шаг его плана.`,
  fellBack: (level: string) => `Ответ уровня «${level}»: более сильный не успел.`,
  apply: 'Сыграть',
  close: 'Закрыть',
  none: 'Решать сейчас нечего.',
  failed: 'Подсказку получить не удалось. Попробуйте ещё раз.',
  used: (n: number) => `Подсказок взято: ${n}`,
  settingOn: 'Подсказки: вкл.',
  settingOff: 'Подсказки: выкл.',
  settingHint: 'Игра «без помощи»: кнопка подсказки скрыта',
  move: (who: string, from: string, to: string) => `Передвинуть ${who} из ${from} в ${to}.`,
  setup: (who: string, to: string) => `Поставить ${who} в ${to}.`,
  setupOff: (who: string) => `Оставить ${who} вне карты.`,
  terrain: (hex: string, terrain: string) => `Клетка ${hex}: ${terrain}.`,
  enemiesNext: (names: readonly string[]) => `Там она окажется рядом с противником: ${list(names)}.`,
  noEnemyNext: 'Рядом с этой клеткой противника нет.',
  joins: (names: readonly string[]) => `Там стоят свои части: ${list(names)} — командующий будет с ними.`,
  attack: (defender: string, attackers: readonly string[]) => `Атаковать ${defender}: ${list(attackers)}.`,
  fire: (target: string, batteries: readonly string[]) => `Обстрелять ${target}: ${list(batteries)}.`,
  odds: (diff: string, column: string) => `Разность сил ${diff}, колонка таблицы ${column}.`,
  destroyed: (p: number, exact: string) =>
    p <= 0
      ? 'Уничтожить защитника этот бой не может (вероятность 0).'
      : p >= 1
        ? 'Защитник будет уничтожен наверняка (вероятность 1).'
        : `Защитник будет уничтожен с вероятностью ${pct(p)} (ровно ${exact}).`,
  retreat: (who: string, to: string) => `Отступить ${who} в ${to}.`,
  advance: (who: string, to: string) => `Продвинуть ${who} в освободившуюся клетку ${to}.`,
  noAdvance: 'Не наступать: остаться на месте.',
  exchange: (names: readonly string[]) => `При размене снять: ${list(names)}.`,
  rally: (n: number) =>
    n > 0
      ? `Бросить кубик на восстановление за деморализованные части (их ${n}).`
      : 'Восстанавливать некого: бросок просто закончит фазу восстановления.',
  warnings: 'Тренер предупреждает об этом шаге:',
  endPhase: (phase: string) => `Закончить фазу «${phase}»: компьютер на вашем месте больше ничего бы в ней не делал.`,
  limber: (who: string) => `Взять ${who} на передки.`,
  unlimber: (who: string) => `Снять ${who} с передков (к бою).`,
}
