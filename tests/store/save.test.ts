import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { createGameStore } from '../../src/store/game/gameStore'
import { SAVE_FORMAT, SAVE_VERSION } from '../../src/store/game/save/save'
import { checkSchema, validateSave } from '../../src/store/game/save/saveReader'
import { demoBundle } from '../fixtures/demoBundle'
import { formatRefusal, loadLang, saveProblemDetail } from '../../src/i18n'

const bundle = demoBundle()

function playedStore() {
  const store = createGameStore(bundle, null, { scenarioId: 'demo', seed: 7 })
  const g = store.getState()
  expect(g.dispatch({ type: 'rally' })).toBe(true)
  expect(g.dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })).toBe(true)
  return store
}

describe('save files', () => {
  it('a save of a played game validates and replays to the same state', () => {
    const store = playedStore()
    const text = JSON.stringify(store.getState().save())
    const res = validateSave(text, bundle)
    expect(res.ok).toBe(true)
    if (res.ok) {
      expect(res.save.state).toEqual(store.getState().state)
      expect(res.log.length).toBe(store.getState().log.length)
    }
  })

  it('rejects a corrupt file', () => {
    const res = validateSave('{"format": "borodino-save", "vers', bundle)
    expect(res).toEqual({ ok: false, problems: [{ code: 'not-json' }] })
  })

  it('rejects a foreign file', () => {
    const res = validateSave(JSON.stringify({ format: 'vassal-module', version: 3 }), bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(at(res.problems, 0).code).toBe('foreign')
  })

  it('rejects a file from a newer version', () => {
    const save = { ...playedStore().getState().save(), version: SAVE_VERSION + 1 }
    const res = validateSave(JSON.stringify(save), bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.problems).toEqual([{ code: 'newer-version', detail: String(SAVE_VERSION + 1) }])
  })

  it('lists every missing or wrong field', () => {
    const problems = checkSchema(
      {
        format: SAVE_FORMAT,
        version: 1,
        scenarioId: 5,
        commands: [{}, 'x'],
        state: { side: 'xx' },
      },
      1,
    )
    const details = problems.map((p) => p.detail)
    expect(details).toEqual(
      expect.arrayContaining([
        'scenarioId: string',
        'seed: integer',
        'commands[0]: object with "type"',
        'commands[1]: object with "type"',
        'state.side: "fr" | "ru"',
        'state.units: object',
      ]),
    )
  })

  it('rejects a file whose recorded position does not follow from its commands', () => {
    const save = playedStore().getState().save()
    const res = validateSave(JSON.stringify({ ...save, check: '0123456789abcdef' }), bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(at(res.problems, 0).code).toBe('replay-mismatch')
  })

  it('still reads a version 1 file (the whole state inside) and checks the state against the commands', () => {
    const store = playedStore()
    const g = store.getState()
    const v1 = {
      format: SAVE_FORMAT,
      version: 1,
      scenarioId: g.scenarioId,
      seed: g.seed,
      commands: g.commands,
      state: g.state,
    }
    const res = validateSave(JSON.stringify(v1), bundle)
    expect(res.ok).toBe(true)
    if (res.ok) expect(res.save.state).toEqual(g.state)
    const moved = {
      ...v1,
      state: { ...g.state, units: { ...g.state.units, 'fr-i-4': { ...g.state.units['fr-i-4'], hex: '0101' } } },
    }
    const bad = validateSave(JSON.stringify(moved), bundle)
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.problems[0]).toEqual({ code: 'replay-mismatch', detail: 'state.units.fr-i-4.hex' })
  })

  it('rejects commands that the engine refuses', () => {
    const save = playedStore().getState().save()
    save.commands = [...save.commands, { type: 'move', unit: 'ru-7-26', path: ['0605', '0606'] }]
    const res = validateSave(JSON.stringify(save), bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(at(res.problems, 0).code).toBe('replay-refused')
  })

  it('a refused command is named as data, and worded by the reader in either language', async () => {
    await Promise.all([loadLang('ru'), loadLang('en')])
    const save = playedStore().getState().save()
    save.commands = [...save.commands, { type: 'move', unit: 'ru-7-26', path: ['0605', '0606'] }]
    const res = validateSave(JSON.stringify(save), bundle)
    if (res.ok) throw new Error('the refused command was accepted')
    const [p] = res.problems
    if (!p) throw new Error('no problem reported')
    expect(p.command).toEqual({ index: 3, type: 'move' })
    expect(p.refusal?.rule).toBeTruthy()
    for (const lang of ['ru', 'en'] as const) {
      const words = formatRefusal(p.refusal!, lang).replace(/\.$/, '')
      expect(saveProblemDetail(p, lang)).toBe(`№3 (move) — ${p.refusal!.rule}: ${words}`)
    }
    expect(saveProblemDetail(p, 'ru')).not.toBe(saveProblemDetail(p, 'en'))
  })

  it('rejects an unknown scenario', () => {
    const save = { ...playedStore().getState().save(), scenarioId: 'austerlitz' }
    const res = validateSave(JSON.stringify(save), bundle)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(at(res.problems, 0).code).toBe('unknown-scenario')
  })

  it('a bad file leaves the current game untouched', () => {
    const store = playedStore()
    const before = store.getState().state
    const problems = store.getState().loadText('not json at all')
    expect(at(problems, 0).code).toBe('not-json')
    expect(store.getState().state).toBe(before)
  })
})
