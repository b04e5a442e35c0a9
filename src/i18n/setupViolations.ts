// What is wrong with a unit's free setup (SCN.2, STACK.1, MOVE.5, MAP.1), in words; the engine gives the data.
import type { Setup } from '../engine'
import type { Lang } from './lang'

/** `name` is the unit's name in the reader's language. */
export function formatSetupViolation(v: Setup.SetupViolation, name: string, lang: Lang): string {
  const hex = v.hex ?? ''
  const ru = lang === 'ru'
  switch (v.code) {
    case 'unplaced':
      return ru ? `${name}: не выставлена` : `${name}: not placed`
    case 'off-map':
      return ru ? `${name}: клетки ${hex} нет на карте` : `${name}: hex ${hex} is not on the map`
    case 'outside-zone':
      if (v.side === 'ru') {
        return ru
          ? `${name}: ${hex} западнее линии Бородино — Семёновское — Утица`
          : `${name}: ${hex} is west of the Borodino – Semenovskoye – Utitsa line`
      }
      return ru ? `${name}: ${hex} не западнее линии` : `${name}: ${hex} is not west of the line`
    case 'too-close':
      return ru
        ? `${name}: ${hex} ближе чем в ${v.min} клетках от русских (${v.distance})`
        : `${name}: ${hex} is closer than ${v.min} hexes to a Russian unit (${v.distance})`
    case 'occupied':
      return ru ? `${name}: в ${hex} уже стоит ${v.other}` : `${name}: ${hex} already holds ${v.other}`
    case 'battery-terrain':
      return ru
        ? `${name}: батарея в лесу или кустарнике вне дороги (${hex})`
        : `${name}: a battery in forest or brush off the road (${hex})`
  }
}
