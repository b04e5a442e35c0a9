// On a touch screen there is no hover: no lesson step asks for one there, in either language.
import { describe, expect, it } from 'vitest'
import { TUTORIAL_TEXT, tutorialTextFor } from '../../src/i18n/content/tutorial'

const HOVER = /навед|курсор|hover/i

describe('lesson texts on a touch screen', () => {
  it('never ask to hover; they say touch and hold instead', () => {
    const touch = tutorialTextFor(true)
    for (const lang of ['ru', 'en'] as const)
      for (const [id, t] of Object.entries(touch[lang])) {
        expect(`${t.text} ${t.todo}`, `${lang} ${id}`).not.toMatch(HOVER)
        if (HOVER.test(`${TUTORIAL_TEXT[lang][id]?.text} ${TUTORIAL_TEXT[lang][id]?.todo}`))
          expect(`${t.text} ${t.todo}`, `${lang} ${id}`).toMatch(/удерживайте|touch and hold/i)
      }
  })

  it('are the mouse texts unchanged elsewhere', () => {
    expect(tutorialTextFor(false)).toBe(TUTORIAL_TEXT)
  })
})
