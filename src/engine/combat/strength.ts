// Attack and defence strength (CBT.5, CBT.6, ART.4, CMD.1), itemised so a player sees every modifier.
import { fireCheck, rangeModifier, TARGET_LABEL, targetClass } from './artillery'
import { latinLabel } from '../core/labels'
import { hexId, T_BRUSH, T_VILLAGE, type GameMap } from '../map/map'
import type { RuleId } from '../core/rules'
import type { GameState } from '../core/state'
import type { Bilingual } from '../core/types'
import { commands, currentStrength, type CommanderState, type UnitState } from '../core/units'

export interface StrengthLine {
  amount: number
  reason: Bilingual
  rule: RuleId
}

export interface Strength {
  total: number
  lines: StrengthLine[]
}

const line = (amount: number, rule: RuleId, ru: string, en: string): StrengthLine => ({ amount, rule, reason: { ru, en } })
const sum = (lines: StrengthLine[]): Strength => ({ total: lines.reduce((t, l) => t + l.amount, 0), lines })

/** Active commanders stacked with the unit who command it (CMD.1). */
export function commandersWith(state: GameState, u: UnitState): CommanderState[] {
  const out: CommanderState[] = []
  if (u.hex === null) return out
  for (const id in state.commanders) {
    const c = state.commanders[id]
    if (c.status === 'active' && c.hex === u.hex && commands(c, u)) out.push(c)
  }
  return out
}

/** CBT.5 (+ ART.5 supporting batteries, each by its own range): the attack total. */
export function attackStrength(map: GameMap, state: GameState, attackers: UnitState[], batteries: UnitState[], defender: UnitState): Strength {
  const lines: StrengthLine[] = []
  for (const a of attackers) {
    lines.push(line(currentStrength(a), 'CBT.5', `${a.label}: сила`, `${latinLabel(a.label)}: strength`))
    if (a.type === 'cavalry' && defender.type === 'infantry') {
      if (defender.demoralized) lines.push(line(3, 'CBT.5', `${a.label}: кавалерия против деморализованной пехоты`, `${latinLabel(a.label)}: cavalry against demoralized infantry`))
      else lines.push(line(2, 'CBT.5', `${a.label}: кавалерия против пехоты в боевом порядке`, `${latinLabel(a.label)}: cavalry against infantry in good order`))
    }
  }
  for (const b of batteries) {
    const check = fireCheck(map, b, defender)
    const range = check.range
    lines.push(line(currentStrength(b), 'ART.4', `${b.label}: сила батареи`, `${latinLabel(b.label)}: battery strength`))
    const mod = rangeModifier(defender, range)
    if (mod !== 0) {
      const t = TARGET_LABEL[targetClass(defender)]
      lines.push(line(mod, 'ART.4', `${b.label}: дальность ${range}, цель — ${t.ru}`, `${latinLabel(b.label)}: range ${range}, target ${t.en}`))
    }
  }
  const seen = new Set<string>()
  for (const u of [...attackers, ...batteries]) {
    for (const c of commandersWith(state, u)) {
      if (seen.has(c.id)) continue
      seen.add(c.id)
      lines.push(line(c.rating, 'CMD.1', `${c.name.ru}: рейтинг командующего`, `${c.name.en}: commander's rating`))
    }
  }
  return sum(lines)
}

/** CBT.6 (for fire, ART.4: without the +4 of a battery against infantry). */
export function defenceStrength(map: GameMap, state: GameState, defender: UnitState, attackers: UnitState[], batteries: UnitState[]): Strength {
  const lines: StrengthLine[] = []
  const d = defender
  if (d.type === 'artillery' && d.limbered) lines.push(line(currentStrength(d), 'CBT.6', `${d.label}: батарея на передках (сила в скобках)`, `${latinLabel(d.label)}: limbered battery (bracketed strength)`))
  else if (d.demoralized) lines.push(line(currentStrength(d), 'CBT.6', `${d.label}: деморализована (оборотная сторона)`, `${latinLabel(d.label)}: demoralized (back value)`))
  else lines.push(line(currentStrength(d), 'CBT.6', `${d.label}: сила`, `${latinLabel(d.label)}: strength`))
  const h = hexId(map, d.hex as string)
  const t = map.terrain[h]
  if (t === T_BRUSH) lines.push(line(1, 'CBT.6', 'Кустарник', 'Brush'))
  if (t === T_VILLAGE) lines.push(line(2, 'CBT.6', 'Деревня', 'Village'))
  const all = [...attackers, ...batteries]
  const lvl = map.level[h]
  const allLower = all.length > 0 && all.every((a) => map.level[hexId(map, a.hex as string)] < lvl)
  if (map.redoubt[h]) {
    if (allLower) lines.push(line(4, 'CBT.6', 'Редут, все атакующие ниже', 'Redoubt, every attacker below'))
    else lines.push(line(2, 'CBT.6', 'Редут', 'Redoubt'))
  } else if (allLower) {
    lines.push(line(2, 'CBT.6', 'Высота: все атакующие ниже', 'High ground: every attacker below'))
  }
  if (d.type === 'artillery' && !d.limbered && attackers.some((a) => a.type === 'infantry')) {
    lines.push(line(4, 'CBT.6', 'Батарея к бою против атаки с пехотой', 'Unlimbered battery against an attack with infantry'))
  }
  for (const c of commandersWith(state, d)) {
    lines.push(line(c.rating, 'CMD.1', `${c.name.ru}: рейтинг командующего`, `${c.name.en}: commander's rating`))
  }
  return sum(lines)
}
