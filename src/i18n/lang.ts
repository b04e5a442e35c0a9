// The game's languages: Russian first, English as a switch.
export type Lang = 'ru' | 'en'
export const LANGS: readonly Lang[] = ['ru', 'en']
