// The sequence of play (PH-SEQ.1–3): facing changes, ending phases, the end-of-turn check (PH-WIN.2),
// the camp deadline (PH-SETUP.4) and agreed draws (PH-WIN.7).
import { resolveDeclared } from './combat'
import type { PhCommand, PhCtx, PhOutcome } from './commands'
import type { PhEvent } from './events'
import { neighbourOf } from './field'
import { occupancy } from './occupancy'
import { refuse } from './refusal'
import { isBroken, scoresAfterBreak, winnerOf } from './scoring'
import { gameTurn, unitOf, withUnits, type PhState } from './state'
import { hasFacing, isOnBoard, type PhUnit } from './units'
import { otherSide } from './types'

export function face(_ctx: PhCtx, state: PhState, cmd: Extract<PhCommand, { type: 'face' }>): PhOutcome {
  if (state.phase !== 'facing')
    return { ok: false, refusal: refuse('phase.wrong', { expected: 'facing', phase: state.phase }) }
  const u = unitOf(state, cmd.unit)
  if (!u) return { ok: false, refusal: refuse('unit.unknown', { unit: cmd.unit }) }
  if (u.side !== state.side) return { ok: false, refusal: refuse('unit.not-own', { unit: u.id }) }
  if (!hasFacing(u)) return { ok: false, refusal: refuse('face.no-facing', { unit: u.id }) }
  if (!isOnBoard(u) || u.facing === null) return { ok: false, refusal: refuse('face.not-on-board', { unit: u.id }) }
  if (u.facing === cmd.facing)
    return { ok: false, refusal: refuse('face.unchanged', { unit: u.id, facing: cmd.facing }) }
  const event: PhEvent = { kind: 'faced', rule: 'PH-FACE.1', unit: u.id, from: u.facing, to: cmd.facing }
  return { ok: true, state: withUnits(state, [{ ...u, facing: cmd.facing }]), events: [event] }
}

/** Units of the phasing side still inside the camp, in id order. */
export const unitsInCamp = (state: PhState): PhUnit[] =>
  Object.keys(state.units)
    .sort()
    .map((id) => state.units[id]!) // keys of the record itself
    .filter((u) => u.side === state.side && u.location === 'camp')

/** PH-SETUP.4 applies in the movement phase of the owner's 3rd turn (and would after it, were anyone left). */
export const campDeadlineNow = (state: PhState): boolean => state.phase === 'movement' && state.ownTurn[state.side] >= 3

/** PH-SETUP.4: the camp's empty neighbours, through which waiting units can still leave. */
export function freeCampExits(ctx: PhCtx, state: PhState): number[] {
  const occ = occupancy(ctx.field, state)
  const camp = ctx.field.camp[state.side]
  const out: number[] = []
  for (let d = 0; d < 6; d++) {
    const n = neighbourOf(ctx.field, camp, d)
    if (n >= 0 && occ[n] === '') out.push(n)
  }
  return out
}

function endMovement(ctx: PhCtx, state: PhState, events: PhEvent[]): PhOutcome {
  let s = state
  const waiting = campDeadlineNow(state) ? unitsInCamp(state) : []
  if (waiting.length > 0) {
    if (freeCampExits(ctx, state).length > 0) {
      return { ok: false, refusal: refuse('end.camp-deadline', { units: waiting.map((u) => u.id) }) }
    }
    s = withUnits(
      s,
      waiting.map((u) => ({ ...u, location: 'lost' as const, facing: null })),
    )
    events.push({ kind: 'unitsLostInCamp', rule: 'PH-SETUP.4', side: state.side, units: waiting.map((u) => u.id) })
  }
  events.push({ kind: 'phaseStarted', rule: 'PH-SEQ.2', side: s.side, phase: 'facing' })
  return { ok: true, state: { ...s, phase: 'facing' }, events }
}

function endTurn(state: PhState, events: PhEvent[]): PhOutcome {
  let s = state.declared.length > 0 ? resolveDeclared(state, events) : state
  const side = s.side
  // PH-WIN.2: only the phasing player's own losses are examined (PH-INT.11).
  if (isBroken(s, side)) {
    const scores = scoresAfterBreak(s, side)
    const result = { reason: 'break' as const, breaking: side, scores, winner: winnerOf(scores) }
    events.push({ kind: 'gameEnded', rule: 'PH-WIN.2', ...result })
    return { ok: true, state: { ...s, result }, events }
  }
  // PH-WIN.7 / PH-INT.14: the optional cap ends the game after the second player's turn.
  const limit = s.setup.maxGameTurns
  if (limit !== null && side !== s.setup.first && gameTurn(s) >= limit) {
    const result = { reason: 'turnLimit' as const, breaking: null, scores: null, winner: null }
    events.push({ kind: 'gameEnded', rule: 'PH-WIN.7', ...result })
    return { ok: true, state: { ...s, result }, events }
  }
  const next = otherSide(side)
  const ownTurn = { ...s.ownTurn, [next]: s.ownTurn[next] + 1 }
  s = { ...s, side: next, phase: 'movement', ownTurn, moved: [], attackers: [], targets: [], declared: [] }
  events.push({ kind: 'turnStarted', rule: 'PH-SEQ.1', side: next, ownTurn: ownTurn[next], gameTurn: gameTurn(s) })
  if (isBroken(s, next)) events.push({ kind: 'lastTurn', rule: 'PH-WIN.3', side: next })
  return { ok: true, state: s, events }
}

export function endPhase(ctx: PhCtx, state: PhState): PhOutcome {
  const events: PhEvent[] = []
  if (state.phase === 'movement') return endMovement(ctx, state, events)
  if (state.phase === 'facing') {
    events.push({ kind: 'phaseStarted', rule: 'PH-SEQ.2', side: state.side, phase: 'attack' })
    return { ok: true, state: { ...state, phase: 'attack' }, events }
  }
  return endTurn(state, events)
}

export function agreeDraw(state: PhState): PhOutcome {
  const result = { reason: 'agreedDraw' as const, breaking: null, scores: null, winner: null }
  return { ok: true, state: { ...state, result }, events: [{ kind: 'gameEnded', rule: 'PH-WIN.7', ...result }] }
}
