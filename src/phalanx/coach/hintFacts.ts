// What the computer's next command is, in facts of the position: the unit and the hexes it concerns for the board,
// and for the panel what the rules say of it — whom the unit will have in its front (PH-CBT.2), the attack of the plan
// it joins and its exact result (PH-CBT.4–5), how much the enemy could bring on it next turn by the computer's own
// reckoning, an attack's consequences, and why a phase is ended. `plan` is the computer's answer: the rest of the turn,
// of which the hint is the first command.
import { apply } from '../apply'
import type { PhCommand, PhCtx } from '../commands'
import { frontHexes } from '../facing'
import { codeOf, hexOf } from '../field'
import { occupancy } from '../occupancy'
import { attackOptions } from '../queries'
import type { PhRuleId } from '../rules'
import type { PhState } from '../state'
import { otherSide } from '../types'
import { frontOf, isOnBoard, valuesOf } from '../units'
import { threatMap } from '../ai/threat'
import { attackConsequences } from './consequences'
import { planFacts } from './plan'
import type { PhHintFacts } from './types'

/** The enemy units in the front of `unit` as it stands in `state`. */
function strikesOf(ctx: PhCtx, state: PhState, unit: string): { front: string[]; strikes: string[] } {
  const u = state.units[unit]
  if (!u || !isOnBoard(u)) return { front: [], strikes: [] }
  const occ = occupancy(ctx.field, state)
  const hexes = frontHexes(ctx.field, hexOf(ctx.field, u.location), frontOf(u))
  const strikes = hexes.map((h) => occ[h]!).filter((id) => id !== '' && state.units[id]!.side !== u.side) // ids of the table
  return { front: hexes.map((h) => codeOf(ctx.field, h)), strikes }
}

/** The attack the enemy could bring on `unit`'s hex next turn (threat.ts), against its defence. */
function dangerTo(ctx: PhCtx, state: PhState, unit: string): PhHintFacts['danger'] {
  const u = state.units[unit]
  if (!u || !isOnBoard(u)) return null
  const threat = threatMap(ctx, state, otherSide(u.side), occupancy(ctx.field, state))
  return { strength: threat[hexOf(ctx.field, u.location)]!, defence: valuesOf(u).defence }
}

/** The facts of the hint `plan[0]`, or null when there is none or the rules refuse it. */
export function hintFacts(ctx: PhCtx, state: PhState, plan: readonly PhCommand[]): PhHintFacts | null {
  const cmd = plan[0]
  if (!cmd) return null
  const out = apply(ctx, state, cmd)
  if (!out.ok) return null
  const p = planFacts(ctx, state, plan)
  const base: PhHintFacts = {
    kind: 'end-phase',
    command: cmd,
    phase: state.phase,
    unit: null,
    from: null,
    to: null,
    path: [],
    facing: null,
    front: [],
    strikes: [],
    joins: null,
    attack: null,
    plan: p.attacks,
    danger: null,
    campLeft: null,
    bestLeft: null,
    rules: [],
  }
  const withUnit = (unit: string, rules: PhRuleId[]): PhHintFacts => {
    const joins = p.attacks.find((a) => a.attackers.includes(unit)) ?? null
    const { front, strikes } = strikesOf(ctx, out.state, unit)
    const more: PhRuleId[] = []
    if (strikes.length) more.push('PH-CBT.2')
    if (joins) more.push('PH-CBT.5')
    return { ...base, unit, front, strikes, joins, danger: dangerTo(ctx, p.end, unit), rules: [...rules, ...more] }
  }
  switch (cmd.type) {
    case 'move': {
      const u = state.units[cmd.unit]! // a move the rules took names a unit of the state
      const fromCamp = u.location === 'camp'
      const start = fromCamp ? codeOf(ctx.field, ctx.field.camp[u.side]) : u.location
      const left = Object.values(out.state.units).filter((v) => v.side === u.side && v.location === 'camp').length
      return {
        ...withUnit(u.id, fromCamp ? ['PH-MOVE.1', 'PH-SETUP.3'] : ['PH-MOVE.1']),
        kind: 'move',
        from: fromCamp ? null : u.location,
        to: cmd.path.at(-1) ?? null,
        path: [start, ...cmd.path],
        facing: cmd.facing ?? null,
        campLeft: fromCamp ? left : null,
      }
    }
    case 'face': {
      const at = state.units[cmd.unit]!.location // a turn the rules took names a unit on the field
      return { ...withUnit(cmd.unit, ['PH-FACE.1']), kind: 'face', from: at, to: at, path: [at], facing: cmd.facing }
    }
    case 'attack': {
      const a = attackConsequences(ctx, state, cmd.target, cmd.attackers)
      const attack = a.ok ? a.consequences : null
      const rules: PhRuleId[] = ['PH-CBT.4', 'PH-CBT.5']
      if (attack?.die) rules.push('PH-OPT.1')
      return { ...base, kind: 'attack', to: attack?.hex ?? null, attack, rules }
    }
    case 'endPhase': {
      let bestLeft: PhHintFacts['bestLeft'] = null
      for (const o of attackOptions(ctx, state)) {
        if (!bestLeft || o.maxStrength - o.defence > bestLeft.strength - bestLeft.defence)
          bestLeft = { target: o.target, strength: o.maxStrength, defence: o.defence }
      }
      return { ...base, bestLeft, rules: state.phase === 'attack' ? ['PH-SEQ.2', 'PH-CBT.1'] : ['PH-SEQ.2'] }
    }
    case 'agreeDraw':
      return { ...base, kind: 'draw', rules: ['PH-WIN.7'] }
  }
}
