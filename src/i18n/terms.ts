// Names of the game's terms in each language: results of the combat table, artillery targets, victory bands.
import type { Bilingual, CombatResult, VictoryBand } from '../engine'
import type { TargetClass } from '../engine/tables'

/** Labels as printed: Russian letters on the Russian table (CBT.7). */
export const RESULT_LABEL: Readonly<Record<CombatResult, Bilingual>> = {
  A1: { ru: 'А1', en: 'A1' },
  A2: { ru: 'А2', en: 'A2' },
  AE: { ru: 'АУ', en: 'AE' },
  D1: { ru: 'З1', en: 'D1' },
  D2: { ru: 'З2', en: 'D2' },
  DE: { ru: 'ЗУ', en: 'DE' },
  EX: { ru: '✱', en: 'EX' },
}

/** A result's meaning in words, added once in running text: «З1» alone reads as the number 31. */
export const RESULT_MEANING: Readonly<Record<CombatResult, Bilingual>> = {
  A1: { ru: 'атакующие отступают на 1', en: 'attackers retreat 1' },
  A2: { ru: 'атакующие отступают на 2', en: 'attackers retreat 2' },
  AE: { ru: 'атакующие уничтожены', en: 'attackers eliminated' },
  D1: { ru: 'защитник отступает на 1', en: 'defender retreats 1' },
  D2: { ru: 'защитник отступает на 2', en: 'defender retreats 2' },
  DE: { ru: 'защитник уничтожен', en: 'defender eliminated' },
  EX: { ru: 'размен', en: 'exchange' },
}

/** Artillery targets (ART.4). */
export const TARGET_LABEL: Readonly<Record<TargetClass, Bilingual>> = {
  infantry: { ru: 'пехота в боевом порядке', en: 'infantry in good order' },
  'infantry-demoralized': { ru: 'деморализованная пехота', en: 'demoralized infantry' },
  cavalry: { ru: 'кавалерия в боевом порядке', en: 'cavalry in good order' },
  'cavalry-demoralized': { ru: 'деморализованная кавалерия', en: 'demoralized cavalry' },
  battery: { ru: 'батарея', en: 'battery' },
}

/** Victory bands (WIN.2; a draw only in a short scenario, WIN.4). */
export const BAND_LABEL: Readonly<Record<VictoryBand, Bilingual>> = {
  'french-decisive': { ru: 'решительная победа французов', en: 'decisive French victory' },
  'french-marginal': { ru: 'малая победа французов', en: 'French marginal victory' },
  'russian-marginal': { ru: 'малая победа русских', en: 'Russian marginal victory' },
  'russian-decisive': { ru: 'решительная победа русских', en: 'decisive Russian victory' },
  draw: { ru: 'ничья', en: 'a draw' },
}
