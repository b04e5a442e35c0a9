import { describe, expect, it, vi } from 'vitest'

// The English chunk fails to load the first time (offline, a new deploy), then loads.
const chunk = vi.hoisted(() => ({ fail: true }))
vi.mock('../../src/i18n/en', async (original) => {
  if (chunk.fail) throw new Error('chunk failed')
  return original()
})

describe('a language chunk that fails to load', () => {
  const stored = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  })

  it('is tried again on the next call, and the choice is remembered only once it loads', async () => {
    const { loadLang } = await import('../../src/i18n')
    await loadLang('ru')
    const { useUi } = await import('../../src/store/ui/uiStore')
    useUi.setState({ lang: 'ru' })
    localStorage.removeItem('borodino:lang')
    useUi.getState().setLang('en')
    await vi.waitFor(() => expect(useUi.getState().message).toMatch(/язык/))
    expect(useUi.getState().lang).toBe('ru')
    expect(localStorage.getItem('borodino:lang')).toBeNull()
    chunk.fail = false
    vi.resetModules()
    useUi.getState().setLang('en')
    await vi.waitFor(() => expect(useUi.getState().lang).toBe('en'))
    expect(localStorage.getItem('borodino:lang')).toBe('en')
  })
})
