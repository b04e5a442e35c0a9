// The worker's Phalanx side: a pure message handler (request in, answer out) around the rules module's
// computer player, so it is tested without a worker. A malformed request gets an answer naming the problem.
import { decidePhalanx, PH_AI_LEVELS, standardCtx, type PhCtx } from '../phalanx'
import type { PhalanxAiAnswer, PhalanxAiRequest } from './phalanxProtocol'

let ctx: PhCtx | null = null

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** What is wrong with a request, or null when it can be answered. */
function problem(m: Record<string, unknown>): string | null {
  if (m.game !== 'phalanx') return `not a Phalanx request (game: ${String(m.game)})`
  if (m.side !== 'south' && m.side !== 'north') return `side must be "south" or "north", not ${String(m.side)}`
  if (!PH_AI_LEVELS.includes(m.level as never))
    return `level must be one of ${PH_AI_LEVELS.join(', ')}, not ${String(m.level)}`
  if (typeof m.seed !== 'number' || !Number.isFinite(m.seed)) return 'seed must be a number'
  const s = m.state
  if (!isObj(s) || s.ruleset !== 'phalanx' || !isObj(s.units) || !isObj(s.ownTurn))
    return 'state is not a Phalanx game state'
  return null
}

export function handlePhalanxRequest(msg: PhalanxAiRequest): PhalanxAiAnswer {
  const m: unknown = msg
  const id = isObj(m) && typeof m.id === 'number' ? m.id : -1
  if (!isObj(m)) return { game: 'phalanx', id, ok: false, error: 'the request is not an object' }
  const bad = problem(m)
  if (bad) return { game: 'phalanx', id, ok: false, error: bad }
  try {
    const t0 = performance.now()
    const commands = decidePhalanx((ctx ??= standardCtx()), msg.state, msg.side, {
      level: msg.level,
      seed: msg.seed,
    })
    return { game: 'phalanx', id, ok: true, commands, thinkMs: performance.now() - t0 }
  } catch (err) {
    return { game: 'phalanx', id, ok: false, error: (err as Error)?.message ?? String(err) }
  }
}
