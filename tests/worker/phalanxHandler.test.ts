// The worker's Phalanx side as a pure handler: a request gets the computer's commands for the rest of the
// turn (tagged with the request's id), which the rules accept in order; a bad request is answered with
// the problem named, never thrown.
import { describe, expect, it } from 'vitest'
import { apply, newGame, standardCtx, type PhState } from '../../src/phalanx'
import { handlePhalanxRequest } from '../../src/worker/phalanxHandler'
import type { PhalanxAiRequest } from '../../src/worker/phalanxProtocol'

const ctx = standardCtx()
const start = (): PhState => newGame(ctx.field, { first: 'north', seed: 7 })

describe('handlePhalanxRequest', () => {
  it('answers with the whole turn, tagged, and the rules accept every command in order', () => {
    const state = start()
    const a = handlePhalanxRequest({ game: 'phalanx', id: 42, state, side: 'north', level: 'easy', seed: 3 })
    expect(a.game).toBe('phalanx')
    expect(a.id).toBe(42)
    if (!a.ok) throw new Error(a.error)
    expect(a.commands.length).toBeGreaterThan(1)
    expect(a.commands.at(-1)).toEqual({ type: 'endPhase' })
    let s = state
    for (const c of a.commands) {
      const out = apply(ctx, s, c)
      if (!out.ok) throw new Error(`${c.type} refused: ${out.refusal.rule}`)
      s = out.state
    }
    expect(s.side).toBe('south')
    expect(Object.values(s.units).some((u) => u.side === 'north' && u.location !== 'camp' && u.type !== 'camp')).toBe(
      true,
    )
  })

  it('survives a structured clone of the request (as a worker receives it) and is deterministic', () => {
    const req: PhalanxAiRequest = { game: 'phalanx', id: 1, state: start(), side: 'north', level: 'normal', seed: 9 }
    const a = handlePhalanxRequest(structuredClone(req))
    const b = handlePhalanxRequest(structuredClone(req))
    expect(a.ok && b.ok).toBe(true)
    if (a.ok && b.ok) expect(a.commands).toEqual(b.commands)
  })

  it('gives nothing for a side that is not to move', () => {
    const a = handlePhalanxRequest({ game: 'phalanx', id: 2, state: start(), side: 'south', level: 'easy', seed: 1 })
    expect(a).toMatchObject({ ok: true, commands: [] })
  })

  it('names the problem of a malformed request', () => {
    const good = { game: 'phalanx', id: 5, state: start(), side: 'north', level: 'easy', seed: 1 }
    const error = (over: Record<string, unknown>): string => {
      const a = handlePhalanxRequest({ ...good, ...over } as unknown as PhalanxAiRequest)
      expect(a).toMatchObject({ game: 'phalanx', id: 5, ok: false })
      return a.ok ? '' : a.error
    }
    expect(error({ level: 'perfect' })).toContain('level')
    expect(error({ side: 'east' })).toContain('side')
    expect(error({ game: 'borodino' })).toContain('game')
    expect(error({ state: { ruleset: 'borodino' } })).toContain('state')
    expect(error({ seed: 'x' })).toContain('seed')
    expect(handlePhalanxRequest(null as unknown as PhalanxAiRequest)).toMatchObject({ id: -1, ok: false })
  })
})
