// What the owners' later choices can still make of a combat: which units an exchange removes (CBT.8),
// and the routes and order of the retreats left to them (CBT.9–10), with the commanders each way takes (CMD.5).
import { commandersInHex, enemyInOrNextTo } from '../command/commanders'
import type { Ctx } from '../core/commands'
import { dev } from '../core/diagnostic'
import type { HexCode } from '../core/types'
import { placed } from '../core/units'
import { createRunner, type ScriptedRun } from './scriptedRun'
import type { RetreatFact, Variant } from './types'

/** CBT.8 EX: each minimal set the attacker may remove, as the engine removes it (with CMD.5 captures). */
export function exchangeVariants(ctx: Ctx, run: ScriptedRun, choices: string[][]): Variant[] {
  const choose = createRunner(ctx, run.state)
  return choices.map((units) => {
    const r = choose({ type: 'chooseLosses', units }, [])
    if ('refusal' in r) throw new Error(dev`engine invariant: exchange choice ${units.join(',')} refused`)
    const v: Variant = { destroyed: [], captured: [], lost: { fr: 0, ru: 0 } }
    for (const e of r.events) {
      if (e.type === 'unit-destroyed') {
        v.destroyed.push(e.unit)
        v.lost[run.state.units[e.unit]!.side] += e.strength // the event names a unit of the state
      }
      if (e.type === 'commander-captured') v.captured.push(e.commander)
    }
    return v
  })
}

/**
 * CBT.9–10, CMD.5: every way the owner can carry out the retreats left to him, as the sets of units lost
 * and of commanders captured. A unit retreating alone always gets away, by one of its routes; several
 * units of one side may compete for the hexes they end in. Retreating attackers start next to the
 * defender and end farther from it, so no unit ends where another starts, and a unit's retreat depends
 * on the others only through the hexes they end in (friends may be passed, not shared at the end). The
 * owner moves any unit that can still move; when none can, the rest are destroyed (settle.ts), and a
 * unit destroyed next to the enemy loses its commanders.
 */
export function retreatVariants(ctx: Ctx, run: ScriptedRun, retreats: RetreatFact[]): Variant[] {
  const out = new Map<string, Variant>()
  const seen = new Set<string>()
  const finish = (left: number, captured: readonly string[]): void => {
    const v: Variant = { destroyed: [], captured: [...captured], lost: { fr: 0, ru: 0 } }
    retreats.forEach((r, i) => {
      if (!(left & (1 << i))) return
      const u = placed(run.state.units[r.unit]!) // a pending retreat's unit stands on the map
      v.destroyed.push(u.id)
      v.lost[u.side] += u.front.strength
      if (enemyInOrNextTo(ctx, run.state, u.side, u.hex))
        for (const c of commandersInHex(run.state, u.hex, u.side)) if (!v.captured.includes(c.id)) v.captured.push(c.id)
    })
    v.captured.sort()
    out.set(JSON.stringify(v), v)
  }
  const go = (left: number, taken: readonly HexCode[], captured: readonly string[]): void => {
    const key = `${left}|${[...taken].sort().join(',')}|${captured.join(',')}`
    if (seen.has(key)) return
    seen.add(key)
    let moved = false
    retreats.forEach((r, i) => {
      if (!(left & (1 << i))) return
      for (const route of r.routes) {
        if (taken.includes(route.end)) continue
        moved = true
        go(left & ~(1 << i), [...taken, route.end], [...new Set([...captured, ...route.captured])].sort())
      }
    })
    if (!moved) finish(left, captured)
  }
  go((1 << retreats.length) - 1, [], [])
  return [...out.values()]
}

/** Nothing left to choose: one way, with no further loss. */
export function noVariants(): Variant[] {
  return [{ destroyed: [], captured: [], lost: { fr: 0, ru: 0 } }]
}
