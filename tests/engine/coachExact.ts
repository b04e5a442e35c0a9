// The proof that attackConsequences is exact: the attack is applied for every sequence of dice it can
// draw (forced through real generator states), and for each one the engine's own outcome is compared
// with the case the query claims for those dice; the chances are then summed exactly and compared too.
import { expect } from 'vitest'
import { attackConsequences, type PlannedAttack } from '../../src/engine/coach/consequences'
import { add, mul, ZERO, fraction, type Fraction } from '../../src/engine/coach/fraction'
import type { AttackConsequences, ConsequenceCase, Variant } from '../../src/engine/coach/types'
import { exchangeChoices, retreatChoices } from '../../src/engine/combat/queries'
import type { Command, Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import type { Side } from '../../src/engine/core/types'
import { everyRoll, plays, type Play } from './coachDice'

const key = (v: Variant | Play): string =>
  JSON.stringify([[...v.destroyed].sort(), [...v.captured].sort(), v.lost.fr, v.lost.ru])

interface Tally {
  low: Fraction
  high: Fraction
}
const tally = (): Tally => ({ low: ZERO, high: ZERO })
const bump = (t: Tally, w: Fraction, low: boolean | number, high: boolean | number): void => {
  t.low = add(t.low, mul(w, fraction(Number(low))))
  t.high = add(t.high, mul(w, fraction(Number(high))))
}

export function proveExact(
  ctx: Ctx,
  state: GameState,
  attack: PlannedAttack,
): { leaves: number; q: AttackConsequences } {
  const answer = attackConsequences(ctx, state, attack)
  if (!answer.ok) throw new Error(`refused: ${answer.refusal.code}`)
  const q = answer.consequences
  const attackers = attack.attackers ?? []
  const batteries = attack.batteries ?? []
  const cmd: Command = attackers.length
    ? { type: 'attack', defender: attack.defender, attackers, batteries }
    : { type: 'fire', batteries, target: attack.defender }
  const weights = new Map<ConsequenceCase, Fraction>()
  let defenderDestroyed = ZERO
  const lost: Record<Side, Tally> = { fr: tally(), ru: tally() }
  const fates = new Map<string, { killed: Fraction; badly: Fraction; wounded: Fraction; captured: Tally }>()
  for (const r of q.commanders) fates.set(r.commander, { killed: ZERO, badly: ZERO, wounded: ZERO, captured: tally() })

  const leaves = everyRoll(ctx, state, cmd, (_dice, w, out) => {
    const ev = out.events
    const combat = ev.find((e) => e.type === 'combat-resolved' || e.type === 'fire-resolved')!
    const checks = ev.flatMap((e) => (e.type === 'retreat-check' ? [`${e.unit}:${e.held}`] : []))
    const rolled = new Map(
      ev.flatMap((e) => (e.type === 'commander-casualty' ? [[e.commander, e.outcome] as const] : [])),
    )
    const matches = q.cases.filter(
      (c) =>
        c.result === combat.result &&
        c.dice.includes(combat.die) &&
        JSON.stringify(c.checks.map((x) => `${x.unit}:${x.held}`)) === JSON.stringify(checks) &&
        c.decisive.every((id) => (rolled.get(id) === 'killed') === c.killed.includes(id)),
    )
    expect(matches).toHaveLength(1)
    const c = matches[0]!
    weights.set(c, add(weights.get(c) ?? ZERO, w))
    expect(c.rollers).toEqual([...rolled.keys()])
    expect(ev.flatMap((e) => (e.type === 'unit-destroyed' ? [{ unit: e.unit, cause: e.cause }] : []))).toEqual(
      c.destroyed,
    )
    expect(retreatChoices(ctx, out.state).map((r) => ({ unit: r.unit, hexes: [...r.hexes].sort() }))).toEqual(
      c.retreats.map((r) => ({ unit: r.unit, hexes: r.hexes })),
    )
    const ex = exchangeChoices(out.state)
    expect(ex && { need: ex.need, choices: ex.choices }).toEqual(c.exchange)
    const now = { fr: out.state.losses.fr - state.losses.fr, ru: out.state.losses.ru - state.losses.ru }
    expect(now).toEqual(c.lost)
    for (const [id, claimed] of Object.entries(c.commanders)) {
      const roll = rolled.get(id)
      expect(out.state.commanders[id]!.status).toBe(roll && roll !== 'unhurt' ? roll : claimed)
    }
    // What the players' later choices can make of it, played out with the engine.
    const finish = plays(ctx, out.state)
    if ([...rolled.values()].every((o) => o === 'unhurt'))
      expect(new Set(finish.map(key))).toEqual(new Set(c.variants.map(key)))
    for (const r of c.retreats) {
      const ends = new Set(finish.flatMap((p) => (p.ends[r.unit] ? [p.ends[r.unit]!] : [])))
      expect([...ends].sort()).toEqual(r.ends)
    }
    if (ev.some((e) => e.type === 'unit-destroyed' && e.unit === attack.defender))
      defenderDestroyed = add(defenderDestroyed, w)
    for (const side of ['fr', 'ru'] as const) {
      const later = finish.map((p) => p.lost[side])
      bump(lost[side], w, now[side] + Math.min(...later), now[side] + Math.max(...later))
    }
    for (const [id, f] of fates) {
      const status = out.state.commanders[id]!.status
      if (status === 'killed') f.killed = add(f.killed, w)
      if (status === 'badly-wounded') f.badly = add(f.badly, w)
      if (status === 'wounded') f.wounded = add(f.wounded, w)
      const taken = finish.map((p) => status === 'captured' || p.captured.includes(id))
      bump(f.captured, w, taken.every(Boolean), taken.some(Boolean))
    }
  })
  for (const c of q.cases) expect(weights.get(c), `case ${c.result} ${JSON.stringify(c.checks)}`).toEqual(c.probability)
  expect(defenderDestroyed).toEqual(q.defender.destroyed)
  expect({ fr: lost.fr, ru: lost.ru }).toEqual({ fr: q.lost.fr, ru: q.lost.ru })
  for (const r of q.commanders) {
    const f = fates.get(r.commander)!
    expect([f.killed, f.badly, f.wounded]).toEqual([r.casualty.killed, r.casualty.badlyWounded, r.casualty.wounded])
    expect(f.captured).toEqual(r.capture.probability)
  }
  // Each result line adds up its cases.
  for (const line of q.results)
    expect(q.cases.filter((c) => c.result === line.result).reduce((t, c) => add(t, c.probability), ZERO)).toEqual(
      line.probability,
    )
  return { leaves, q }
}
