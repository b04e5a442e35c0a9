// What a planned attack will do, before it is made: the rules' own result (PH-CBT.4–5) — exact, since the game has
// no dice, or over the six faces of PH-OPT.1's die when that rule is on — and what follows from it: the target and the
// attackers spent for the turn (PH-CBT.3), attack to spare or missing, the losses against the break (PH-WIN.2–4) and,
// in a side's last turn, its score (PH-WIN.5). Pure; answers codes and facts.
import { refused, type Answer } from '../../core'
import { checkAttack } from '../combat'
import type { PhCtx } from '../commands'
import { refuse, type PhRefusal } from '../refusal'
import { attackOptions } from '../queries'
import { BREAK_THRESHOLD, isBroken, lossesOf } from '../scoring'
import type { PhState } from '../state'
import { otherSide } from '../types'
import { valuesOf } from '../units'
import { chance, NEVER, otherwise, SURE } from './chance'
import type { AttackConsequences, Chance, DieCase, PhConsequence } from './types'

/** PH-OPT.1: a 1 lowers the defence by one, a 6 raises it by one, 2–5 leave it. */
const DIE: ReadonlyArray<{ faces: number[]; shift: number }> = [
  { faces: [1], shift: -1 },
  { faces: [2, 3, 4, 5], shift: 0 },
  { faces: [6], shift: 1 },
]

function dieCases(strength: number, defence: number): DieCase[] {
  return DIE.map(({ faces, shift }) => ({
    faces,
    chance: chance(faces.length, 6),
    defence: defence + shift,
    routs: strength >= defence + shift,
  }))
}

const routChance = (strength: number, defence: number, die: readonly DieCase[] | null): Chance => {
  if (!die) return strength >= defence ? SURE : NEVER
  return chance(
    die.filter((c) => c.routs).reduce((n, c) => n + c.faces.length, 0),
    6,
  )
}

export function attackConsequences(
  ctx: PhCtx,
  state: PhState,
  target: string,
  attackers: readonly string[],
): Answer<{ consequences: AttackConsequences }, PhRefusal> {
  if (state.result) return refused(refuse('game.over'))
  const checked = checkAttack(ctx.field, state, target, attackers)
  if (!checked.ok) return checked
  const { strength, defence } = checked.value
  const t = checked.value.target
  const ids = checked.value.attackers.map((a) => a.id)
  const die = state.setup.randomDefence ? dieCases(strength, defence) : null
  const routed = routChance(strength, defence, die)
  // The defence a sure rout has to reach: the highest the die can make it.
  const worst = die ? Math.max(...die.map((c) => c.defence)) : defence
  const hex = t.location
  const lines: PhConsequence[] = []
  if (routed.num > 0) lines.push({ code: 'routed', rule: 'PH-CBT.5', unit: t.id, hex, chance: routed })
  const holds = otherwise(routed)
  if (holds.num > 0) {
    lines.push({ code: 'holds', rule: 'PH-CBT.5', unit: t.id, chance: holds })
    lines.push({ code: 'spent', rule: 'PH-CBT.3', unit: t.id, attackers: ids, chance: holds })
    const option = attackOptions(ctx, state).find((o) => o.target === t.id)
    const more = (option?.attackers ?? []).filter((id) => !ids.includes(id))
    const moreStrength = more.reduce((s, id) => s + valuesOf(state.units[id]!).attack, 0) // options name units of the state
    lines.push({ code: 'short', rule: 'PH-CBT.4', need: worst - strength, more, moreStrength })
  } else if (strength > worst) {
    const spare = strength - worst
    const units = checked.value.attackers.filter((a) => valuesOf(a).attack <= spare).map((a) => a.id)
    if (units.length) lines.push({ code: 'spare', rule: 'PH-CBT.3', spare, units })
  }
  if (routed.num > 0) {
    const side = t.side
    const before = lossesOf(state, side).breakCount
    const double = t.strategos && state.setup.strategosCountsDoubleForBreak
    const after = before + (double ? 2 : 1)
    const points = valuesOf(t).points
    lines.push({ code: 'losses', rule: 'PH-WIN.2', side, before, after, points, double, chance: routed })
    const attacker = otherSide(side)
    if (isBroken(state, attacker)) {
      // PH-WIN.5: the side breaking at the end of this turn scores the enemy's lost points.
      const was = lossesOf(state, side).points
      lines.push({ code: 'score', rule: 'PH-WIN.5', side: attacker, before: was, after: was + points, chance: routed })
    } else if (before < BREAK_THRESHOLD && after >= BREAK_THRESHOLD)
      lines.push({ code: 'last-turn', rule: 'PH-WIN.3', side, chance: routed })
  }
  return {
    ok: true,
    consequences: {
      target: t.id,
      side: t.side,
      hex,
      attackers: ids,
      strength,
      defence,
      when: die ? 'turnEnd' : 'now',
      die,
      routed,
      lines,
    },
  }
}
