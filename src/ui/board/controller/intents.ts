// What the player's pointing means in the current phase: the effects of a click on a unit, a commander or a hex.
// Legality is always the engine's answer; a click the rules do not allow is explained (the why-not queries), never
// sent as a command the engine would refuse. Ported from the board's click handlers, unchanged in meaning.
import { Combat, Movement, type HexCode } from '../../../engine'
import { movementInfo, pathCodes } from './movement'
import type { BoardInput, Effect } from './types'

export function clickUnit(input: BoardInput, id: string): Effect[] {
  const { ctx, state, sel } = input
  const u = state.units[id]
  if (!u) return []
  const step = state.pending[0]
  if (step?.kind === 'exchange' && step.candidates.includes(id)) return [{ kind: 'toggleAttacker', id }]
  if (step?.kind === 'advance' && step.options.some((o) => o.unit === id)) return [{ kind: 'select', unit: id }]
  // A retreat or advance into a hex held by another counter: the counter takes the click, and it means its hex.
  if (u.hex && onStepHex(input, u.hex, id)) return clickHex(input, u.hex)
  if (state.phase === 'movement') {
    // One's own unit is always selected by a click, whatever was selected before, so a selection never traps the
    // player. A commander joins a unit by a click on the hex around its counter (or the panel).
    if (u.side === state.side) return [{ kind: 'select', unit: id }]
    if (sel.commander && u.hex) {
      const ex = Movement.explainHex(ctx, state, null, sel.commander, u.hex)
      if (ex?.why && ex.why.code !== 'explain.here') return [{ kind: 'explain', refusal: ex.why }]
    }
    return [{ kind: 'select', unit: sel.unit === id ? null : id }]
  }
  if (state.phase === 'combat' && !step) {
    if (u.side !== state.side) return [{ kind: 'defender', id: sel.defender === id ? null : id }]
    const d = sel.defender
    const target = d ? state.units[d] : undefined
    if (d && target) {
      const c = Combat.candidatesAgainst(ctx, state, d)
      if (c.attackers.includes(id) || c.batteries.includes(id)) return [{ kind: 'toggleAttacker', id }]
      // One of ours that cannot join against this target: say why (range, line of sight, height, already fired or
      // attacked, a melee barrier), and keep the attack being put together.
      const why =
        u.type === 'artillery'
          ? Combat.whyCannotFire(ctx, state, u, target)
          : Combat.whyCannotMelee(ctx, state, u, target)
      if (why && why.code !== 'attack.not-adjacent') return [{ kind: 'explain', refusal: why }]
    }
    return [{ kind: 'select', unit: id }]
  }
  return [{ kind: 'select', unit: sel.unit === id ? null : id }]
}

export function clickCommander(input: BoardInput, id: string, point: HexCode | null = null): Effect[] {
  const { ctx, state, sel } = input
  const c = state.commanders[id]
  if (!c) return []
  // A badge reaches over its hex's edge: a click on that part, while the selected mover can end its move in the hex
  // beneath, means that hex (the move the player is making), not the commander.
  if (point && point !== c.hex && (sel.unit || sel.commander)) {
    const r = movementInfo(ctx, state, sel.unit, sel.commander).marks.get(point)
    if (r?.kind === 'reach') return clickHex(input, point)
  }
  // One's own commander is selected by a click, always, even with a unit selected (a unit joins him by a click on
  // the hex around his badge, or by Enter on his hex): a click on a counter never means anything but that counter.
  if ((state.phase === 'movement' || state.phase === 'setup') && c.side === state.side)
    return [{ kind: 'selectCommander', commander: sel.commander === id ? null : id }]
  if (c.hex && onStepHex(input, c.hex, null)) return clickHex(input, c.hex)
  // A commander on a unit: clicking him acts like clicking the hex's unit in other phases.
  const unit = Object.values(state.units).find((u) => u.hex === c.hex && u.status === 'active')
  return unit ? clickUnit(input, unit.id) : [{ kind: 'selectCommander', commander: id }]
}

/** A pending retreat's or advance's target hex (a legal one), under a counter other than the unit that moves. */
function onStepHex({ ctx, state, sel }: BoardInput, hex: HexCode, clicked: string | null): boolean {
  const step = state.pending[0]
  if (step?.kind === 'retreat') return clicked !== step.unit && !Combat.whyNotRetreat(ctx, state, step, hex)
  if (step?.kind === 'advance')
    return step.options.some((o) => o.hex === hex && o.unit !== clicked && (!sel.unit || o.unit === sel.unit))
  return false
}

/** A click on a hex the selected mover cannot reach: why, with the rule (the selection stays), else deselect. */
function refusedHex(input: BoardInput, hex: HexCode): Effect[] {
  const { ctx, state, sel } = input
  const ex = Movement.explainHex(ctx, state, sel.unit, sel.commander, hex)
  if (ex?.why && ex.why.code !== 'explain.here') return [{ kind: 'explain', refusal: ex.why }]
  return sel.commander ? [{ kind: 'selectCommander', commander: null }] : [{ kind: 'select', unit: null }]
}

export function clickHex(input: BoardInput, hex: HexCode): Effect[] {
  const { ctx, state, sel } = input
  const step = state.pending[0]
  if (step?.kind === 'retreat') {
    // A hex that is not a legal next retreat hex: say which condition fails (CBT.10) instead of sending it.
    const why = Combat.whyNotRetreat(ctx, state, step, hex)
    return why
      ? [{ kind: 'explain', refusal: why }]
      : [{ kind: 'command', command: { type: 'retreat', unit: step.unit, hex } }]
  }
  if (step?.kind === 'advance') {
    const opt = step.options.find((o) => o.hex === hex && (!sel.unit || o.unit === sel.unit))
    return opt ? [{ kind: 'command', command: { type: 'advance', unit: opt.unit, hex } }] : []
  }
  if (state.phase === 'movement') {
    if (sel.commander) {
      const path = pathCodes(ctx, movementInfo(ctx, state, null, sel.commander).reach, hex)
      return path
        ? [{ kind: 'command', command: { type: 'moveCommander', commander: sel.commander, path } }]
        : refusedHex(input, hex)
    }
    if (!sel.unit) return []
    const path = pathCodes(ctx, movementInfo(ctx, state, sel.unit, null).reach, hex)
    return path ? [{ kind: 'command', command: { type: 'move', unit: sel.unit, path } }] : refusedHex(input, hex)
  }
  if (state.phase === 'setup') return placeSelected(input, hex)
  return []
}

/** A click on a hex in a free setup (SCN.2): the selected unit or commander is placed there. */
function placeSelected({ state, sel, setupLimbered }: BoardInput, hex: HexCode): Effect[] {
  if (sel.commander)
    return [
      {
        kind: 'command',
        command: { type: 'placeCommander', commander: sel.commander, hex },
        then: [{ kind: 'selectCommander', commander: null }],
      },
    ]
  if (!sel.unit) return []
  const isBattery = state.units[sel.unit]?.type === 'artillery'
  const command = { type: 'place' as const, unit: sel.unit, hex, ...(isBattery ? { limbered: setupLimbered } : {}) }
  return [{ kind: 'command', command, then: [{ kind: 'select', unit: null }] }]
}
