// The board's keys as intents: Enter on the cursor's hex acts as a click on its topmost thing (on the chosen target, it
// rolls: ./combatKeys); n / p step through the units that can still act; e ends the phase, says why not, or first asks
// when the phase end costs something.
import { actingSide, Coach, Combat, isOnMap, whyCannotEndPhase, type HexCode } from '../../../engine'
import { clickCommander, clickHex, clickUnit } from './intents'
import { rollAt } from './combatKeys'
import { movementInfo, pathCodes } from './movement'
import type { BoardInput, Effect } from './types'

/**
 * Acts on a hex as a click on its topmost thing would: the top counter, else a commander alone, else the hex. On the
 * chosen target with an attack put together, it rolls (the keyboard's way to the roll; a click there still unselects).
 */
export function actOnHex(input: BoardInput, hex: HexCode): Effect[] {
  const { state } = input
  const roll = rollAt(input, hex)
  if (roll) return roll
  let top: string | null = null
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.status === 'active' && u.hex === hex) top = id
  }
  if (top) return clickUnit(input, top)
  // With a unit selected, Enter on a hex it can reach moves it there, even onto a commander standing alone
  // (stacking with him is routine, CMD.1); with nothing selected, Enter selects the commander, as a click does.
  if (reachesHex(input, hex)) return clickHex(input, hex)
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.status === 'active' && c.hex === hex) return clickCommander(input, id)
  }
  return clickHex(input, hex)
}

/** The selected unit (not a commander) can move to the hex this movement phase. */
function reachesHex({ ctx, state, sel }: BoardInput, hex: HexCode): boolean {
  if (state.phase !== 'movement' || !sel.unit || sel.commander) return false
  return !!pathCodes(ctx, movementInfo(ctx, state, sel.unit, null).reach, hex)
}

/** Unit ids, west to east then north to south (hex code order), of the acting side's units that can still act. */
export function actingUnits({ ctx, state }: BoardInput): string[] {
  const side = actingSide(state)
  const own = Object.values(state.units).filter((u) => u.side === side && isOnMap(u))
  const step = state.pending[0]
  let ids: string[]
  if (step?.kind === 'retreat') ids = [step.unit]
  else if (step?.kind === 'advance') ids = [...new Set(step.options.map((o) => o.unit))]
  else if (step?.kind === 'exchange') ids = step.candidates
  else if (state.phase === 'rally') ids = own.filter((u) => u.demoralized).map((u) => u.id)
  else if (state.phase === 'movement')
    ids = own.filter((u) => movementInfo(ctx, state, u.id, null).reach).map((u) => u.id)
  else if (state.phase === 'combat') {
    const set = new Set<string>()
    for (const t of Combat.legalTargets(ctx, state)) {
      const c = Combat.candidatesAgainst(ctx, state, t)
      for (const id of [...c.attackers, ...c.batteries]) set.add(id)
    }
    ids = [...set]
  } else ids = own.map((u) => u.id)
  const hexOf = (id: string): string => state.units[id]!.hex! // the filter below keeps units with a hex
  return ids
    .filter((id) => state.units[id]?.hex)
    .sort((a, b) => (hexOf(a) < hexOf(b) ? -1 : hexOf(a) > hexOf(b) ? 1 : a < b ? -1 : 1))
}

/** The next (or previous) unit that can still act: selected, with the cursor on it. */
export function stepUnit(input: BoardInput, delta: 1 | -1): Effect[] {
  const { state, sel } = input
  const ids = actingUnits(input)
  if (!ids.length) return []
  const cur = sel.unit ? ids.indexOf(sel.unit) : -1
  // An index into the non-empty list; actingUnits names units on the map.
  const next = ids[cur < 0 ? (delta > 0 ? 0 : ids.length - 1) : (cur + delta + ids.length) % ids.length]!
  const hex = state.units[next]!.hex!
  // The combat phase builds an attack by clicks; in a step waiting for the player, select as a click would.
  const pick: Effect[] =
    state.phase === 'combat' && !state.pending.length
      ? [{ kind: 'select', unit: next }]
      : state.pending.length
        ? clickUnit(input, next)
        : sel.unit !== next
          ? [{ kind: 'select', unit: next }]
          : []
  return [...pick, { kind: 'cursor', hex }]
}

/**
 * Ends the phase, or says why not (the rule that forbids it). With the coach on, a phase end that costs something
 * (Coach.phaseEndWarnings: a commander captured) is first put to the player, unless already confirmed.
 */
export function endPhase({ ctx, state, coach }: BoardInput, confirmed = false): Effect[] {
  const why = whyCannotEndPhase(ctx, state)
  if (why) return [{ kind: 'explain', refusal: why }]
  if (coach && !confirmed) {
    const w = Coach.phaseEndWarnings(ctx, state)
    if (w.ok && w.warnings.length) return [{ kind: 'confirmEndPhase', warnings: w.warnings }]
  }
  return [{ kind: 'clearAttack' }, { kind: 'select', unit: null }, { kind: 'command', command: { type: 'endPhase' } }]
}
