// A scratch copy of the game that the planner moves units on through the engine itself, so every
// planned command is checked by the rules before it is handed out.
import { apply, codeOf, type Command, type Ctx, type GameState, type UnitState, Movement } from '../engine'
import { hexOfUnit } from './board'

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

/** Moves the unit to `hex` on the scratch state along its cheapest path. */
export function moveTo(w: Work, u: UnitState, hex: number): boolean {
  const map = w.ctx.map
  const cur = w.s.units[u.id]! // the scratch state has every unit of the state it started from
  if (hexOfUnit(map, cur) === hex) return true
  const r = Movement.unitReach(w.ctx, w.s, u.id)
  if (!r.ok || !r.reach.canEnd[hex]) return false
  const path = Movement.pathTo(r.reach, hex)
  if (!path) return false
  return w.do({ type: 'move', unit: u.id, path: path.map((h) => codeOf(map, h)) })
}
