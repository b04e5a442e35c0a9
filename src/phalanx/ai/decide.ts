// The Phalanx computer player's entry points: the commands for the rest of a side's turn.
import { mulberry32 } from '../../core'
import type { PhCommand, PhCtx } from '../commands'
import type { PhState } from '../state'
import type { Side } from '../types'
import { searchTurn, type SearchStats } from './search'
import { planTurn, type Noise } from './turnPlan'
import { GREEDY_POSTURE, PH_LEVEL_PARAMS, type Misreading, type PhAiOptions } from './types'

/** The player's own generator, seeded by its seed and the turn, so a decision replays exactly. */
function noiseFor(options: PhAiOptions, state: PhState, side: Side): Noise {
  if (PH_LEVEL_PARAMS[options.level].noise <= 0) return null
  let s = (options.seed ^ Math.imul(state.ownTurn[side] + 1, 0x9e3779b1) ^ (side === 'south' ? 0x51 : 0xa3)) >>> 0
  return () => {
    const r = mulberry32(s)
    s = r.state
    return r.u
  }
}

/**
 * Easy's reading of this turn (LevelParams.overlook, placeOnly): each enemy unit but its camp unseen as a target with
 * the level's `overlook` chance. From a generator of its own, seeded by the seed, the turn and the side (not the
 * placements' noise), drawn for every enemy unit wherever it is: the same units go unseen in every candidate turn, and
 * in a decision taken again later in the turn (a rout in between changes no draw).
 */
function misreadingFor(options: PhAiOptions, state: PhState, side: Side): Misreading | null {
  const { overlook, placeOnly } = PH_LEVEL_PARAMS[options.level]
  if (overlook <= 0 && !placeOnly) return null
  let s =
    (options.seed ^ Math.imul(state.ownTurn[side] + 1, 0x85ebca6b) ^ (side === 'south' ? 0x2c1b3c6d : 0x6b43a9b5)) >>> 0
  const unseen = new Set<string>()
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]! // a key of the record itself
    if (u.side === side || u.type === 'camp') continue
    const r = mulberry32(s)
    s = r.state
    if (r.u < overlook) unseen.add(id)
  }
  return { unseen, byPlace: placeOnly }
}

/**
 * The commands `side` gives now, to apply in order: the rest of its turn from the current phase (moves,
 * then facings, then attacks, each phase ended), the last `endPhase` ending the turn. Empty when it is
 * not `side`'s turn or the game is over. Pure: the same state, side and options give the same commands.
 */
export function decidePhalanx(
  ctx: PhCtx,
  state: PhState,
  side: Side,
  options: PhAiOptions,
  stats?: SearchStats,
): PhCommand[] {
  if (state.result || state.side !== side) return []
  return searchTurn(
    ctx,
    blindfold(state, options),
    PH_LEVEL_PARAMS[options.level],
    noiseFor(options, state, side),
    stats,
    misreadingFor(options, state, side),
  ).commands
}

/**
 * With PH-OPT.1 the game's own generator rolls each attacked unit's defence when the attack phase
 * ends. Plans are simulated through the rules, so the search runs on a copy whose generator is the
 * player's own: it never learns the game's coming dice. (Legality does not depend on them: the rolls
 * come with the turn's last command.)
 */
function blindfold(state: PhState, options: PhAiOptions): PhState {
  if (!state.setup.randomDefence) return state
  return { ...state, rng: (options.seed ^ 0x5bd1e995 ^ Math.imul(state.ownTurn[state.side], 0x27d4eb2f)) >>> 0 }
}

/** The greedy baseline for benchmarks: one plan, the most aggressive, no lookahead. */
export function greedyPhalanxTurn(ctx: PhCtx, state: PhState, side: Side): PhCommand[] {
  if (state.result || state.side !== side) return []
  return planTurn(ctx, state, GREEDY_POSTURE, null).commands
}
