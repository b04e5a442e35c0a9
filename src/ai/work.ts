// A scratch copy of the game that the planner moves units on through the engine itself, so every
// planned command is checked by the rules before it is handed out.
import { apply, type Command, type Ctx, type GameState } from '../engine'

export class Work {
  readonly cmds: Command[] = []
  constructor(
    readonly ctx: Ctx,
    public s: GameState,
  ) {}

  /** Applies the command to the scratch state and keeps it; false (nothing changes) when refused. */
  do(cmd: Command): boolean {
    const out = apply(this.ctx, this.s, cmd)
    if (!out.ok) return false
    this.s = out.state
    this.cmds.push(cmd)
    return true
  }
}
