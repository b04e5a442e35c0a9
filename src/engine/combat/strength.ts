// Attack and defence strength (CBT.5, CBT.6, ART.4, CMD.1), itemised so a player sees every modifier.
import type { Ctx } from '../core/commands'
import { fireCheck, rangeModifier, targetClass, type TargetClass } from './artillery'
import { hexId, T_BRUSH, T_VILLAGE } from '../map/map'
import type { RuleId } from '../core/rules'
import type { GameState } from '../core/state'
import type { Bilingual } from '../core/types'
import { commandsUnit, currentStrength, type CommanderState, type OnMapUnit, type UnitState } from '../core/units'

/** One item of a strength: the amount, the rule, and what it is as data (the UI words it by code). */
export interface StrengthLine {
  amount: number
  rule: RuleId
  code: StrengthCode
  /** The unit the item is about (its label), or the commander's name. */
  label?: string
  commander?: Bilingual
  range?: number
  target?: TargetClass
}

export type StrengthCode =
  | 'unit'
  | 'cavalry-vs-demoralized'
  | 'cavalry-vs-infantry'
  | 'battery'
  | 'battery-range'
  | 'commander'
  | 'defender-limbered'
  | 'defender-demoralized'
  | 'brush'
  | 'village'
  | 'redoubt-below'
  | 'redoubt'
  | 'high-ground'
  | 'battery-vs-infantry'

export interface Strength {
  total: number
  lines: StrengthLine[]
}

const line = (
  amount: number,
  rule: RuleId,
  code: StrengthCode,
  more: Omit<StrengthLine, 'amount' | 'rule' | 'code'> = {},
): StrengthLine => ({ amount, rule, code, ...more })
const sum = (lines: StrengthLine[]): Strength => ({ total: lines.reduce((t, l) => t + l.amount, 0), lines })

/** Active commanders stacked with the unit who command it (CMD.1). */
export function commandersWith(state: GameState, u: UnitState): CommanderState[] {
  const out: CommanderState[] = []
  if (u.hex === null) return out
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.status === 'active' && c.hex === u.hex && commandsUnit(c, u)) out.push(c)
  }
  return out
}

/** What the commanders stacked with the unit add to its attack or defence: their ratings (CMD.1). */
export function commanderBonus(state: GameState, u: UnitState): number {
  return commandersWith(state, u).reduce((t, c) => t + c.rating, 0)
}

/** CBT.5 (+ ART.5 supporting batteries, each by its own range): the attack total. */
export function attackStrength(
  ctx: Ctx,
  state: GameState,
  attackers: UnitState[],
  batteries: UnitState[],
  defender: UnitState,
): Strength {
  const lines: StrengthLine[] = []
  for (const a of attackers) {
    lines.push(line(currentStrength(a), 'CBT.5', 'unit', { label: a.label }))
    if (a.type === 'cavalry' && defender.type === 'infantry') {
      if (defender.demoralized) lines.push(line(3, 'CBT.5', 'cavalry-vs-demoralized', { label: a.label }))
      else lines.push(line(2, 'CBT.5', 'cavalry-vs-infantry', { label: a.label }))
    }
  }
  for (const b of batteries) {
    const check = fireCheck(ctx, b, defender)
    const range = check.range
    lines.push(line(currentStrength(b), 'ART.4', 'battery', { label: b.label }))
    const mod = rangeModifier(defender, range)
    if (mod !== 0) {
      lines.push(line(mod, 'ART.4', 'battery-range', { label: b.label, range, target: targetClass(defender) }))
    }
  }
  const seen = new Set<string>()
  for (const u of [...attackers, ...batteries]) {
    for (const c of commandersWith(state, u)) {
      if (seen.has(c.id)) continue
      seen.add(c.id)
      lines.push(line(c.rating, 'CMD.1', 'commander', { commander: c.name }))
    }
  }
  return sum(lines)
}

/** CBT.6 (for fire, ART.4: without the +4 of a battery against infantry). */
export function defenceStrength(
  ctx: Ctx,
  state: GameState,
  defender: OnMapUnit,
  attackers: OnMapUnit[],
  batteries: OnMapUnit[],
): Strength {
  const { map } = ctx
  const lines: StrengthLine[] = []
  const d = defender
  if (d.type === 'artillery' && d.limbered)
    lines.push(line(currentStrength(d), 'CBT.6', 'defender-limbered', { label: d.label }))
  else if (d.demoralized) lines.push(line(currentStrength(d), 'CBT.6', 'defender-demoralized', { label: d.label }))
  else lines.push(line(currentStrength(d), 'CBT.6', 'unit', { label: d.label }))
  const h = hexId(map, d.hex)
  const t = map.terrain[h]
  if (t === T_BRUSH) lines.push(line(1, 'CBT.6', 'brush'))
  if (t === T_VILLAGE) lines.push(line(2, 'CBT.6', 'village'))
  const all = [...attackers, ...batteries]
  // Hex ids of units on the map (their codes were checked when the scenario was loaded).
  const lvl = map.level[h]!
  const allLower = all.length > 0 && all.every((a) => map.level[hexId(map, a.hex)]! < lvl)
  if (map.redoubt[h]) {
    if (allLower) lines.push(line(4, 'CBT.6', 'redoubt-below'))
    else lines.push(line(2, 'CBT.6', 'redoubt'))
  } else if (allLower) {
    lines.push(line(2, 'CBT.6', 'high-ground'))
  }
  if (d.type === 'artillery' && !d.limbered && attackers.some((a) => a.type === 'infantry')) {
    lines.push(line(4, 'CBT.6', 'battery-vs-infantry'))
  }
  for (const c of commandersWith(state, d)) {
    lines.push(line(c.rating, 'CMD.1', 'commander', { commander: c.name }))
  }
  return sum(lines)
}
