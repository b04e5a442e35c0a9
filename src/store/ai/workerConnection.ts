// The way to Borodino's computer player in its Web Worker: one worker a connection (the computer player's control and
// the hint each make their own, so a hint never waits behind the computer's move, nor the other way round).
import type { AiAnswer, AiRequest } from '../../worker/aiProtocol'
import type { ConnectTo } from './connection'

export const connectAiWorker: ConnectTo<AiRequest, AiAnswer> = (onAnswer, onError) => {
  const worker = new Worker(new URL('../../worker/aiWorker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (e: MessageEvent<AiAnswer>) => onAnswer(e.data)
  worker.onerror = (e) => {
    e.preventDefault()
    onError(e.message || 'worker error')
  }
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() }
}
