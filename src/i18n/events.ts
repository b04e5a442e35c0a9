// Events told in words for the game log: the engine reports events as data, this tells them in each language.
// Pure: names come from the caller.
import { turnTime, type GameEvent, type Phase, type Side } from '../engine'
import { CRT_COLUMNS } from '../engine/tables'
import type { Lang } from './lang'
import { pluralRu } from './pluralRu'
import { BAND_LABEL, RESULT_LABEL, RESULT_MEANING } from './terms'

type Names = (id: string) => string

const SIDE: Record<Side, { ru: string; en: string }> = {
  fr: { ru: 'французы', en: 'the French' },
  ru: { ru: 'русские', en: 'the Russians' },
}
const PHASE: Record<Phase, { ru: string; en: string }> = {
  setup: { ru: 'расстановка', en: 'setup' },
  rally: { ru: 'восстановление', en: 'rally' },
  movement: { ru: 'передвижение', en: 'movement' },
  combat: { ru: 'бой', en: 'combat' },
  over: { ru: 'конец игры', en: 'game over' },
}
const CASUALTY = {
  killed: { ru: 'убит', en: 'killed' },
  'badly-wounded': { ru: 'тяжело ранен и выбывает из игры', en: 'badly wounded and out of the game' },
  wounded: { ru: 'легко ранен', en: 'lightly wounded' },
  unhurt: { ru: 'невредим', en: 'unhurt' },
} as const

const list = (ids: string[], names: Names, lang: Lang): string =>
  ids.length ? ids.map(names).join(', ') : lang === 'ru' ? 'никто' : 'none'
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')
const hexesRu = (n: number): string => (n === 1 ? 'клетку' : 'клетки')

