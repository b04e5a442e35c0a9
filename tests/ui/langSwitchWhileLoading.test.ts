// A language switch while the current language's on-demand strings are still on their way also fetches the new
// language's: the screens those strings were fetched for are drawn in the language chosen, not the old one.
import { describe, expect, it } from 'vitest'
import { loadLang, loadMore, moreLoaded } from '../../src/i18n'
import { useUi } from '../../src/store/ui/uiStore'

describe('switching language while on-demand strings load', () => {
  it('loads the new language’s on-demand strings too', async () => {
    await loadLang('ru')
    useUi.setState({ lang: 'ru' })
    const pending = loadMore('ru') // e.g. the idle preload of the panels, not arrived yet
    expect(moreLoaded('ru')).toBe(false)
    useUi.getState().setLang('en')
    await pending
    await expect.poll(() => useUi.getState().lang).toBe('en')
    expect(moreLoaded('en')).toBe(true)
  })
})
