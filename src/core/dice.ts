// Seeded dice: a mulberry32 generator whose whole state is one uint32 in the game state, so a game
// replays exactly from its seed.

export function seedToState(seed: number): number {
  return seed >>> 0
}

/** One mulberry32 step: the next state and a number in [0, 1) drawn from it. */
export function mulberry32(state: number): { state: number; u: number } {
  const s = (state + 0x6d2b79f5) >>> 0
  let t = s
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return { state: s, u: ((t ^ (t >>> 14)) >>> 0) / 4294967296 }
}

/** Returns the next die (1–6) and the generator state after it. */
export function nextDie(rng: number): { die: number; rng: number } {
  const { state, u } = mulberry32(rng)
  return { die: 1 + Math.floor(u * 6), rng: state }
}

/** Rolls a die on a state object (typically an immer draft), advancing its generator. */
export function rollDie(holder: { rng: number }): number {
  const { die, rng } = nextDie(holder.rng)
  holder.rng = rng
  return die
}