function tell(e: GameEvent, lang: Lang, names: Names): { ru: string; en: string } {
  switch (e.type) {
    case 'moved':
      return {
        ru: `${names(e.unit)} идёт ${e.path.join('→')} (${e.cost} ОП).`,
        en: `${names(e.unit)} moves ${e.path.join('→')} (${e.cost} MP).`,
      }
    case 'commander-moved':
      return {
        ru: `${names(e.commander)} едет ${e.path.join('→')}.`,
        en: `${names(e.commander)} rides ${e.path.join('→')}.`,
      }
    case 'limbered':
      return { ru: `${names(e.unit)} берёт орудия на передки.`, en: `${names(e.unit)} limbers.` }
    case 'unlimbered':
      return { ru: `${names(e.unit)} ставит орудия к бою.`, en: `${names(e.unit)} unlimbers.` }
    case 'zoc-stop':
      return {
        ru: `${names(e.unit)} останавливается в зоне контроля противника в ${e.hex}.`,
        en: `${names(e.unit)} stops in an enemy zone of control at ${e.hex}.`,
      }
    case 'phase-started':
      return {
        ru: `Ход ${e.turn} (${turnTime(e.turn)}), ходят ${SIDE[e.side].ru}: фаза «${PHASE[e.phase].ru}».`,
        en: `Turn ${e.turn} (${turnTime(e.turn)}), ${SIDE[e.side].en}: ${PHASE[e.phase].en} phase.`,
      }
    case 'game-over': {
      const pct = e.lossesPct.toFixed(1)
      const band = BAND_LABEL[e.band]
      if (e.points)
        return {
          ru: `Игра окончена. Очки французов — ${e.points.fr}, русских — ${e.points.ru}: ${band.ru}.`,
          en: `The game is over. French points ${e.points.fr}, Russian ${e.points.ru}: ${band.en}.`,
        }
      if (e.score !== undefined)
        return {
          ru: `Игра окончена. Счёт варианта — ${e.score.toFixed(1).replace('.', ',')}: ${band.ru}.`,
          en: `The game is over. The variant's score: ${e.score.toFixed(1)}: ${band.en}.`,
        }
      return {
        ru: `Игра окончена. Потери русских — ${e.losses} ${pluralRu(e.losses, 'очко', 'очка', 'очков')} (${pct.replace('.', ',')}%): ${BAND_LABEL[e.band].ru}.`,
        en: `The game is over. Russian losses: ${e.losses} points (${pct}%): ${BAND_LABEL[e.band].en}.`,
      }
    }
    case 'combat-resolved':
    case 'fire-resolved': {
      const who = [...e.attackers, ...e.batteries]
      const col = CRT_COLUMNS[e.column]
      const r = RESULT_LABEL[e.result]
      const m = RESULT_MEANING[e.result]
      const one = who.length === 1
      const verbRu = e.type === 'fire-resolved' ? (one ? 'обстреливает' : 'обстреливают') : one ? 'атакует' : 'атакуют'
      const verbEn = e.type === 'fire-resolved' ? (one ? 'fires on' : 'fire on') : one ? 'attacks' : 'attack'
      return {
        ru:
          `${list(who, names, lang)} ${verbRu} ${names(e.defender)}: ${e.attack} против ${e.defence}, разность ` +
          `${signed(e.diff)} (колонка ${col}), кубик ${e.die} — ${r.ru} ` +
          `(${m.ru})${e.noEffect ? ' — без последствий: рядом с целью нет атакующих, а дальних батарей результат не касается (ART.6)' : ''}.`,
        en:
          `${list(who, names, lang)} ${verbEn} ${names(e.defender)}: ${e.attack} against ${e.defence}, ` +
          `differential ${signed(e.diff)} (column ${col}), die ${e.die}: ${r.en} ` +
          `(${m.en})${e.noEffect ? ' — no effect: no attacker stands next to the target, and distant batteries are untouched (ART.6)' : ''}.`,
      }
    }
    case 'rallied':
      return {
        ru: `${names(e.unit)} приходит в порядок (кубик ${e.die}${e.bonus ? ' +1 командующий' : ''}, нужно ${e.need}).`,
        en: `${names(e.unit)} rallies (die ${e.die}${e.bonus ? ' +1 commander' : ''}, needed ${e.need}).`,
      }
    case 'rally-failed':
      return {
        ru: `${names(e.unit)} не приходит в порядок (кубик ${e.die}${e.bonus ? ' +1 командующий' : ''}, нужно ${e.need}).`,
        en: `${names(e.unit)} fails to rally (die ${e.die}${e.bonus ? ' +1 commander' : ''}, needed ${e.need}).`,
      }
    case 'demoralized':
      // CMD.4: a commander killed demoralizes his whole command at once; the line says why.
      return e.rule === 'CMD.4'
        ? {
            ru: `Часть ${names(e.unit)} деморализована: её командующий убит.`,
            en: `${names(e.unit)} is demoralized: its commander has been killed.`,
          }
        : { ru: `Часть ${names(e.unit)} деморализована.`, en: `${names(e.unit)} is demoralized.` }
    case 'retreat-check':
      return e.held
        ? {
            ru: `${names(e.commander)} удерживает ${names(e.unit)} на месте (кубик ${e.die} ≤ ${e.rating}).`,
            en: `${names(e.commander)} holds ${names(e.unit)} in place (die ${e.die} ≤ ${e.rating}).`,
          }
        : {
            ru: `${names(e.commander)} не может удержать ${names(e.unit)} (кубик ${e.die} > ${e.rating}).`,
            en: `${names(e.commander)} cannot hold ${names(e.unit)} (die ${e.die} > ${e.rating}).`,
          }
    case 'retreat-required':
      return {
        ru: `Часть ${names(e.unit)} должна отступить на ${e.hexes} ${hexesRu(e.hexes)}.`,
        en: `${names(e.unit)} must retreat ${e.hexes} hex${e.hexes === 1 ? '' : 'es'}.`,
      }
    case 'retreat-step':
      return { ru: `${names(e.unit)} отступает ${e.from}→${e.to}.`, en: `${names(e.unit)} retreats ${e.from}→${e.to}.` }
    case 'unit-destroyed': {
      const why =
        e.cause === 'no-retreat'
          ? { ru: ': отступать некуда', en: ': no way to retreat' }
          : e.cause === 'exchange'
            ? { ru: ' в размене', en: ' in the exchange' }
            : { ru: '', en: '' }
      return {
        ru: `Часть ${names(e.unit)} уничтожена в ${e.hex}${why.ru} (−${e.strength} очк.).`,
        en: `${names(e.unit)} is destroyed at ${e.hex}${why.en} (−${e.strength} pts).`,
      }
    }
    case 'exchange-required':
      return {
        ru:
          `Размен: ${SIDE[e.side].ru} выбирают потери не меньше ${e.need} ` +
          `${pluralRu(e.need, 'очка', 'очков', 'очков')} из: ${list(e.candidates, names, lang)}.`,
        en: `Exchange: ${SIDE[e.side].en} choose losses of at least ${e.need} points from: ${list(e.candidates, names, lang)}.`,
      }
    case 'exchange-losses':
      return {
        ru: `В размене сняты ${list(e.units, names, lang)} (${e.removed} из нужных ${e.need}).`,
        en: `Exchange losses: ${list(e.units, names, lang)} (${e.removed} of ${e.need} needed).`,
      }
    case 'advance-offered':
      return {
        ru: `${capital(SIDE[e.side].ru)} могут продвинуться после боя.`,
        en: `${capital(SIDE[e.side].en)} may advance after combat.`,
      }
    case 'advanced':
      return {
        ru: `${names(e.unit)} продвигается ${e.from}→${e.to}.`,
        en: `${names(e.unit)} advances ${e.from}→${e.to}.`,
      }
    case 'advance-declined':
      return {
        ru: `${capital(SIDE[e.side].ru)} не продвигаются.`,
        en: `${capital(SIDE[e.side].en)} do not advance.`,
      }
    case 'commander-casualty': {
      const dice = e.die2 === null ? `${e.die1}` : `${e.die1}, ${e.die2}`
      const back = e.returnsOnTurn
        ? { ru: `, вернётся на ${e.returnsOnTurn}-м ходу`, en: `, back on turn ${e.returnsOnTurn}` }
        : { ru: '', en: '' }
      return {
        ru: `${names(e.commander)}: ${CASUALTY[e.outcome].ru}${back.ru} (кубики ${dice}).`,
        en: `${names(e.commander)}: ${CASUALTY[e.outcome].en}${back.en} (dice ${dice}).`,
      }
    }
    case 'commander-captured':
      return {
        ru: `${names(e.commander)} попадает в плен в ${e.hex}.`,
        en: `${names(e.commander)} is captured at ${e.hex}.`,
      }
    case 'placed':
      return e.hex
        ? { ru: `Часть ${names(e.unit)} выставлена в ${e.hex}.`, en: `${names(e.unit)} is set up at ${e.hex}.` }
        : { ru: `Часть ${names(e.unit)} снята с карты.`, en: `${names(e.unit)} is taken back off the map.` }
    case 'commander-placed':
      return e.hex
        ? { ru: `${names(e.commander)} — в ${e.hex}.`, en: `${names(e.commander)} is set up at ${e.hex}.` }
        : { ru: `${names(e.commander)} снят с карты.`, en: `${names(e.commander)} is taken back off the map.` }
    case 'setup-finished':
      return {
        ru: `Расстановку закончили ${SIDE[e.side].ru}.`,
        en: `${capital(SIDE[e.side].en)} have finished their setup.`,
      }
    case 'commander-returned':
      return {
        ru: `${names(e.commander)} возвращается в строй к ${names(e.unit)} (${e.hex}).`,
        en: `${names(e.commander)} returns to ${names(e.unit)} (${e.hex}).`,
      }
  }
}

/** One log line for an event, in the given language. */
export function describeEvent(event: GameEvent, lang: Lang, names: Names): string {
  return tell(event, lang, names)[lang]
}
