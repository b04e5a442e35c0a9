// Ending a phase (SEQ.1–3, CBT.3, RALLY.2) and the rally command.
import { produce } from 'immer'
import { latinLabel } from './labels'
import type { Command, Ctx, Outcome } from './commands'
import { unitsThatMustAttack } from './combatRules'
import type { GameEvent } from './events'
import { pendingRefusal } from './pendingQueue'
import { rallyAll } from './rally'
import { refusal, type Refusal } from './refusal'
import { advancePhase, resetPhaseCounters } from './sequence'
import { seatUnplacedCommanders, whyCannotEndSetup } from './setupCommands'
import type { GameState } from './state'

/** Why the phasing player may not end the phase now, or null (CBT.3, and anything pending). */
export function whyCannotEndPhase(ctx: Ctx, state: GameState): Refusal | null {
  if (state.over) return refusal('SEQ.1', 'game.over', 'Игра окончена.', 'The game is over.')
  const head = state.pending[0]
  if (head) return pendingRefusal(head)
  if (state.phase === 'setup') return whyCannotEndSetup(ctx, state)
  if (state.phase === 'combat') {
    const must = unitsThatMustAttack(ctx.map, state)
    if (must.length > 0) {
      const names = must.map((id) => state.units[id].label).join(', ')
      const namesEn = must.map((id) => latinLabel(state.units[id].label)).join(', ')
      const r = refusal('CBT.3', 'combat.must-attack', `Эти части в зоне контроля противника должны атаковать: ${names}.`, `These units stand in an enemy zone of control and must attack: ${namesEn}.`)
      return { ...r, units: must }
    }
  }
  return null
}

export function endPhase(ctx: Ctx, state: GameState): Outcome {
  const why = whyCannotEndPhase(ctx, state)
  if (why) return { ok: false, refusal: why }
  const events: GameEvent[] = []
  const next = produce(state, (s) => {
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
  if (state.phase !== 'rally' || state.over) {
    return { ok: false, refusal: refusal('RALLY.2', 'phase.not-rally', 'Бросок на восстановление делается только в фазе восстановления.', 'Rallying happens only in the rally phase.') }
  }
  return endPhase(ctx, state)
}
