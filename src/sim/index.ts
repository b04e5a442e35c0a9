// Tools for tests, benchmarks and simulations (not rules): a random legal player and a synthetic battlefield.
export * from './randomPlayer'
export * from './syntheticGame'
export * from './playout'
