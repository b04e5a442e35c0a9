// Every position of a game, on demand: the state after the first p commands (p = 0 is the start).
// Built from checkpoints (the start of every phase, and every CHECKPOINT_EVERY commands; states share their
// unchanged counters, so a checkpoint costs little) plus a replay
// of the few commands after the nearest one, so stepping and jumping never replay from the start.
import { apply, withDiceSeed, type Command, type Ctx, type DiceSeed, type GameState } from '../../engine'

export const CHECKPOINT_EVERY = 4

export interface Timeline {
  /** Number of commands known (positions run from 0 to length). */
  readonly length: number
  /** The state after `p` commands. */
  at(p: number): GameState
  /** Brings the timeline up to a longer command list that starts with the known one; false if it does not. */
  extend(commands: readonly Command[]): boolean
  /** Positions where a phase (or a side's turn, or a turn) begins, in order: for the turn selector. */
  phaseStarts(): number[]
}

export function createTimeline(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  dice: readonly DiceSeed[] = [],
): Timeline {
  // A play-by-mail game's dice were set from outside before some commands (engine: diceSeed.ts).
  const seeds = new Map(dice.map((d) => [d.at, d.seed]))
  const cmds: Command[] = []
  // checkpoints[k] holds positions; states by position.
  const marks = new Map<number, GameState>([[0, initial]])
  const starts: number[] = [0]
  let tip = initial
  // The last position computed, so that a step forward costs one command.
  let lastP = 0
  let lastState = initial

  const run = (s: GameState, cmd: Command, p: number): GameState => {
    const seed = seeds.get(p)
    const out = apply(ctx, seed === undefined ? s : withDiceSeed(s, seed), cmd)
    // The commands are a recorded game the engine accepted; a refusal here means the record is not this game.
    if (!out.ok) throw new Error(`timeline: command ${p} refused on replay (${out.refusal.code})`)
    return out.state
  }

  const push = (list: readonly Command[]): void => {
    for (let i = cmds.length; i < list.length; i++) {
      const cmd = list[i]! // i < list.length
      const before = tip
      tip = run(tip, cmd, i)
      cmds.push(cmd)
      const p = cmds.length
      const newPhase = tip.phase !== before.phase || tip.side !== before.side || tip.turn !== before.turn
      if (newPhase) starts.push(p)
      if (newPhase || p % CHECKPOINT_EVERY === 0) marks.set(p, tip)
    }
  }
  push(commands)

  return {
    get length() {
      return cmds.length
    },
    at(p) {
      if (!Number.isInteger(p) || p < 0 || p > cmds.length)
        throw new RangeError(`position ${p} outside 0..${cmds.length}`)
      if (p === cmds.length) return tip
      if (p === lastP) return lastState
      let from = p
      while (!marks.has(from)) from--
      // Going forward from the last position is cheaper when it lies between the checkpoint and p.
      let s = lastP > from && lastP < p ? lastState : (marks.get(from) as GameState)
      for (let i = lastP > from && lastP < p ? lastP : from; i < p; i++) s = run(s, cmds[i]!, i) // p <= cmds.length
      lastP = p
      lastState = s
      return s
    },
    extend(list) {
      if (list.length < cmds.length) return false
      for (let i = 0; i < cmds.length; i++)
        if (list[i] !== cmds[i] && JSON.stringify(list[i]) !== JSON.stringify(cmds[i])) return false
      push(list)
      return true
    },
    phaseStarts: () => starts,
  }
}
