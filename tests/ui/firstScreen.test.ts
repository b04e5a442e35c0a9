// Which visits open on the first screen made at build time (src/ui/firstScreen): only a first visit in Russian, for
// React adopts that HTML only where the app would draw exactly it.
import { describe, expect, it } from 'vitest'
import {
  APP_PARAMS,
  firstScreenScript,
  GAME_KEY_PREFIXES,
  opensOnFirstScreen,
} from '../../src/ui/firstScreen/opensOnFirstScreen'

const opens = (search: string, keys: string[] | null, lang: string | undefined) =>
  opensOnFirstScreen(search, keys, lang, GAME_KEY_PREFIXES, APP_PARAMS)

describe('opensOnFirstScreen', () => {
  it('opens a first visit in Russian, or in an unknown language (the game starts in Russian then)', () => {
    expect(opens('', [], 'ru-RU')).toBe(true)
    expect(opens('?', ['other-site:key'], 'ru')).toBe(true)
    expect(opens('', [], undefined)).toBe(true)
    expect(opens('', [], '')).toBe(true)
  })
  it('not in another language: the app starts in it and draws its own screen', () => {
    expect(opens('', [], 'en-US')).toBe(false)
    expect(opens('', [], 'de')).toBe(false)
  })
  it('not with anything of either game in storage: a saved game, a setting, a chosen language', () => {
    for (const key of ['borodino:autosave', 'borodino:lang', 'borodino:coach', 'phalanx:autosave', 'phalanx:saves'])
      expect(opens('', [key], 'ru-RU'), key).toBe(false)
  })
  it('not with a link that asks the app for something: a game, a seed, a language, the other game, the players', () => {
    for (const q of ['?new=historical', '?seed=5', '?lang=ru', '?game=phalanx', '?scenario=fleches', '?x=1&ru=hard'])
      expect(opens(q, [], 'ru-RU'), q).toBe(false)
  })
  it('a shared link with parameters the app does not read still opens on it', () => {
    expect(opens('?utm_source=vk&fbclid=abc', [], 'ru-RU')).toBe(true)
  })
  it('not when storage cannot be read: a first visit cannot be told from a return', () => {
    expect(opens('', null, 'ru-RU')).toBe(false)
  })
})

describe('firstScreenScript', () => {
  it('is one self-contained call carrying the modules and preloads to load', () => {
    const s = firstScreenScript(['./assets/a.js'], ['./assets/b.js'])
    expect(s.startsWith('(')).toBe(true)
    expect(s).toContain('"./assets/a.js"')
    expect(s).toContain('"./assets/b.js"')
    expect(s).toContain(JSON.stringify(GAME_KEY_PREFIXES))
    // It runs before any module: nothing in it may refer to an import.
    expect(s).not.toMatch(/__vite|__name|import\(|require\(/)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- it must parse as a script of its own
    expect(() => new Function(s)).not.toThrow()
  })
})
