// Issue 9, items 2–6: no save file, storage failure or broken autosave can throw, lose or damage a game.
import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { createGameStore } from '../../src/store/game/gameStore'
import {
  MAX_SAVE_CHARS,
  SAVE_FORMAT,
  SAVE_VERSION,
  exportText,
  makeSave,
  saveText,
} from '../../src/store/game/save/save'
import { validateSave } from '../../src/store/game/save/saveReader'
import {
  freeName,
  keptUnreadableList,
  unreadableList,
  AUTOSAVE_KEY,
  SAVES_KEY,
  deleteSave,
  listSaves,
  memoryStorage,
  pickStorage,
  putEntry,
  putSave,
  type KV,
} from '../../src/store/game/save/slots'
import { decodeCommand, encodeCommand } from '../../src/store/game/save/commandCodec'
import { demoBundle } from '../fixtures/demoBundle'
import { fullGame, realBundle } from '../../scripts/fuzz/realGame'

const bundle = demoBundle()

/** A storage that holds what it held and refuses every write, as a full browser storage does. */
function fullStorage(from: KV & { data: Map<string, string> }): KV & { full: boolean } {
  const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError', code: 22 })
  const kv = {
    full: true,
    getItem: (k: string) => from.getItem(k),
    setItem: (k: string, v: string) => {
      if (kv.full) throw quota
      from.setItem(k, v)
    },
    removeItem: (k: string) => from.removeItem(k),
  }
  return kv
}

function played(kv: KV | null = null) {
  const store = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 7 })
  expect(store.getState().dispatch({ type: 'rally' })).toBe(true)
  expect(store.getState().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })).toBe(true)
  return store
}

/** A version 1 file (commands as objects) of the played game with extra commands or fields. */
function v1(store: ReturnType<typeof played>, commands: unknown[]) {
  const g = store.getState()
  return JSON.stringify({ format: SAVE_FORMAT, version: 1, scenarioId: 'demo', seed: g.seed, commands, state: g.state })
}

describe('item 2: a hostile save is refused with a message, never thrown', () => {
  it('a command naming a built-in object key is a refusal of the replay', () => {
    const store = played()
    const g = store.getState()
    const text = JSON.stringify({
      ...g.save(),
      commands: [...g.save().commands, { type: 'attack', defender: 'ru-7-26', attackers: ['constructor'] }],
    })
    const res = validateSave(text, bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(at(res.problems, 0).code).toMatch(/replay-refused|replay-mismatch/)
    const before = store.getState().state
    expect(store.getState().loadText(text).length).toBeGreaterThan(0)
    expect(store.getState().state).toBe(before)
  })

  it('a command with a deeply nested extra field is refused as too deep, before anything walks it', () => {
    const store = played()
    const deep = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)
    const cmds = store.getState().commands.map((c) => JSON.stringify(c))
    cmds[1] = at(cmds, 1).replace(/}$/, `,"extra":${deep}}`)
    const g = store.getState()
    const { check } = JSON.parse(saveText(g.save())) as { check: string }
    const text =
      `{"format":"borodino-save","version":${SAVE_VERSION},"scenarioId":"demo","seed":${g.seed},` +
      `"turn":1,"side":"fr","phase":"movement","check":"${check}","commands":[${cmds.join(',')}]}`
    const res = validateSave(text, bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.problems).toEqual([{ code: 'too-deep', detail: '> 32' }])
    // The same command with a shallow extra field loads, the field dropped.
    const shallow = text.replace(deep, '{"a":[1,2,{"b":3}]}')
    const ok = validateSave(shallow, bundle)
    expect(ok.ok).toBe(true)
    if (ok.ok) expect(ok.save.commands[1]).toEqual({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
  })

  it('any text at all gives a result: junk, nulls, arrays, numbers, prototypes', () => {
    const texts = [
      '',
      'null',
      '[]',
      '1e400',
      '"x"',
      '{"__proto__":{"format":"borodino-save"}}',
      '{"format":"borodino-save","version":${SAVE_VERSION},"scenarioId":"demo","seed":1,"check":"x","commands":[null,1,"zz",{"type":"constructor"}]}',
      '{"format":"borodino-save","version":${SAVE_VERSION},"scenarioId":"toString","seed":1,"check":"x","commands":[]}',
      '{"format":"borodino-save","version":1,"scenarioId":"demo","seed":1e308,"commands":[],"state":{}}',
    ]
    for (const t of texts) {
      const res = validateSave(t, bundle)
      expect(res.ok, t).toBe(false)
    }
  })

  it('an autosave holding a hostile save does not stop the game from starting', () => {
    const kv = memoryStorage()
    const store = played()
    kv.setItem(
      AUTOSAVE_KEY,
      JSON.stringify({
        ...store.getState().save(),
        commands: [{ type: 'fire', batteries: ['__proto__'], target: 'valueOf' }],
      }),
    )
    const s = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 5 })
    expect(s.getState().commands).toEqual([])
    expect(s.getState().brokenAutosave?.problems.length).toBeGreaterThan(0)
  })
})

