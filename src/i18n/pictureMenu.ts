// The menu's entry for the board picture, in the first screen's chunk (the picture's other words come with its dialog).
import type { Lang } from './lang'

export const PICTURE_MENU: Record<Lang, { label: string; hint: string }> = {
  ru: {
    label: 'Снимок поля (PNG/SVG)',
    hint: 'Сохранить карту с фишками, потерями и стрелками последнего хода как картинку',
  },
  en: {
    label: 'Board picture (PNG/SVG)',
    hint: 'Save the map with its counters, the losses and the last turn’s arrows as a picture',
  },
}
