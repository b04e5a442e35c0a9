// The computer player's thread: it only passes messages. Borodino's decisions are src/ai's (the map is
// built once from the bundled data; a hint request gets only the next command); Phalanx's requests go to their own handler (src/phalanx/ai).
import { decide, hint } from '../ai'
import { borodinoMapData } from '../data/pieces'
import { loadMap, type Command, type Ctx } from '../engine'
import type { AiRequest, WorkerAnswer, WorkerRequest } from './aiProtocol'
import { handlePhalanxRequest } from './phalanxHandler'

interface WorkerScope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null
  postMessage(message: WorkerAnswer): void
}
const scope = globalThis as unknown as WorkerScope

let borodino: Ctx | null = null
const ctxFor = (game: AiRequest['game']): Ctx => {
  if (game === 'borodino') return (borodino ??= { map: loadMap(borodinoMapData) })
  throw new Error(`unknown game ${String(game)}`)
}

scope.onmessage = (e) => {
  const req = e.data
  if (req.game === 'phalanx') {
    scope.postMessage(handlePhalanxRequest(req))
    return
  }
  try {
    const t0 = performance.now()
    const options = { level: req.level, seed: req.seed, budget: req.budget }
    const ctx = ctxFor(req.game)
    let commands: Command[]
    if (req.hint) {
      const next = hint(ctx, req.state, req.side, options)
      commands = next ? [next] : []
    } else commands = decide(ctx, req.state, req.side, options)
    scope.postMessage({ game: req.game, id: req.id, ok: true, commands, thinkMs: performance.now() - t0 })
  } catch (err) {
    scope.postMessage({ game: req.game, id: req.id, ok: false, error: (err as Error)?.message ?? String(err) })
  }
}
