// Save files written by earlier builds must keep loading: the state is rebuilt by replay, and the
// recorded fingerprint (version 2) or whole state (version 1) is compared in the shape of its version.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateSave } from '../../src/store/game/save/saveReader'
import { historicalBundle } from '../fixtures/finishedGame'

const bundle = historicalBundle()
const fixture = (name: string): string => readFileSync(`tests/fixtures/saves/${name}`, 'utf8')

describe('saves from earlier builds', () => {
  it('a version 2 save ending right after batteries unlimbered (MOVE.7) still loads', () => {
    const res = validateSave(fixture('v2-unlimbered.json'), bundle)
    expect(res.ok ? 'ok' : res.problems).toBe('ok')
    if (res.ok) expect(res.save.state.phase).toBe('movement')
  })

  it('a version 2 save of a finished game (SEQ.1) still loads', () => {
    const res = validateSave(fixture('v2-finished.json'), bundle)
    expect(res.ok ? 'ok' : res.problems).toBe('ok')
  })

  it('a version 1 save (the whole state inside) with unlimbered batteries still loads', () => {
    const res = validateSave(fixture('v1-unlimbered.json'), bundle)
    expect(res.ok ? 'ok' : res.problems).toBe('ok')
  })

  it('an old save whose commands were altered is still refused', () => {
    const file = JSON.parse(fixture('v2-unlimbered.json')) as { commands: unknown[] }
    const res = validateSave(JSON.stringify({ ...file, commands: file.commands.slice(0, -1) }), bundle)
    expect(res.ok ? 'ok' : res.problems[0]?.code).toBe('replay-mismatch')
  })
})
