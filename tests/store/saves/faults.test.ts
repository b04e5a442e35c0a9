// The six ways «Фаланга» lost games, each checked in both games through the one saves layer: a deeply nested save,
// an unreadable autosave, an unreadable list of named saves, a name that holds another game, a command list with
// holes, and numbers that reach the review from outside.
import { describe, expect, it } from 'vitest'
import {
  memoryStorage,
  listSaves,
  putSave,
  freeName,
  keptUnreadableList,
  unreadableKey,
} from '../../../src/store/saves'
import { phalanxCodec } from '../../../src/store/phalanx/save'
import { borodinoCodec } from '../../../src/store/game/save/saveReader'
import { createGameStore } from '../../../src/store/game/gameStore'
import { createPhalanxStore } from '../../../src/store/phalanx/store'
import { createReview } from '../../../src/store/review/review'
import { usePhUi } from '../../../src/ui/phalanx/phUi'
import { GAMES, borodino, bundle, phalanx } from './helpers'

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth)
/** A save of the game whose command list holds a command nested `depth` deep. */
const deepSave = (text: string, depth: number): string => text.replace(/"commands":\[/, `"commands":[${nested(depth)},`)

describe.each(GAMES)('$name: 1. a deeply nested save', (game) => {
  it('is refused as too deep, imported or read back, never thrown', () => {
    const g = game.make(memoryStorage())
    const before = g.state()
    for (const depth of [40, 5_000, 100_000]) {
      const text = deepSave(g.saveText(), depth)
      expect(game.check(text)).toEqual([{ code: 'too-deep', detail: '> 32' }])
      expect(g.loadText(text)).toEqual([{ code: 'too-deep', detail: '> 32' }])
      expect(g.state()).toBe(before)
    }
  })

  it('left as the autosave, the game still starts and the text is kept until the player decides', () => {
    const kv = memoryStorage()
    const text = deepSave(game.make(memoryStorage()).saveText(), 5_000)
    kv.setItem(game.autosaveKey, text)
    const g = game.make(kv, false)
    expect(g.broken()?.text).toBe(text)
    expect(g.commands()).toHaveLength(0)
  })
})

describe.each(GAMES)('$name: 2. an unreadable autosave', (game) => {
  it('is kept, untouched, while the player plays, until it is discarded', () => {
    const kv = memoryStorage()
    kv.setItem(game.autosaveKey, '{"format":"damaged')
    const g = game.make(kv, false)
    expect(g.broken()?.text).toBe('{"format":"damaged')
    // Also kept aside under its own key, beside the untouched original.
    expect(kv.getItem(unreadableKey(game.autosaveKey))).toBe('{"format":"damaged')
    g.playOne()
    g.flush()
    expect(kv.getItem(game.autosaveKey)).toBe('{"format":"damaged')
    g.discardBroken()
    expect(g.broken()).toBeNull()
    expect(game.check(kv.getItem(game.autosaveKey)!)).toEqual([])
    expect(kv.getItem(unreadableKey(game.autosaveKey))).toBeNull()
  })

  it('an earlier different copy kept aside is never written over', () => {
    const kv = memoryStorage()
    kv.setItem(unreadableKey(game.autosaveKey), 'earlier')
    kv.setItem(game.autosaveKey, '{"format":"damaged')
    const g = game.make(kv, false)
    g.discardBroken()
    expect(kv.getItem(unreadableKey(game.autosaveKey))).toBe('earlier')
  })
})

describe.each(GAMES)('$name: 3. an unreadable list of named saves', (game) => {
  const damaged = ['[{"name":"morning","te', '{"not":"a list"}', '[{"name":"a","text":"{}"},{"name":5}]', '[null]']
  it.each(damaged)('%s is kept apart before a save is written over it', (text) => {
    const kv = memoryStorage()
    const l = game.list(kv)
    kv.setItem(l.key, text)
    const r = putSave(l, 'evening', game.make(memoryStorage()).entry())
    expect(r.ok).toBe(true)
    expect(keptUnreadableList(l)).toBe(text)
    expect(kv.getItem(unreadableKey(l.key))).toBe(text)
    expect(listSaves(l).map((s) => s.name)).toContain('evening')
  })

  it('a second damaged list is not written over while the first is still kept', () => {
    const kv = memoryStorage()
    const l = game.list(kv)
    kv.setItem(unreadableKey(l.key), 'first')
    kv.setItem(l.key, 'second')
    const r = putSave(l, 'x', game.make(memoryStorage()).entry())
    expect(r).toMatchObject({ ok: false, why: 'unreadable' })
    expect(kv.getItem(l.key)).toBe('second')
    expect(kv.getItem(unreadableKey(l.key))).toBe('first')
  })
})

describe.each(GAMES)('$name: 4. a name that holds another game', (game) => {
  it('is replaced only when the player says so; a later point of the same game replaces it', () => {
    const kv = memoryStorage()
    const l = game.list(kv)
    const a = game.make(memoryStorage())
    expect(putSave(l, 'turn 1', a.entry()).ok).toBe(true)
    const other = game.make(memoryStorage(), false)
    expect(putSave(l, 'turn 1', other.entry())).toMatchObject({ ok: false, why: 'taken' })
    a.playOne()
    expect(putSave(l, 'turn 1', a.entry()).ok).toBe(true)
    expect(putSave(l, 'turn 1', other.entry(), true).ok).toBe(true)
    expect(listSaves(l)).toHaveLength(1)
  })

  it('the offered name is never one a save has', () => {
    const kv = memoryStorage()
    const l = game.list(kv)
    putSave(l, 'Turn 1', game.make(memoryStorage()).entry())
    putSave(l, 'Turn 1 (2)', game.make(memoryStorage()).entry())
    expect(freeName(listSaves(l), 'Turn 1')).toBe('Turn 1 (3)')
  })
})

describe('5. lists with holes', () => {
  // JSON has no holes: these reach the games from code (a save object built in the page, a command from a script).
  const holes = (n: number, ...fill: Array<[number, unknown]>): unknown[] => {
    const a: unknown[] = new Array<unknown>(n)
    for (const [i, v] of fill) a[i] = v
    return a
  }

  it('borodino: a command list with a hole is a damaged command, named by its number', () => {
    const file = JSON.parse(borodino.make(memoryStorage()).saveText()) as Record<string, unknown>
    const r = borodinoCodec(bundle).check({ ...file, commands: holes(2, [1, 'e']) }, 3)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.problems[0]).toMatchObject({ code: 'bad-command', detail: expect.stringMatching(/^№1:/) as string })
  })

  it('phalanx: a command list with a hole is a damaged command, named by its number', () => {
    const file = JSON.parse(phalanx.make(memoryStorage()).saveText()) as Record<string, unknown>
    const r = phalanxCodec.check({ ...file, commands: holes(2, [1, { type: 'endPhase' }]) }, 1)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems[0]).toMatchObject({ code: 'bad-command', detail: '№1: undefined' })
  })

  it('borodino: a list of attackers with a hole is refused as malformed, naming the field', () => {
    const s = createGameStore(bundle, null, { scenarioId: 'demo', seed: 7 })
    s.getState().dispatch({ type: 'attack', defender: 'ru-a', attackers: holes(2, [1, 'fr-i-4']) as string[] })
    expect(s.getState().refusal).toMatchObject({
      code: 'command.malformed',
      params: { fields: ['attackers (strings)'] },
    })
  })

  it('phalanx: a list of attackers with a hole is refused as malformed, naming the field', () => {
    const s = createPhalanxStore(memoryStorage(), null)
    expect(
      s.getState().dispatch({ type: 'attack', target: 'N-H1', attackers: holes(2, [1, 'S-H1']) as string[] }),
    ).toBe(false)
    const r = s.getState().refusal
    expect(r).toMatchObject({ code: 'command.malformed', params: { fields: ['attackers'] } })
  })
})

