// Ending a phase (SEQ.1–3, CBT.3, RALLY.2) and the rally command.
import { edit } from '../core/working'
import { type GameState, isGameOver } from '../core/state'
import type { Command, Ctx, Outcome } from '../core/commands'
import { unitsThatMustAttack } from '../combat/combatRules'
import type { GameEvent } from '../core/events'
import { pendingRefusal } from '../combat/pendingQueue'
import { rallyAll } from '../command/rally'
import { gameOver, refuse, type Refusal } from '../core/refusal'
import { advancePhase, resetPhaseCounters } from './sequence'
import { seatUnplacedCommanders, whyCannotEndSetup } from '../setup/setupCommands'

/** Why the phasing player may not end the phase now, or null (CBT.3, and anything pending). */
export function whyCannotEndPhase(ctx: Ctx, state: GameState): Refusal | null {
  if (isGameOver(state)) return gameOver()
  const head = state.pending[0]
  if (head) return pendingRefusal(head)
  if (state.phase === 'setup') return whyCannotEndSetup(ctx, state)
  if (state.phase === 'combat') {
    const must = unitsThatMustAttack(ctx, state)
    if (must.length > 0) {
      const r = refuse('CBT.3', 'combat.must-attack', { labels: must.map((id) => state.units[id]!.label) })
      return { ...r, units: must }
    }
  }
  return null
}

export function endPhase(ctx: Ctx, state: GameState): Outcome {
  const why = whyCannotEndPhase(ctx, state)
  if (why) return { ok: false, refusal: why }
  const events: GameEvent[] = []
  const next = edit(state, (s) => {
    // Ending the rally phase rolls the rally, so no roll is ever skipped (RALLY.2).
    if (s.phase === 'rally') rallyAll(s, events)
    if (s.phase === 'setup') {
      seatUnplacedCommanders(s, events)
      events.push({ type: 'setup-finished', rule: 'SCN.2', side: s.side })
    }
    advancePhase(s, events)
  })
  return { ok: true, state: resetPhaseCounters(next), events }
}

export function rally(ctx: Ctx, state: GameState, _cmd: Extract<Command, { type: 'rally' }>): Outcome {
  if (state.phase !== 'rally' || isGameOver(state)) {
    return { ok: false, refusal: refuse('RALLY.2', 'phase.not-rally') }
  }
  return endPhase(ctx, state)
}
