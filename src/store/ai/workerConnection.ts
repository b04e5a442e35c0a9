// The way to the computer players in their Web Worker (one file for both games): one worker a connection (the
// computer player's control and the hint each make their own, so a hint never waits behind the computer's move, nor
// the other way round).
import type { AiAnswer, AiRequest } from '../../worker/aiProtocol'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../worker/phalanxProtocol'
import type { ConnectTo } from './connection'

const connectWorker =
  <Req, Ans>(): ConnectTo<Req, Ans> =>
  (onAnswer, onError) => {
    const worker = new Worker(new URL('../../worker/aiWorker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<Ans>) => onAnswer(e.data)
    worker.onerror = (e) => {
      e.preventDefault()
      onError(e.message || 'worker error')
    }
    return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() }
  }

/** Borodino's requests. */
export const connectAiWorker: ConnectTo<AiRequest, AiAnswer> = connectWorker()
/** «Фаланга»'s requests (src/worker/phalanxProtocol.ts). */
export const connectPhWorker: ConnectTo<PhalanxAiRequest, PhalanxAiAnswer> = connectWorker()
