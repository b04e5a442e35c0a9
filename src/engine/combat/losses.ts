// Removing a unit from play (CBT.8–9, WIN.1): its front strength counts as a loss of its side.
import type { Ctx } from '../core/commands'
import { captureWithDestroyed } from '../command/commanders'
import type { GameEvent } from '../core/events'
import { removePending } from './pendingQueue'
import type { RuleId } from '../core/rules'
import type { GameState } from '../core/state'

export function destroyUnit(
  ctx: Ctx,
  s: GameState,
  unitId: string,
  rule: RuleId,
  cause: 'result' | 'exchange' | 'no-retreat',
  events: GameEvent[],
): void {
  const u = s.units[unitId]
  if (!u || u.status !== 'active' || u.hex === null) return
  const hex = u.hex
  u.status = 'destroyed'
  u.hex = null
  // WIN.1: losses are counted in front (printed) strengths, whatever side was face up.
  s.losses[u.side] += u.front.strength
  events.push({ type: 'unit-destroyed', rule, unit: u.id, hex, strength: u.front.strength, cause })
  removePending(s, (p) => p.kind === 'retreat' && p.unit === unitId)
  captureWithDestroyed(ctx, s, u.side, hex, events)
}
