// What a click on the board means in the current phase. Legality is always the engine's answer.
import {
  candidatesAgainst,
  codeOf,
  explainHex,
  hexId,
  pathTo,
  whyCannotFire,
  whyCannotMelee,
  whyNotRetreat,
} from '../../engine'
import { bundle, gameStore, map } from '../../store/app'
import { placeSelected } from './placeSelected'
import { useUi } from '../../store/ui'
import { movementInfo, pathCodes } from './useMovement'

const game = () => gameStore.getState()
const ui = () => useUi.getState()

export function clickUnit(id: string): void {
  const { state } = game()
  const u = state.units[id]
  if (!u) return
  const step = state.pending[0]
  if (step?.kind === 'exchange' && step.candidates.includes(id)) return ui().toggleAttacker(id)
  if (step?.kind === 'advance' && step.options.some((o) => o.unit === id)) return ui().selectUnit(id)
  if (state.phase === 'movement') {
    // One's own unit is always selected by a click, whatever was selected before, so a selection never
    // traps the player. A commander joins a unit by a click on the hex around its counter (or the panel).
    if (u.side === state.side) return ui().selectUnit(id)
    const sc = ui().selectedCommander
    if (sc && u.hex) {
      const ex = explainHex(bundle.ctx, game().state, null, sc, u.hex)
      if (ex?.why && ex.why.code !== 'explain.here') return ui().explain(ex.why)
    }
    return ui().selectUnit(ui().selectedUnit === id ? null : id)
  }
  if (state.phase === 'combat' && !step) {
    if (u.side !== state.side) return ui().setDefender(ui().defender === id ? null : id)
    const d = ui().defender
    if (d) {
      const c = candidatesAgainst(bundle.ctx, state, d)
      if (c.attackers.includes(id) || c.batteries.includes(id)) return ui().toggleAttacker(id)
      // One of ours that cannot join against this target: say why (range, line of sight, height, already
      // fired or attacked, a melee barrier), and keep the attack being put together.
      const target = state.units[d]
      const why =
        target &&
        (u.type === 'artillery'
          ? whyCannotFire(bundle.ctx, state, u, target)
          : whyCannotMelee(bundle.ctx, state, u, target))
      if (why && why.code !== 'attack.not-adjacent') return ui().explain(why)
    }
    return ui().selectUnit(id)
  }
  ui().selectUnit(ui().selectedUnit === id ? null : id)
}

export function clickCommander(id: string): void {
  const { state } = game()
  const c = state.commanders[id]
  if (!c) return
  if ((state.phase === 'movement' || state.phase === 'setup') && c.side === state.side) {
    // With a unit selected, a click on a hex it can reach is a move, even on the badge of a commander
    // standing there alone (stacking with a commander is routine, CMD.1).
    const su = ui().selectedUnit
    if (
      state.phase === 'movement' &&
      su &&
      !ui().selectedCommander &&
      c.hex &&
      pathCodes(movementInfo(state, su, null).reach, c.hex)
    )
      return clickHex(c.hex)
    ui().selectCommander(ui().selectedCommander === id ? null : id)
    return
  }
  // A commander on a unit: clicking him acts like clicking the hex's unit in other phases.
  const unit = Object.values(state.units).find((u) => u.hex === c.hex && u.status === 'active')
  if (unit) clickUnit(unit.id)
  else ui().selectCommander(id)
}

export function moveCommanderTo(commander: string, hex: string): boolean {
  const info = movementInfo(game().state, null, commander)
  const h = hexId(map, hex)
  if (!info.reach || h < 0 || !info.reach.canEnd[h]) return false
  const p = pathTo(info.reach, h)
  if (!p) return false
  return game().dispatch({ type: 'moveCommander', commander, path: p.map((i) => codeOf(map, i)) })
}

/** A click on a hex the selected mover cannot reach: say why, with the rule (the selection stays). */
function explainRefusedHex(hex: string): void {
  const { selectedUnit, selectedCommander } = ui()
  const ex = explainHex(bundle.ctx, game().state, selectedUnit, selectedCommander, hex)
  if (ex?.why && ex.why.code !== 'explain.here') ui().explain(ex.why)
  else if (selectedCommander) ui().selectCommander(null)
  else ui().selectUnit(null)
}

export function clickHex(hex: string): void {
  const { state } = game()
  const step = state.pending[0]
  if (step?.kind === 'retreat') {
    // A hex that is not a legal next retreat hex: say which condition fails (CBT.10) instead of dispatching.
    const why = whyNotRetreat(bundle.ctx, state, step, hex)
    if (why) ui().explain(why)
    else game().dispatch({ type: 'retreat', unit: step.unit, hex })
    return
  }
  if (step?.kind === 'advance') {
    const opts = step.options.filter((o) => o.hex === hex && (!ui().selectedUnit || o.unit === ui().selectedUnit))
    if (opts[0]) game().dispatch({ type: 'advance', unit: opts[0].unit, hex })
    return
  }
  if (state.phase === 'movement') {
    const { selectedUnit, selectedCommander } = ui()
    if (selectedCommander) {
      if (!moveCommanderTo(selectedCommander, hex)) explainRefusedHex(hex)
      return
    }
    if (!selectedUnit) return
    const info = movementInfo(state, selectedUnit, null)
    const path = pathCodes(info.reach, hex)
    if (path) game().dispatch({ type: 'move', unit: selectedUnit, path })
    else explainRefusedHex(hex)
    return
  }
  if (state.phase === 'setup' && (ui().selectedUnit || ui().selectedCommander)) placeSelected(hex)
}
