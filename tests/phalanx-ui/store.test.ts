// The Phalanx store and save file: undo stays within the turn, saves replay exactly, and each game's
// loader refuses the other's files (PH-SEQ.1 commands only through apply).
import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { readFileSync } from 'node:fs'
import { createPhalanxStore, canUndo } from '../../src/store/phalanx/store'
import { makeSave, validatePhSave } from '../../src/store/phalanx/save'
import { memoryStorage } from '../../src/store/game/save/slots'
import { validateSave } from '../../src/store/game/save/saveReader'
import { demoBundle } from '../fixtures/demoBundle'

const fresh = () => createPhalanxStore(memoryStorage(), 'phalanx:test')

describe('Phalanx store', () => {
  it('undo takes back the last command of the turn, never the one that began it', () => {
    const s = fresh()
    s.getState().newGame({ first: 'south' })
    expect(s.getState().dispatch({ type: 'move', unit: 'S-C1', path: ['0508'], facing: 0 })).toBe(true)
    expect(canUndo(s.getState())).toBe(true)
    expect(s.getState().undo()).toBe(true)
    expect(s.getState().state.units['S-C1']!.location).toBe('camp')
    expect(s.getState().undo()).toBe(false)
    for (let i = 0; i < 3; i++) expect(s.getState().dispatch({ type: 'endPhase' })).toBe(true)
    expect(s.getState().state.side).toBe('north')
    expect(canUndo(s.getState())).toBe(false)
  })

  it('a refused command changes nothing and reports its rule', () => {
    const s = fresh()
    s.getState().newGame({ first: 'south' })
    const before = s.getState().state
    expect(s.getState().dispatch({ type: 'move', unit: 'S-C1', path: ['0508'] })).toBe(false)
    const r = s.getState().refusal
    expect(r?.rule).toBe('PH-SETUP.3')
    expect(s.getState().state).toBe(before)
    expect(s.getState().commands).toHaveLength(0)
  })

  it('the autosave resumes the game exactly', () => {
    const kv = memoryStorage()
    const a = createPhalanxStore(kv, 'k')
    a.getState().newGame({ first: 'north' })
    a.getState().dispatch({ type: 'move', unit: 'N-P', path: ['0602', '0603'] })
    // Written when the browser is idle, or at once when the page is left.
    a.getState().flushAutosave()
    const b = createPhalanxStore(kv, 'k')
    expect(b.getState().state).toEqual(a.getState().state)
    expect(b.getState().players).toEqual({ south: 'human', north: 'human' })
  })
})

describe('Phalanx save kind', () => {
  const ended = readFileSync('tests/fixtures/phalanx-ended.json', 'utf8')

  it('the recorded game replays to its end', () => {
    const r = validatePhSave(ended)
    expect(r.ok && r.save.state.result?.winner).toBe('south')
  })

  it('a changed command is refused with the rule that refuses it', () => {
    const f = JSON.parse(ended) as { commands: unknown[] }
    f.commands[0] = { type: 'move', unit: 'S-K', path: ['0608'] }
    const r = validatePhSave(JSON.stringify(f))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(at(r.problems, 0).code).toBe('replay-refused')
  })

  it('a Borodino save is refused as another game, and the Borodino loader refuses a Phalanx save', () => {
    const r = validatePhSave(JSON.stringify({ format: 'borodino-save', version: 2, commands: [] }))
    expect(!r.ok && at(r.problems, 0).code).toBe('foreign')
    const b = validateSave(ended, demoBundle())
    expect(!b.ok && at(b.problems, 0).code).toBe('foreign')
  })

  it('a fingerprint that does not match is refused', () => {
    const s = fresh()
    s.getState().newGame()
    const save = makeSave(s.getState().options, s.getState().players, [], s.getState().state)
    const r = validatePhSave(JSON.stringify({ ...save, check: '0000000000000000' }))
    expect(!r.ok && at(r.problems, 0).code).toBe('replay-mismatch')
  })
})

describe('Phalanx tutorial data', () => {
  it('the prepared position is South’s attack phase, nobody lost, enemy hoplites routable by exactly three (PH-CBT.7)', async () => {
    const { replay, attackOptions, standardCtx } = await import('../../src/phalanx')
    const { initialState, DEFAULT_OPTIONS } = await import('../../src/store/phalanx/save')
    const commands = JSON.parse(readFileSync('src/data/phalanx/tutorial-attack.json', 'utf8')) as Parameters<
      typeof replay
    >[1]
    const r = replay(initialState(DEFAULT_OPTIONS), commands)
    expect(r.refused).toEqual([])
    expect([r.state.side, r.state.phase]).toEqual(['south', 'attack'])
    expect(Object.values(r.state.units).some((u) => u.location === 'lost')).toBe(false)
    const o = attackOptions(standardCtx(), r.state).find((a) => a.target === 'N-H3')
    expect(o?.attackers).toHaveLength(3)
    expect(o?.defence).toBe(3)
  })
})
