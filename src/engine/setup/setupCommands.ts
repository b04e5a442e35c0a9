// The free setup (SCN.2): placing units and commanders, and what must hold before a side's setup ends.
import { own } from '../../core/own'
import { edit } from '../core/working'
import type { Command, Ctx, Outcome } from '../core/commands'
import type { GameEvent } from '../core/events'
import { distance } from '../../core/geometry'
import { hexId } from '../map/map'
import { derived } from '../core/derived'
import { refuse, type Refusal, unknownUnit } from '../core/refusal'
import { deploymentZone, forbiddenTerrain, validateSetup } from './setup'
import type { GameState } from '../core/state'
import type { HexCode } from '../core/types'
import { commandsUnit, type CommanderState } from '../core/units'

const no = (r: Refusal): Outcome => ({ ok: false, refusal: r })

function setupPhaseCheck(state: GameState, side: string | undefined): Refusal | null {
  if (state.phase !== 'setup' || !state.setup) return refuse('SCN.2', 'setup.not-setup')
  if (side !== state.side) return refuse('SCN.2', 'setup.other-side')
  return null
}

/** Why a hex is outside the side's deployment zone, or null when it is inside. */
function zoneRefusal(ctx: Ctx, state: GameState, hex: HexCode): Refusal | null {
  const id = hexId(ctx.map, hex)
  if (id < 0) return refuse('MAP.1', 'setup.off-map', { hex })
  const rules = state.setup!
  if (deploymentZone(ctx, rules, state.side, state)[id]) return null
  if (state.side === 'ru') {
    return refuse('SCN.2', 'setup.outside-zone', { hex, side: 'ru' })
  }
  if (!deploymentZone(ctx, rules, 'fr')[id]) {
    return refuse('SCN.2', 'setup.outside-zone', { hex, side: 'fr' })
  }
  // West of the line, so too close: name the nearest Russian unit.
  let nearest: { label: string; d: number } | null = null
  for (const u of Object.values(state.units)) {
    if (u.side !== 'ru' || u.hex === null) continue
    const d = distance(ctx.map.geo, id, hexId(ctx.map, u.hex))
    if (!nearest || d < nearest.d) nearest = { label: u.label, d }
  }
  const n = nearest ?? { label: '?', d: 0 }
  return refuse('SCN.2', 'setup.too-close', { hex, label: n.label, distance: n.d, min: rules.frenchMinDistance })
}

export function place(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'place' }>): Outcome {
  const u = own(state.units, cmd.unit)
  if (!u) return no(unknownUnit(cmd.unit))
  const why = setupPhaseCheck(state, u.side)
  if (why) return no(why)
  if (u.status !== 'active') return no(refuse('UNIT.1', 'unit.not-on-map', { gone: true }))
  if (cmd.limbered && u.type !== 'artillery') return no(refuse('UNIT.3', 'unit.not-battery', { setup: true }))
  const hex = cmd.hex
  if (hex !== null) {
    const outside = zoneRefusal(ctx, state, hex)
    if (outside) return no(outside)
    const id = hexId(ctx.map, hex)
    const occ = derived(ctx, state).occ
    const other = occ.units[occ.unitAt[id]!] ?? null // id: a hex of the zone, on the map
    if (other && other.id !== u.id) return no(refuse('STACK.1', 'setup.occupied', { hex, label: other.label }))
    if (forbiddenTerrain(ctx, id, u.type)) {
      return no(refuse('MOVE.5', 'setup.battery-terrain', { hex }))
    }
  }
  const events: GameEvent[] = [{ type: 'placed', rule: 'SCN.2', unit: u.id, hex }]
  const next = edit(state, (s) => {
    const su = s.units[u.id]! // u was looked up in this state
    su.hex = hex
    su.phaseStartHex = hex
    if (su.type === 'artillery') su.limbered = !!cmd.limbered
  })
  return { ok: true, state: next, events }
}

export function placeCommander(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'placeCommander' }>): Outcome {
  const c = own(state.commanders, cmd.commander)
  if (!c) return no(refuse('UNIT.5', 'commander.unknown', { commander: cmd.commander }))
  const why = setupPhaseCheck(state, c.side)
  if (why) return no(why)
  if (cmd.hex !== null) {
    const outside = zoneRefusal(ctx, state, cmd.hex)
    if (outside) return no(outside)
  }
  const next = edit(state, (s) => {
    s.commanders[c.id]!.hex = cmd.hex // c was looked up in this state
  })
  return { ok: true, state: next, events: [{ type: 'commander-placed', rule: 'SCN.2', commander: c.id, hex: cmd.hex }] }
}

/** Why the phasing side may not finish its setup yet: every combat unit must stand legally (SCN.2). */
export function whyCannotEndSetup(ctx: Ctx, state: GameState): Refusal | null {
  if (!state.setup) return null
  const v = validateSetup(ctx, state.setup, state, state.side)
  if (v.length === 0) return null
  const unplaced = v.filter((x) => x.hex === null).length
  const wrong = v.length - unplaced
  const r = refuse('SCN.2', 'setup.incomplete', { unplaced, wrong })
  return { ...r, units: [...new Set(v.map((x) => x.unit))] }
}

/**
 * At the end of a side's setup, commanders left off the map join the first unit of their command
 * (interpretation: placing every commander by hand is busywork; SCN.2 speaks of units).
 */
export function seatUnplacedCommanders(s: GameState, events: GameEvent[]): void {
  for (const id in s.commanders) {
    const c: CommanderState = s.commanders[id]! // a key of the record itself
    if (c.side !== s.side || c.status !== 'active' || c.hex !== null) continue
    const host = Object.values(s.units).find((u) => u.status === 'active' && u.hex !== null && commandsUnit(c, u))
    if (!host) continue
    c.hex = host.hex
    events.push({ type: 'commander-placed', rule: 'SCN.2', commander: c.id, hex: host.hex })
  }
}
