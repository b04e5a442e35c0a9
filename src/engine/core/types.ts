// The small vocabulary shared by every engine module.

export type Side = 'fr' | 'ru'
export const SIDES: readonly Side[] = ['fr', 'ru']
export const otherSide = (s: Side): Side => (s === 'fr' ? 'ru' : 'fr')

/** A hex number as printed on the map: column and row, two digits each (MAP.1). */
export type HexCode = string

export type Level = 1 | 2 | 3
export type Terrain = 'clear' | 'village' | 'forest' | 'brush'
export const TERRAINS: readonly Terrain[] = ['clear', 'village', 'forest', 'brush']

/** Flat-topped hex directions, clockwise from north; opposite = (d + 3) % 6. */
export type DirName = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW'
export const DIR_NAMES: readonly DirName[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW']

export type UnitType = 'infantry' | 'cavalry' | 'artillery'
export type Nationality = 'russian' | 'french' | 'italian' | 'polish' | 'german'

export type Phase = 'setup' | 'rally' | 'movement' | 'combat' | 'over'

/** Text in both languages of the game. */
export interface Bilingual {
  ru: string
  en: string
}
