// The door of src/store/ai: what code outside the folder uses.
export { takeOverLevel, useAi, withAi } from './aiApp'
export { DELAYS_MS } from './aiStatus'
export { type AiController, type AiRun, type AiStatus, createAiController } from './controller'
export { type Connection, type ConnectTo } from './connection'
export { phalanxAdapter } from './phalanx'
export { createPhAiControl, type PhAiStatus, type PhConnect } from './phalanxControl'
export { useFollowAi } from './follow'
export { connectAiWorker, connectPhWorker } from './workerConnection'
