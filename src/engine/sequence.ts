// The turn sequence (SEQ.1–3): French then Russian, each rally → movement → combat; 20 turns.
import type { GameEvent } from './events'
import { LAST_TURN, type GameState } from './state'
import type { Phase } from './types'

const NEXT: Partial<Record<Phase, Phase>> = { rally: 'movement', movement: 'combat' }

/** Resets the per-phase bookkeeping of the phasing side when a phase begins. */
function beginPhase(s: GameState, events: GameEvent[]): void {
  for (const id in s.units) {
    const u = s.units[id]
    if (u.side !== s.side) continue
    if (s.phase === 'movement') {
      u.mpSpent = 0
      u.phaseStartHex = u.hex
    }
    if (s.phase === 'combat') u.attacked = false
  }
  if (s.phase === 'movement') for (const id in s.commanders) if (s.commanders[id].side === s.side) s.commanders[id].mpSpent = 0
  events.push({ type: 'phase-started', rule: 'SEQ.3', turn: s.turn, side: s.side, phase: s.phase })
}

/** Moves a draft state on to the next phase (after the last phase of turn 20 the game is over). */
export function advancePhase(s: GameState, events: GameEvent[]): void {
  const next = NEXT[s.phase]
  if (next) {
    s.phase = next
  } else if (s.side === 'fr') {
    s.side = 'ru'
    s.phase = 'rally'
  } else if (s.turn >= LAST_TURN) {
    s.phase = 'over'
    s.over = true
    events.push({ type: 'game-over', rule: 'SEQ.1' })
    return
  } else {
    s.turn += 1
    s.side = 'fr'
    s.phase = 'rally'
  }
  beginPhase(s, events)
}
