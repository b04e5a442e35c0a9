// The tutorial's words, per language and step id (data; the script is in src/tutorial/steps.ts).
import { tutorialEn } from './tutorial.en'
import { tutorialRu } from './tutorial.ru'
import { tutorialWinEn } from './tutorialWin.en'
import { tutorialWinRu } from './tutorialWin.ru'

export interface StepText {
  title: string
  /** Paragraphs separated by blank lines; rule ids (ZOC.4) become links. */
  text: string
  /** What to do now, shown in bold. */
  todo: string
  /** A short label next to the arrow on the board. */
  callout: string
}

/** Both lessons' texts by step id (the second lesson's ids start with "w-"). */
export const TUTORIAL_TEXT: Record<'ru' | 'en', Record<string, StepText>> = {
  ru: { ...tutorialRu, ...tutorialWinRu },
  en: { ...tutorialEn, ...tutorialWinEn },
}