describe('6. numbers from outside reach the review clamped or refused, never thrown', () => {
  it('borodino: open, jump and step take whole positions within the game; NaN changes nothing', () => {
    const s = createGameStore(bundle, null, { scenarioId: 'demo', seed: 7 })
    s.getState().dispatch({ type: 'rally' })
    s.getState().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    const r = createReview(bundle, s).useReview
    expect(() => r.getState().open(Number.NaN)).not.toThrow()
    expect(r.getState().active).toBe(false)
    r.getState().open(1.7)
    expect(r.getState().position).toBe(1)
    for (const bad of [Number.NaN, '1' as unknown as number, undefined as unknown as number]) {
      expect(() => r.getState().jump(bad)).not.toThrow()
      expect(() => r.getState().step(bad)).not.toThrow()
      expect(r.getState().position).toBe(1)
    }
    r.getState().jump(Number.POSITIVE_INFINITY)
    expect(r.getState().position).toBe(2)
    r.getState().step(-0.5)
    expect(r.getState().position).toBe(2)
    r.getState().jump(-7)
    expect(r.getState().position).toBe(0)
  })

  it('phalanx: the review position is a whole number from 0; NaN changes nothing', () => {
    usePhUi.getState().setReview(2.9)
    expect(usePhUi.getState().review).toBe(2)
    usePhUi.getState().setReview(Number.NaN)
    expect(usePhUi.getState().review).toBe(2)
    usePhUi.getState().setReview(-3)
    expect(usePhUi.getState().review).toBe(0)
    usePhUi.getState().setReview(null)
    expect(usePhUi.getState().review).toBeNull()
  })
})

describe('lists written by earlier builds', () => {
  it('phalanx: a list of the earlier shape (no scenario) is read whole and kept when a save is added', () => {
    const kv = memoryStorage()
    const l = phalanx.list(kv)
    const old = JSON.stringify([{ name: 'old', savedAt: '2026-11-30T10:00:00.000Z', turn: 3, text: '{}' }])
    kv.setItem(l.key, old)
    expect(listSaves(l)).toEqual([
      { name: 'old', savedAt: '2026-11-30T10:00:00.000Z', turn: 3, scenarioId: '', text: '{}' },
    ])
    expect(putSave(l, 'new', phalanx.make(memoryStorage()).entry()).ok).toBe(true)
    expect(listSaves(l).map((s) => s.name)).toEqual(['new', 'old'])
    expect(keptUnreadableList(l)).toBeNull()
  })
})
