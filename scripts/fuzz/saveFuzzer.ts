// The save fuzzer: hostile texts through every way a save enters a game (a file imported over a game in
// progress, the autosave read at start, the list of named saves), counting exceptions and games lost. A game is
// lost when a refused load changed the game in progress, when an unreadable autosave was written over, when a
// damaged list's text is gone after a save, or when anything under another key changed.
import { memoryStorage, putSave, unreadableKey } from '../../src/store/saves'
import { seededRand } from '../../src/core'
import { INPUT_KINDS, hostileText, type InputKind } from './saveInputs'
import type { FuzzGame } from './saveGames'

export interface SaveFuzzResult {
  game: string
  inputs: number
  exceptions: number
  gamesLost: number
  unworded: number
  loaded: number
  refused: number
  byKind: Partial<Record<InputKind, number>>
  samples: string[]
}

const OTHER = 'other:key'

export function fuzzSaves(game: FuzzGame, inputs: number, seed: number): SaveFuzzResult {
  const r = seededRand(seed)
  const res: SaveFuzzResult = {
    game: game.name,
    inputs: 0,
    exceptions: 0,
    gamesLost: 0,
    unworded: 0,
    loaded: 0,
    refused: 0,
    byKind: {},
    samples: [],
  }
  const fail = (what: 'exceptions' | 'gamesLost' | 'unworded', kind: string, detail: string) => {
    res[what]++
    if (res.samples.length < 10) res.samples.push(`${what} (${kind}): ${detail.slice(0, 200)}`)
  }
  // One store with a game in progress takes every import; its state must not move on a refusal.
  const kv = memoryStorage()
  kv.setItem(OTHER, 'untouched')
  const g = game.make(kv, true)
  const valid = g.saveText()
  for (let i = 0; i < inputs; i++) {
    const kind = INPUT_KINDS[i % INPUT_KINDS.length]!
    const text = hostileText(kind, r, valid, game.maxChars)
    res.inputs++
    res.byKind[kind] = (res.byKind[kind] ?? 0) + 1
    try {
      // A file imported over the game in progress.
      const before = g.state()
      const problems = g.loadText(text)
      if (problems.length) {
        res.refused++
        if (g.state() !== before) fail('gamesLost', kind, 'a refused load changed the game')
        for (const p of problems)
          if (!game.words.every((w) => (w[p.code] ?? '').length > 10)) fail('unworded', kind, p.code)
      } else {
        res.loaded++
        if (game.check(g.saveText()).length) fail('gamesLost', kind, 'a loaded game does not save back')
        // The next import meets the game in progress again: the same store, given its game back (a new store per
        // loaded input kept every earlier one alive, and a long run slowed to a crawl collecting them).
        if (g.loadText(valid).length) fail('gamesLost', kind, 'the game in progress could not be put back')
      }
      // Every fourth input also as the autosave at start and as the list of named saves (they replay less often).
      if (i % 4 === 0) {
        const a = memoryStorage()
        a.setItem(game.autosaveKey, text)
        a.setItem(OTHER, 'untouched')
        const s = game.make(a, false)
        s.playOne()
        s.flush()
        if (s.broken() && a.getItem(game.autosaveKey) !== text)
          fail('gamesLost', kind, 'an unreadable autosave was written over')
        const l = game.list(a)
        a.setItem(l.key, text)
        putSave(l, 'fuzz', s.entry())
        const kept =
          a.getItem(unreadableKey(l.key)) === text ||
          (a.getItem(l.key) ?? '').includes(JSON.stringify(text).slice(1, -1))
        if (!kept && text !== '[]') fail('gamesLost', kind, 'a damaged list of saves is gone')
        if (a.getItem(OTHER) !== 'untouched') fail('gamesLost', kind, 'another key changed')
      }
    } catch (e) {
      fail('exceptions', kind, e instanceof Error ? `${e.name}: ${e.message}` : String(e))
    }
  }
  if (kv.getItem(OTHER) !== 'untouched') fail('gamesLost', 'all', 'another key changed')
  return res
}
