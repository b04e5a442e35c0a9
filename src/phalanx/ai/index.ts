// The Phalanx computer player: pure, deterministic search over whole turns.
export { decidePhalanx, greedyPhalanxTurn } from './decide'
export { evaluate as evaluatePhalanx } from './evaluate'
export type { SearchStats } from './search'
export { PH_AI_LEVELS, PH_DEFAULT_LEVEL, PH_LEVEL_PARAMS, type PhAiLevel, type PhAiOptions } from './types'
