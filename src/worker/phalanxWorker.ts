// A worker entry for Phalanx alone: it only passes messages to handlePhalanxRequest.
import { handlePhalanxRequest } from './phalanxHandler'
import type { PhalanxAiAnswer, PhalanxAiRequest } from './phalanxProtocol'

interface WorkerScope {
  onmessage: ((e: MessageEvent<PhalanxAiRequest>) => void) | null
  postMessage(message: PhalanxAiAnswer): void
}
const scope = globalThis as unknown as WorkerScope

scope.onmessage = (e) => scope.postMessage(handlePhalanxRequest(e.data))
