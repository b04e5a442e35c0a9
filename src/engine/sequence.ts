// The turn sequence (SEQ.1–3): French then Russian, each rally → movement → combat; 20 turns.
import { isDraft, original } from 'immer'
import { returnWounded } from './commanders'
import type { GameEvent } from './events'
import { LAST_TURN, type GameState } from './state'
import type { Phase } from './types'
import { victoryStatus } from './victory'

const NEXT: Partial<Record<Phase, Phase>> = { rally: 'movement', movement: 'combat' }

/** Resets the per-phase bookkeeping of the phasing side when a phase begins. */
function beginPhase(s: GameState, events: GameEvent[]): void {
  // Read the plain state and write only what changes: touching every unit through a draft is slow.
  const base = isDraft(s) ? (original(s) as GameState) : s
  const side = s.side
  const phase = s.phase
  for (const id in base.units) {
    const b = base.units[id]
    if (b.side !== side) continue
    if (phase === 'movement' && (b.mpSpent !== 0 || b.phaseStartHex !== b.hex)) {
      const u = s.units[id]
      u.mpSpent = 0
      u.phaseStartHex = u.hex
    }
    if (phase === 'combat' && b.attacked) s.units[id].attacked = false
  }
  if (phase === 'movement') {
    for (const id in base.commanders) if (base.commanders[id].side === side && base.commanders[id].mpSpent !== 0) s.commanders[id].mpSpent = 0
  }
  events.push({ type: 'phase-started', rule: 'SEQ.3', turn: s.turn, side: s.side, phase: s.phase })
  // CMD.4: a lightly wounded commander is back at the start of his side's phase, before the rally rolls.
  if (s.phase === 'rally') returnWounded(s, events)
}

/** Moves a draft state on to the next phase (after the last phase of turn 20 the game is over). */
export function advancePhase(s: GameState, events: GameEvent[]): void {
  const next = NEXT[s.phase]
  if (s.phase === 'setup') {
    // SCN.2: the Russians set up first, then the French; then turn 1 begins with the French rally.
    if (s.side === 'ru') s.side = 'fr'
    else {
      s.phase = 'rally'
      delete s.setup
    }
  } else if (next) {
    s.phase = next
  } else if (s.side === 'fr') {
    s.side = 'ru'
    s.phase = 'rally'
  } else if (s.turn >= LAST_TURN) {
    s.phase = 'over'
    s.over = true
    const v = victoryStatus(s)
    events.push({ type: 'game-over', rule: 'WIN.2', losses: v.losses, lossesPct: v.lossesPct, band: v.band })
    return
  } else {
    s.turn += 1
    s.side = 'fr'
    s.phase = 'rally'
  }
  beginPhase(s, events)
}
