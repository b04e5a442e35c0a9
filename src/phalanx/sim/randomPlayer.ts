// A random but legal Phalanx player, for tests and simulations. It reads the rules only through the
// module's queries and draws from its own seeded generator (the game itself has no randomness).
import type { Rand } from '../../core'
import { apply } from '../apply'
import type { PhCommand, PhCtx } from '../commands'
import { attackOptions, legalFacings, legalMoves, turnInfo } from '../queries'
import type { PhState } from '../state'

// Callers pick from lists they have checked are not empty, or that the rules never leave empty (a destination's ways).
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!

export interface RandomPlayerOptions {
  /** Chance that a unit is moved when its turn to be considered comes. */
  moveChance?: number
  /** Chance that a hoplite or cavalry unit is turned in the facing phase. */
  turnChance?: number
  /** Chance that an available attack is made. */
  attackChance?: number
}

/** The next command for the phasing player. Always legal: only `endPhase` can follow a finished plan. */
export function randomCommand(ctx: PhCtx, state: PhState, rand: Rand, opts: RandomPlayerOptions = {}): PhCommand {
  const moveChance = opts.moveChance ?? 0.7
  const turnChance = opts.turnChance ?? 0.3
  const attackChance = opts.attackChance ?? 0.8
  const info = turnInfo(ctx, state)
  const own = Object.keys(state.units)
    .sort()
    .filter((id) => state.units[id]!.side === state.side) // keys of the record itself
  if (state.phase === 'movement') {
    // Units that must leave the camp now go first; the others are considered once, at random.
    const must = info.mustLeaveCamp
    const candidates = must.length > 0 ? must : own.filter((id) => !state.moved.includes(id) && rand() < moveChance / 2)
    for (const id of candidates) {
      const m = legalMoves(ctx, state, id)
      if (!m.ok || m.value.length === 0) continue
      const dest = pick(rand, m.value)
      const opt = pick(rand, dest.options)
      return opt.facing !== null && state.units[id]!.location === 'camp'
        ? { type: 'move', unit: id, path: [...opt.path], facing: opt.facing }
        : { type: 'move', unit: id, path: [...opt.path] }
    }
    return { type: 'endPhase' }
  }
  if (state.phase === 'facing') {
    for (const id of own) {
      if (rand() >= turnChance / 3) continue
      const f = legalFacings(state, id)
      if (f.ok && f.value.length > 0) return { type: 'face', unit: id, facing: pick(rand, f.value) }
    }
    return { type: 'endPhase' }
  }
  const options = attackOptions(ctx, state)
  if (options.length > 0 && rand() < attackChance) {
    const o = pick(rand, options)
    const attackers = o.attackers.filter(() => rand() < 0.8)
    return { type: 'attack', target: o.target, attackers: attackers.length > 0 ? attackers : [o.attackers[0]!] } // an option has an attacker
  }
  return { type: 'endPhase' }
}

/** Plays a whole game of random legal commands; stops at the end or after `maxCommands`. */
export function playRandomGame(
  ctx: PhCtx,
  initial: PhState,
  rand: Rand,
  maxCommands = 5000,
  opts: RandomPlayerOptions = {},
): { state: PhState; commands: PhCommand[] } {
  let state = initial
  const commands: PhCommand[] = []
  while (!state.result && commands.length < maxCommands) {
    const cmd = randomCommand(ctx, state, rand, opts)
    commands.push(cmd)
    state = applyOrThrow(ctx, state, cmd)
  }
  return { state, commands }
}

function applyOrThrow(ctx: PhCtx, state: PhState, cmd: PhCommand): PhState {
  const out = apply(ctx, state, cmd)
  // The random player only sends what the queries offered: a refusal here is a bug in one or the other.
  if (!out.ok) throw new Error(`phalanx.random-player.refused:${out.refusal.code}:${JSON.stringify(cmd)}`)
  return out.state
}
