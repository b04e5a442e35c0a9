// The free setup (SCN.2): placing units and commanders, and what must hold before a side's setup ends.
import { own } from './own'
import { produce } from 'immer'
import { latinLabel } from './labels'
import type { Command, Ctx, Outcome } from './commands'
import type { GameEvent } from './events'
import { distance } from './geometry'
import { hexId } from './map'
import { buildOccupancy } from './occupancy'
import { refusal, type Refusal, unknownUnit } from './refusal'
import { deploymentZone, forbiddenTerrain, validateSetup } from './setup'
import type { GameState } from './state'
import type { HexCode } from './types'
import { commands, type CommanderState } from './units'

const no = (r: Refusal): Outcome => ({ ok: false, refusal: r })

function setupPhaseCheck(state: GameState, side: string | undefined): Refusal | null {
  if (state.phase !== 'setup' || !state.setup) return refusal('SCN.2', 'setup.not-setup', 'Расстановка уже закончена.', 'The setup is over.')
  if (side !== state.side) return refusal('SCN.2', 'setup.other-side', 'Сейчас расставляет другая сторона.', 'The other side is setting up now.')
  return null
}

/** Why a hex is outside the side's deployment zone, or null when it is inside. */
function zoneRefusal(ctx: Ctx, state: GameState, hex: HexCode): Refusal | null {
  const id = hexId(ctx.map, hex)
  if (id < 0) return refusal('MAP.1', 'setup.off-map', `Клетки ${hex} нет на карте.`, `Hex ${hex} is not on the map.`)
  const rules = state.setup!
  if (deploymentZone(ctx.map, rules, state.side, state)[id]) return null
  if (state.side === 'ru') {
    return refusal('SCN.2', 'setup.outside-zone', `${hex} западнее линии Бородино — батарея Раевского — Семёновское — Утица: русские ставятся на линии или восточнее.`, `${hex} is west of the Borodino – Raevsky battery – Semenovskoye – Utitsa line: the Russians set up on it or east of it.`)
  }
  if (!deploymentZone(ctx.map, rules, 'fr')[id]) {
    return refusal('SCN.2', 'setup.outside-zone', `${hex} на линии Бородино — Семёновское — Утица или восточнее: французы ставятся только западнее линии.`, `${hex} is on or east of the Borodino – Semenovskoye – Utitsa line: the French set up only west of it.`)
  }
  // West of the line, so too close: name the nearest Russian unit.
  let nearest: { label: string; d: number } | null = null
  for (const u of Object.values(state.units)) {
    if (u.side !== 'ru' || u.hex === null) continue
    const d = distance(ctx.map.geo, id, hexId(ctx.map, u.hex))
    if (!nearest || d < nearest.d) nearest = { label: u.label, d }
  }
  const n = nearest ?? { label: '?', d: 0 }
  return refusal(
    'SCN.2',
    'setup.too-close',
    `${hex} слишком близко к русским: до ${n.label} ${n.d} кл., а нужно не меньше ${rules.frenchMinDistance}.`,
    `${hex} is too close to the Russians: ${latinLabel(n.label)} is ${n.d} hex(es) away; at least ${rules.frenchMinDistance} are needed.`,
  )
}

export function place(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'place' }>): Outcome {
  const u = own(state.units, cmd.unit)
  if (!u) return no(unknownUnit(cmd.unit))
  const why = setupPhaseCheck(state, u.side)
  if (why) return no(why)
  if (u.status !== 'active') return no(refusal('UNIT.1', 'unit.not-on-map', 'Эта часть выбыла.', 'This unit is out of the game.'))
  if (cmd.limbered && u.type !== 'artillery') return no(refusal('UNIT.3', 'unit.not-battery', 'Только батарею можно поставить на передки.', 'Only a battery can be limbered.'))
  const hex = cmd.hex
  if (hex !== null) {
    const outside = zoneRefusal(ctx, state, hex)
    if (outside) return no(outside)
    const id = hexId(ctx.map, hex)
    const occ = buildOccupancy(ctx.map, state)
    const other = occ.unitAt[id] >= 0 ? occ.units[occ.unitAt[id]] : null
    if (other && other.id !== u.id) return no(refusal('STACK.1', 'setup.occupied', `В ${hex} уже стоит ${other.label}.`, `${hex} already holds ${latinLabel(other.label)}.`))
    if (forbiddenTerrain(ctx.map, id, u.type)) {
      return no(refusal('MOVE.5', 'setup.battery-terrain', `Батарея не может стоять в лесу или кустарнике вне дороги (${hex}).`, `A battery cannot stand in forest or brush off a road (${hex}).`))
    }
  }
  const events: GameEvent[] = [{ type: 'placed', rule: 'SCN.2', unit: u.id, hex }]
  const next = produce(state, (s) => {
    const su = s.units[u.id]
    su.hex = hex
    su.phaseStartHex = hex
    if (su.type === 'artillery') su.limbered = !!cmd.limbered
  })
  return { ok: true, state: next, events }
}

export function placeCommander(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'placeCommander' }>): Outcome {
  const c = own(state.commanders, cmd.commander)
  if (!c) return no(refusal('UNIT.5', 'commander.unknown', `Нет командующего «${cmd.commander}».`, `There is no commander "${cmd.commander}".`))
  const why = setupPhaseCheck(state, c.side)
  if (why) return no(why)
  if (cmd.hex !== null) {
    const outside = zoneRefusal(ctx, state, cmd.hex)
    if (outside) return no(outside)
  }
  const next = produce(state, (s) => {
    s.commanders[c.id].hex = cmd.hex
  })
  return { ok: true, state: next, events: [{ type: 'commander-placed', rule: 'SCN.2', commander: c.id, hex: cmd.hex }] }
}

/** Why the phasing side may not finish its setup yet: every combat unit must stand legally (SCN.2). */
export function whyCannotEndSetup(ctx: Ctx, state: GameState): Refusal | null {
  if (!state.setup) return null
  const v = validateSetup(ctx.map, state.setup, state, state.side)
  if (v.length === 0) return null
  const unplaced = v.filter((x) => x.hex === null).length
  const wrong = v.length - unplaced
  const r = refusal(
    'SCN.2',
    'setup.incomplete',
    `Расстановка не закончена: не выставлено частей — ${unplaced}, нарушений — ${wrong}.`,
    `The setup is not finished: ${unplaced} unit(s) not placed, ${wrong} violation(s).`,
  )
  return { ...r, units: [...new Set(v.map((x) => x.unit))] }
}

/**
 * At the end of a side's setup, commanders left off the map join the first unit of their command
 * (interpretation: placing every commander by hand is busywork; SCN.2 speaks of units).
 */
export function seatUnplacedCommanders(s: GameState, events: GameEvent[]): void {
  for (const id in s.commanders) {
    const c: CommanderState = s.commanders[id]
    if (c.side !== s.side || c.status !== 'active' || c.hex !== null) continue
    const host = Object.values(s.units).find((u) => u.status === 'active' && u.hex !== null && commands(c, u))
    if (!host) continue
    c.hex = host.hex
    events.push({ type: 'commander-placed', rule: 'SCN.2', commander: c.id, hex: host.hex })
  }
}
