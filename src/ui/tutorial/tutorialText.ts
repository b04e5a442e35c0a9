// The tutorial's words (both languages) come with its chunk (tutorialFeature.ts), loaded when the tutorial is running or offered.
import { useEffect } from 'react'
import { create } from 'zustand'
import type { StepText } from '../../i18n/content/tutorial'
import { useTutorial } from '../../store/tutorial'

/** A screen with no hover (a phone, a tablet): the steps say «touch and hold» where they would say «hover». */
const touchScreen = (): boolean =>
  globalThis.matchMedia?.('(hover: none)').matches === true ||
  globalThis.matchMedia?.('(pointer: coarse)').matches === true

type Texts = Record<'ru' | 'en', Record<string, StepText>>

const useTexts = create<{ texts: Texts | null }>(() => ({ texts: null }))
let loading: Promise<Texts> | null = null
let source: (() => Promise<(touch: boolean) => Texts>) | null = null

/** Where the texts come from: the tutorial's chunk (given by the app, src/ui/features.ts). */
export function setTutorialTextSource(load: () => Promise<(touch: boolean) => Texts>): void {
  source = load
}

export function loadTutorialText(): Promise<Texts> {
  loading ??= (source ? source() : Promise.reject(new Error('no tutorial text source'))).then((textFor) => {
    const texts = textFor(touchScreen())
    useTexts.setState({ texts })
    return texts
  })
  return loading
}

/** The tutorial's texts, or null until loaded (the load starts as soon as the tutorial is active). */
export function useTutorialText(): Texts | null {
  const active = useTutorial((s) => s.active)
  const texts = useTexts((s) => s.texts)
  useEffect(() => {
    if (active && !texts) void loadTutorialText()
  }, [active, texts])
  return texts
}
