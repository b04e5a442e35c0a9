// What the board, the tutorial and a computer player ask of a position. All read-only.
import { attackerRefusal, checkAttack, targetRefusal } from './combat'
import type { PhCtx } from './commands'
import { FACINGS, frontHexes, type Facing } from './facing'
import { hexOf } from './field'
import { destinations, moverRefusal, type Destination } from './movement'
import { occupancy } from './occupancy'
import { refuse, type PhRefusal } from './refusal'
import { isBroken, lossesOf, type Losses } from './scoring'
import { gameTurn, unitOf, type GameResult, type PhState } from './state'
import { campDeadlineNow, freeCampExits, unitsInCamp } from './turn'
import { frontOf, hasFacing, isOnBoard, valuesOf } from './units'
import type { Phase, Side } from './types'

type Answer<T> = { ok: true; value: T } | { ok: false; refusal: PhRefusal }

export interface TurnInfo {
  readonly side: Side
  readonly phase: Phase
  readonly ownTurn: number
  readonly gameTurn: number
  /** PH-WIN.3: the phasing side has already lost 4 units, so this turn is its last. */
  readonly lastTurn: boolean
  /** PH-SETUP.4: units that must leave the camp before movement may end this phase. */
  readonly mustLeaveCamp: readonly string[]
  readonly result: GameResult | null
}

export function turnInfo(ctx: PhCtx, state: PhState): TurnInfo {
  const mustLeave =
    campDeadlineNow(state) && freeCampExits(ctx, state).length > 0 ? unitsInCamp(state).map((u) => u.id) : []
  return {
    side: state.side,
    phase: state.phase,
    ownTurn: state.ownTurn[state.side],
    gameTurn: gameTurn(state),
    lastTurn: isBroken(state, state.side),
    mustLeaveCamp: mustLeave,
    result: state.result,
  }
}

/** Every hex the unit can move to now, each with the facings (and paths) that reach it. */
export function legalMoves(ctx: PhCtx, state: PhState, unit: string): Answer<Destination[]> {
  if (state.result) return { ok: false, refusal: refuse('game.over') }
  const no = moverRefusal(state, unit)
  if (no) return { ok: false, refusal: no }
  return { ok: true, value: destinations(ctx.field, state, unitOf(state, unit)!) }
}

/** Facings the unit may be turned to now (PH-FACE.1): every vertex but the current one. */
export function legalFacings(state: PhState, unit: string): Answer<Facing[]> {
  if (state.result) return { ok: false, refusal: refuse('game.over') }
  if (state.phase !== 'facing')
    return { ok: false, refusal: refuse('phase.wrong', { expected: 'facing', phase: state.phase }) }
  const u = unitOf(state, unit)
  if (!u) return { ok: false, refusal: refuse('unit.unknown', { unit }) }
  if (u.side !== state.side) return { ok: false, refusal: refuse('unit.not-own', { unit: u.id }) }
  if (!hasFacing(u)) return { ok: false, refusal: refuse('face.no-facing', { unit: u.id }) }
  if (!isOnBoard(u)) return { ok: false, refusal: refuse('face.not-on-board', { unit: u.id }) }
  return { ok: true, value: FACINGS.filter((f) => f !== u.facing) }
}

/** Enemy units the given unit may attack now (PH-CBT.2–3), in id order. */
export function attackTargets(ctx: PhCtx, state: PhState, unit: string): string[] {
  const a = unitOf(state, unit)
  if (!a || state.phase !== 'attack' || state.result || !isOnBoard(a)) return []
  const occ = occupancy(ctx.field, state)
  const out: string[] = []
  for (const h of frontHexes(ctx.field, hexOf(ctx.field, a.location), frontOf(a))) {
    const t = unitOf(state, occ[h])
    if (t && !targetRefusal(state, t) && !attackerRefusal(ctx.field, state, a, t)) out.push(t.id)
  }
  return out.sort()
}

export interface AttackOption {
  readonly target: string
  readonly defence: number
  /** Own units free to join an attack on this target now. */
  readonly attackers: readonly string[]
  /** Their summed attack, and whether all of them together would rout it (PH-CBT.5). */
  readonly maxStrength: number
  readonly canRout: boolean
}

/** Every enemy unit that can be attacked now, with the units able to take part. */
export function attackOptions(ctx: PhCtx, state: PhState): AttackOption[] {
  if (state.phase !== 'attack' || state.result) return []
  const byTarget = new Map<string, string[]>()
  for (const id of Object.keys(state.units).sort()) {
    if (state.units[id]!.side !== state.side) continue // a key of the record itself
    for (const t of attackTargets(ctx, state, id)) byTarget.set(t, [...(byTarget.get(t) ?? []), id])
  }
  return [...byTarget.keys()].sort().map((target) => {
    const attackers = byTarget.get(target) as string[]
    // Attackers and targets are units of the state.
    const maxStrength = attackers.reduce((s, id) => s + valuesOf(state.units[id]!).attack, 0)
    const defence = valuesOf(state.units[target]!).defence
    return { target, defence, attackers, maxStrength, canRout: maxStrength >= defence }
  })
}

export interface AttackPreview {
  readonly strength: number
  readonly defence: number
  /** Without PH-OPT.1 this is the result; with it, the result before the die. */
  readonly routs: boolean
}

/** The sum of a planned attack against the defence, or why it cannot be made — before committing. */
export function attackPreview(
  ctx: PhCtx,
  state: PhState,
  target: string,
  attackers: readonly string[],
): Answer<AttackPreview> {
  if (state.result) return { ok: false, refusal: refuse('game.over') }
  const c = checkAttack(ctx.field, state, target, attackers)
  if (!c.ok) return c
  return {
    ok: true,
    value: { strength: c.value.strength, defence: c.value.defence, routs: c.value.strength >= c.value.defence },
  }
}

export interface Standing {
  readonly losses: Readonly<Record<Side, Losses>>
  readonly result: GameResult | null
}

/** Losses of both sides (the running score) and the result once the game is over. */
export const standing = (state: PhState): Standing => ({
  losses: { south: lossesOf(state, 'south'), north: lossesOf(state, 'north') },
  result: state.result,
})
