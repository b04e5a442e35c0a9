// The tutorial's words, per language and step id (data; the script is in src/tutorial/steps.ts).
import { tutorialEn, tutorialEnTouch } from './tutorial.en'
import { tutorialRu, tutorialRuTouch } from './tutorial.ru'
import { tutorialWinEn, tutorialWinEnTouch } from './tutorialWin.en'
import { tutorialWinRu, tutorialWinRuTouch } from './tutorialWin.ru'
import { tutorialCoachEn, tutorialCoachEnTouch } from './tutorialCoach.en'
import { tutorialCoachRu, tutorialCoachRuTouch } from './tutorialCoach.ru'
import type { StepText } from './stepText'

export type { StepText }

/** The lessons' texts by step id (the second lesson's ids start with "w-", the third's with "c-"). */
export const TUTORIAL_TEXT: Record<'ru' | 'en', Record<string, StepText>> = {
  ru: { ...tutorialRu, ...tutorialWinRu, ...tutorialCoachRu },
  en: { ...tutorialEn, ...tutorialWinEn, ...tutorialCoachEn },
}

/** The same texts for a touch screen: where a step asks to hover, it asks to touch and hold. */
export function tutorialTextFor(touch: boolean): Record<'ru' | 'en', Record<string, StepText>> {
  if (!touch) return TUTORIAL_TEXT
  const over = (texts: Record<string, StepText>, touchTexts: Record<string, Partial<StepText>>) =>
    Object.fromEntries(Object.entries(texts).map(([id, t]) => [id, { ...t, ...touchTexts[id] }]))
  return {
    ru: over(TUTORIAL_TEXT.ru, { ...tutorialRuTouch, ...tutorialWinRuTouch, ...tutorialCoachRuTouch }),
    en: over(TUTORIAL_TEXT.en, { ...tutorialEnTouch, ...tutorialWinEnTouch, ...tutorialCoachEnTouch }),
  }
}
