// The turn sequence (SEQ.1–3): French then Russian, each rally → movement → combat; 20 turns.
import { returnWounded } from '../command/commanders'
import type { GameEvent } from '../core/events'
import { lastTurnOf, type GameState } from '../core/state'
import type { Phase } from '../core/types'
import type { CommanderState, UnitState } from '../core/units'
import { victoryStatus } from './victory'
import { isWorking } from '../core/working'

const NEXT: Partial<Record<Phase, Phase>> = { rally: 'movement', movement: 'combat' }

/**
 * Resets the per-phase bookkeeping of the phasing side on a frozen state: MP spent and start hexes
 * when its movement phase begins, attack marks when its combat phase begins, commanders' MP.
 * Done outside immer (endPhase calls it on the result): a few dozen counters change at once,
 * and copying them by hand is several times faster than drafting each.
 */
export function resetPhaseCounters(state: GameState): GameState {
  const { side, phase } = state
  if (phase !== 'movement' && phase !== 'combat') return state
  // A simulation's working copy (core/working.ts) is reset in place, by the same test.
  const inPlace = isWorking(state)
  let units: Record<string, UnitState> | null = null
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.side !== side) continue
    if (phase === 'movement' && (u.mpSpent !== 0 || u.unlimberedThisPhase || u.phaseStartHex !== u.hex)) {
      const reset = { mpSpent: 0, unlimberedThisPhase: false, phaseStartHex: u.hex }
      if (inPlace) Object.assign(u, reset)
      else (units ??= { ...state.units })[id] = Object.freeze({ ...u, ...reset })
    } else if (phase === 'combat' && u.attacked) {
      if (inPlace) u.attacked = false
      else (units ??= { ...state.units })[id] = Object.freeze({ ...u, attacked: false })
    }
  }
  let commanders: Record<string, CommanderState> | null = null
  if (phase === 'movement') {
    for (const id in state.commanders) {
      const c = state.commanders[id]! // a key of the record itself
      if (c.side !== side || c.mpSpent === 0) continue
      if (inPlace) c.mpSpent = 0
      else (commanders ??= { ...state.commanders })[id] = Object.freeze({ ...c, mpSpent: 0 })
    }
  }
  if (!units && !commanders) return state
  return Object.freeze({
    ...state,
    units: units ? Object.freeze(units) : state.units,
    commanders: commanders ? Object.freeze(commanders) : state.commanders,
  })
}

function beginPhase(s: GameState, events: GameEvent[]): void {
  events.push({ type: 'phase-started', rule: 'SEQ.3', turn: s.turn, side: s.side, phase: s.phase })
  // CMD.4: a lightly wounded commander is back at the start of his side's phase, before the rally rolls.
  if (s.phase === 'rally') returnWounded(s, events)
}

/** Moves a draft state on to the next phase (after the last phase of the last turn the game is over). */
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
  } else if (s.turn >= lastTurnOf(s)) {
    s.phase = 'over'
    const v = victoryStatus(s)
    events.push({
      type: 'game-over',
      rule: v.rule,
      losses: v.losses,
      lossesPct: v.lossesPct,
      band: v.band,
      ...(v.points ? { points: v.points } : {}),
      ...(v.rule === 'WIN.3' ? { score: v.score } : {}),
    })
    return
  } else {
    s.turn += 1
    s.side = 'fr'
    s.phase = 'rally'
  }
  beginPhase(s, events)
}
