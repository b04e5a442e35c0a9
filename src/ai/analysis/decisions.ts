// A played game cut into its decisions, as the computer player decides (src/ai/decide.ts): a whole movement phase,
// each attack or fire, the end of a combat phase, each retreat hex, the exchange's losses and the advance. The
// setup and the rally (a roll with no choice) are not decisions here.
import {
  actingSide,
  apply,
  withDiceSeed,
  type Command,
  type Ctx,
  type DiceSeed,
  type GameState,
  type Side,
} from '../../engine'
import type { Decision, DecisionKind } from './types'

function run(ctx: Ctx, s: GameState, cmd: Command, i: number): GameState {
  const out = apply(ctx, s, cmd)
  // The commands are a recorded game the engine accepted; a refusal means the record is not this game.
  if (!out.ok) throw new Error(`analysis: command ${i} refused on replay (${out.refusal.code})`)
  return out.state
}

function kindAt(s: GameState, cmd: Command): DecisionKind | null {
  const head = s.pending[0]
  if (head) return head.kind === 'exchange' ? 'exchange' : head.kind === 'retreat' ? 'retreat' : 'advance'
  if (s.phase === 'movement') return 'movement'
  if (s.phase !== 'combat') return null
  if (cmd.type === 'attack' || cmd.type === 'fire') return 'attack'
  return cmd.type === 'endPhase' ? 'end-combat' : null
}

/** The decisions of `sides` in the game `initial` + `commands`, in order. */
export function listDecisions(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  sides: readonly Side[],
  dice: readonly DiceSeed[] = [],
): Decision[] {
  const out: Decision[] = []
  // A play-by-mail game's dice were set before some commands: always where a side's turn begins, so never inside a
  // movement phase's plan.
  const seeds = new Map(dice.map((d) => [d.at, d.seed]))
  const seeded = (s: GameState, i: number): GameState => {
    const seed = seeds.get(i)
    return seed === undefined ? s : withDiceSeed(s, seed)
  }
  let s = initial
  let i = 0
  while (i < commands.length) {
    s = seeded(s, i)
    const before = s
    const kind = kindAt(s, commands[i]!) // i < commands.length
    const side = actingSide(s)
    s = run(ctx, s, commands[i]!, i)
    const start = i++
    if (kind === 'movement')
      // The phase goes on until its own end: every move of it is one plan.
      while (i < commands.length && s.phase === 'movement' && s.side === before.side && s.turn === before.turn)
        s = run(ctx, seeded(s, i), commands[i]!, i++)
    if (kind && sides.includes(side)) out.push({ start, end: i, side, kind, turn: before.turn, before, after: s })
  }
  return out
}