describe('item 2: a hand-edited list of named saves', () => {
  it('keeps only well-formed entries, rebuilt from their known fields', () => {
    const kv = memoryStorage()
    kv.setItem(
      SAVES_KEY,
      JSON.stringify([
        null,
        5,
        { name: 'x' },
        { name: 'ok', text: '{}', turn: { a: 1 }, savedAt: 7, junk: 'y'.repeat(1000) },
      ]),
    )
    expect(listSaves(kv)).toEqual([{ name: 'ok', text: '{}', turn: 0, savedAt: '', scenarioId: '' }])
    kv.setItem(SAVES_KEY, '{"__proto__": 1}')
    expect(listSaves(kv)).toEqual([])
  })
})

describe('item 3: unknown fields are dropped, the file size is capped', () => {
  it('a large extra field inside a command is not kept, and later autosaves stay small', () => {
    const store = played()
    const g = store.getState()
    const commands = g.commands.map((c, i) => (i === 1 ? { ...c, junk: 'x'.repeat(1_000_000) } : c))
    const kv = memoryStorage()
    kv.setItem(AUTOSAVE_KEY, v1(store, commands))
    const s = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 5 })
    expect(s.getState().brokenAutosave).toBeNull()
    expect(s.getState().commands[1]).toEqual({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    s.getState().dispatch({ type: 'endPhase' })
    s.getState().flushAutosave()
    expect((kv.getItem(AUTOSAVE_KEY) ?? '').length).toBeLessThan(2000)
    const again = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 5 })
    expect(again.getState().commands.length).toBe(3)
  })

  it('a file over the cap is refused before it is parsed, with its size named', () => {
    const res = validateSave(`{"x":"${'y'.repeat(MAX_SAVE_CHARS)}"}`, bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(at(res.problems, 0).code).toBe('too-large')
  })
})

describe('item 4: a full storage', () => {
  it('the autosave already in a full storage is read (the storage is used, not replaced by memory)', () => {
    const mem = memoryStorage()
    const a = played(mem)
    a.getState().flushAutosave()
    const full = fullStorage(mem)
    const kv = pickStorage(() => full)
    expect(kv).toBe(full)
    const b = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 99 })
    expect(b.getState().state).toEqual(a.getState().state)
  })

  it('a failed autosave is reported until a save works', () => {
    const mem = memoryStorage()
    const full = fullStorage(mem)
    const s = createGameStore(bundle, full, { scenarioId: 'demo', seed: 3 })
    s.getState().dispatch({ type: 'rally' })
    s.getState().flushAutosave()
    expect(s.getState().saveFailed).toBe('full')
    full.full = false
    s.getState().dispatch({ type: 'endPhase' })
    s.getState().flushAutosave()
    expect(s.getState().saveFailed).toBeNull()
    expect(mem.getItem(AUTOSAVE_KEY)).toContain('borodino-save')
  })

  it('a named save that does not fit says so and leaves the saves as they were', () => {
    const mem = memoryStorage()
    const store = played(mem)
    expect(putSave(mem, 'first', store.getState().save()).ok).toBe(true)
    const before = mem.getItem(SAVES_KEY)
    const full = fullStorage(mem)
    const r = putSave(full, 'second', store.getState().save())
    expect(r).toMatchObject({ ok: false, why: 'full' })
    expect(r.saves.map((s) => s.name)).toEqual(['first'])
    expect(mem.getItem(SAVES_KEY)).toBe(before)
    expect(listSaves(full).map((s) => s.name)).toEqual(['first'])
  })
})

describe('item 11: a deleted named save can be put back', () => {
  it('in its place in the list', () => {
    const kv = memoryStorage()
    const save = played().getState().save()
    for (const n of ['c', 'b', 'a']) putSave(kv, n, save)
    const entry = at(listSaves(kv), 1)
    expect(deleteSave(kv, 'b').saves.map((s) => s.name)).toEqual(['a', 'c'])
    expect(putEntry(kv, entry, 1).saves.map((s) => s.name)).toEqual(['a', 'b', 'c'])
    expect(listSaves(kv)[1]).toEqual(entry)
  })
})

