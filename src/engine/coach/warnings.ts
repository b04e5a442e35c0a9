// Warnings before a costly legal step: each one a fact the rules make so, never a guess. The step is
// applied with the engine (the answer is the engine's), and the board after it is asked the rules' own
// questions: who the phase end captures (CMD.5), and which retreats are left (CBT.9–10).
import { apply } from '../core/apply'
import type { Command, Ctx } from '../core/commands'
import { distance } from '../../core/geometry'
import { hexId } from '../map/map'
import { commanderReach } from '../movement/movement'
import { refused, type Answer } from '../core/refusal'
import type { GameState } from '../core/state'
import type { HexCode, Side } from '../core/types'
import { isOnMap } from '../core/units'
import { whyCannotEndPhase } from '../sequence/phaseEnd'
import { blockedRetreats, canRetreat, retreatThreats, RETREAT_DISTANCES } from './retreatProbe'

export type Warning =
  /** CMD.5: ending the phase now captures this commander (alone, next to an enemy combat unit). */
  | { code: 'commander-captured'; rule: 'CMD.5'; commander: string; side: Side; hex: HexCode }
  /** CMD.5: the step leaves him alone next to the enemy; the phase end captures him unless he or a unit moves. */
  | { code: 'commander-alone'; rule: 'CMD.5'; commander: string; hex: HexCode; mayStillMove: boolean }
  /** CBT.9: the step takes the last retreat of this unit from a combat with `enemy` over `distance` hexes. */
  | {
      code: 'retreat-blocked'
      rule: 'CBT.9'
      unit: string
      hex: HexCode
      blocked: Array<{ enemy: string; distance: number }>
    }
  /** CBT.9: the moved unit ends next to the enemy where every retreat (1 or 2 hexes, from any of them) destroys it. */
  | { code: 'no-retreat'; rule: 'CBT.9'; unit: string; hex: HexCode; enemies: string[] }

export type MoveCommand = Extract<Command, { type: 'move' | 'moveCommander' }>

/** CMD.5: the commanders the phase end would capture (the engine's phase end, applied to a copy). */
function capturedAtPhaseEnd(ctx: Ctx, state: GameState): Array<{ commander: string; hex: HexCode }> {
  if (whyCannotEndPhase(ctx, state)) return []
  const out = apply(ctx, state, { type: 'endPhase' })
  if (!out.ok) return []
  return out.events.flatMap((e) => (e.type === 'commander-captured' ? [{ commander: e.commander, hex: e.hex }] : []))
}

/** Ending the phase now: every commander it captures (CMD.5); refused as `endPhase` would be. */
export function phaseEndWarnings(ctx: Ctx, state: GameState): Answer<{ warnings: Warning[] }> {
  const why = whyCannotEndPhase(ctx, state)
  if (why) return refused(why)
  const warnings: Warning[] = capturedAtPhaseEnd(ctx, state).map(({ commander, hex }) => ({
    code: 'commander-captured',
    rule: 'CMD.5',
    commander,
    side: state.commanders[commander]!.side, // the event names a commander of the state
    hex,
  }))
  return { ok: true, warnings }
}

/** CBT.9: own units near the step's end that had a retreat from some enemy next to them, and have none after it. */
function blockedByStep(ctx: Ctx, before: GameState, after: GameState, moved: string, dest: HexCode): Warning[] {
  const map = ctx.map
  const d = hexId(map, dest)
  const side = after.units[moved]!.side // the moved unit is a unit of the state
  const out: Warning[] = []
  for (const id in after.units) {
    const w = after.units[id]! // a key of the record itself
    // A retreat ends at most two hexes away (CBT.8); the step can take only the hex it ends in.
    if (id === moved || w.side !== side || !isOnMap(w) || distance(map.geo, d, hexId(map, w.hex)) > 2) continue
    const blocked: Array<{ enemy: string; distance: number }> = []
    for (const e of retreatThreats(map, after, w))
      for (const k of RETREAT_DISTANCES)
        if (!canRetreat(map, after, w, k, [e.id]) && canRetreat(map, before, w, k, [e.id]))
          blocked.push({ enemy: e.id, distance: k })
    if (blocked.length) out.push({ code: 'retreat-blocked', rule: 'CBT.9', unit: id, hex: w.hex, blocked })
  }
  return out
}

/** Before a move (of a unit or a commander): what it costs by the rules; refused as `apply` refuses it. */
export function moveWarnings(ctx: Ctx, state: GameState, command: MoveCommand): Answer<{ warnings: Warning[] }> {
  const out = apply(ctx, state, command)
  if (!out.ok) return refused(out.refusal)
  const after = out.state
  const warnings: Warning[] = []
  const doomed = new Set(capturedAtPhaseEnd(ctx, state).map((c) => c.commander))
  for (const { commander, hex } of capturedAtPhaseEnd(ctx, after)) {
    const c = after.commanders[commander]! // the event names a commander of the state
    if (doomed.has(commander) || c.side !== state.side) continue
    const mayStillMove = commanderReach(ctx, after, c).ends.length > 0
    warnings.push({ code: 'commander-alone', rule: 'CMD.5', commander, hex, mayStillMove })
  }
  if (command.type === 'move') {
    const u = after.units[command.unit]! // a move the engine accepted names a unit of the state
    if (isOnMap(u)) {
      warnings.push(...blockedByStep(ctx, state, after, u.id, u.hex))
      const { enemies, blocked } = blockedRetreats(ctx.map, after, u)
      if (enemies.length > 0 && blocked.length === enemies.length * RETREAT_DISTANCES.length)
        warnings.push({ code: 'no-retreat', rule: 'CBT.9', unit: u.id, hex: u.hex, enemies })
    }
  }
  return { ok: true, warnings }
}