describe('a named save never silently replaces another game', () => {
  it('is refused over a same-named save of another game, unless the player agreed', () => {
    const kv = memoryStorage()
    const a = played().getState().save()
    const other = createGameStore(bundle, null, { scenarioId: 'demo', seed: 8 }).getState().save()
    expect(putSave(kv, 'Демо, 06:00', a).ok).toBe(true)
    const before = kv.getItem(SAVES_KEY)
    expect(putSave(kv, 'Демо, 06:00', other)).toMatchObject({ ok: false, why: 'taken' })
    expect(kv.getItem(SAVES_KEY)).toBe(before)
    expect(putSave(kv, 'Демо, 06:00', other, true).ok).toBe(true)
    expect(listSaves(kv).map((s) => s.name)).toEqual(['Демо, 06:00'])
  })

  it('replaces an earlier point of the same game without asking, but not a later one', () => {
    const kv = memoryStorage()
    const store = createGameStore(bundle, null, { scenarioId: 'demo', seed: 7 })
    store.getState().dispatch({ type: 'rally' })
    const early = store.getState().save()
    store.getState().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    const late = store.getState().save()
    expect(putSave(kv, 'g', early).ok).toBe(true)
    expect(putSave(kv, 'g', late).ok).toBe(true)
    expect(putSave(kv, 'g', early)).toMatchObject({ ok: false, why: 'taken' })
  })

  it('gives a free name with a number', () => {
    const kv = memoryStorage()
    const save = played().getState().save()
    for (const n of ['a', 'a (2)']) putSave(kv, n, save)
    expect(freeName(listSaves(kv), 'a')).toBe('a (3)')
    expect(freeName(listSaves(kv), 'b')).toBe('b')
  })
})

describe('an unreadable list of named saves', () => {
  it('is kept apart, never written over, by the next save', () => {
    const kv = memoryStorage()
    kv.setItem(SAVES_KEY, '[{"name":"утро","text":"{…')
    expect(unreadableList(kv)).toBe('[{"name":"утро","text":"{…')
    const save = played().getState().save()
    expect(putSave(kv, 'a', save).ok).toBe(true)
    expect(keptUnreadableList(kv)).toBe('[{"name":"утро","text":"{…')
    expect(listSaves(kv).map((s) => s.name)).toEqual(['a'])
    // A second unreadable list while the first is still kept: nothing is written over either.
    kv.setItem(SAVES_KEY, '{oops')
    expect(putSave(kv, 'b', save)).toMatchObject({ ok: false, why: 'unreadable' })
    expect(deleteSave(kv, 'a')).toMatchObject({ ok: false, why: 'unreadable' })
    expect(kv.getItem(SAVES_KEY)).toBe('{oops')
    expect(keptUnreadableList(kv)).toBe('[{"name":"утро","text":"{…')
  })
})

describe('item 5: an autosave that cannot be read', () => {
  it('is kept untouched while the player plays, until the player discards it', () => {
    const kv = memoryStorage()
    kv.setItem(AUTOSAVE_KEY, '{broken')
    const s = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 5 })
    expect(s.getState().brokenAutosave).toMatchObject({ text: '{broken', problems: [{ code: 'not-json' }] })
    s.getState().dispatch({ type: 'rally' })
    s.getState().flushAutosave()
    expect(kv.getItem(AUTOSAVE_KEY)).toBe('{broken')
    s.getState().discardBrokenAutosave()
    expect(s.getState().brokenAutosave).toBeNull()
    expect(kv.getItem(AUTOSAVE_KEY)).toContain('borodino-save')
  })
})

describe('item 6: save size and the short command form', () => {
  const real = realBundle()
  const game = fullGame(real, 21)

  it('a whole 20-turn game is at most 40 KB stored and 100 KB exported, and loads back to the same state', () => {
    const save = makeSave(real.map, 'historical', 21, game.commands, game.state)
    expect(saveText(save).length).toBeLessThanOrEqual(40 * 1024)
    expect(exportText(save).length).toBeLessThanOrEqual(100 * 1024)
    const back = validateSave(saveText(save), real)
    expect(back.ok).toBe(true)
    if (back.ok) {
      expect(back.save.state).toEqual(game.state)
      expect(back.save.commands).toEqual(game.commands)
    }
  }, 60_000)

  it('every command of the game round-trips through its short form; odd ids fall back to the object', () => {
    for (const c of game.commands) {
      const e = encodeCommand(real.map, c)
      expect(typeof e).toBe('string')
      expect(decodeCommand(real.map, e)).toEqual({ ok: true, command: c })
    }
    const odd = { type: 'move' as const, unit: 'has space', path: ['0101'] }
    expect(encodeCommand(real.map, odd)).toEqual(odd)
    expect(decodeCommand(real.map, 'm fr 9999+0')).toHaveProperty('problem')
    expect(decodeCommand(real.map, 'q')).toHaveProperty('problem')
  })
})
