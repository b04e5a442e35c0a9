// Positions for the coach's browser tests, found with the engine in seeded random historical games and written as
// save files (scenario, seed and commands), so each test loads a real game at the moment it needs.
import { codeOf, Coach, hexId, Combat, isOnMap, Movement, type GameState } from '../../src/engine'
import { findGame, realCtx } from './gameSearch'

const b = { ctx: realCtx, map: realCtx.map }
export { realCtx }

/** A position with no step pending that `found` accepts. */
const search = <T>(found: (s: GameState) => T | null) => findGame((s) => (s.pending.length ? null : found(s)))

/**
 * The movement phase, with a unit of the side to move stacked with one of its commanders next to the enemy, and an
 * empty hex it can move to that leaves him alone there (CMD.5: the phase end would capture him).
 */
export function commanderLeftAlone() {
  return search((s) => {
    if (s.phase !== 'movement') return null
    const taken = new Set<string>()
    for (const u of Object.values(s.units)) if (isOnMap(u)) taken.add(u.hex)
    for (const c of Object.values(s.commanders)) if (c.status === 'active' && c.hex) taken.add(c.hex)
    const enemy = new Set(Object.values(s.units).flatMap((u) => (u.side !== s.side && isOnMap(u) ? [u.hex] : [])))
    const nextToEnemy = (hex: string): boolean => {
      const h = hexId(b.map, hex)
      for (let d = 0; d < 6; d++) {
        const n = b.map.geo.neighbor[h * 6 + d]! // h is a hex id, d a direction
        if (n >= 0 && enemy.has(codeOf(b.map, n))) return true
      }
      return false
    }
    for (const u of Object.values(s.units)) {
      if (u.side !== s.side || !isOnMap(u) || !nextToEnemy(u.hex)) continue
      const c = Object.values(s.commanders).find((x) => x.side === s.side && x.status === 'active' && x.hex === u.hex)
      if (!c) continue
      const r = Movement.unitReach(b.ctx, s, u.id)
      if (!r.ok) continue
      for (let h = 0; h < r.reach.canEnd.length; h++) {
        const hex = codeOf(b.map, h)
        if (!r.reach.canEnd[h] || taken.has(hex)) continue
        const path = Movement.pathTo(r.reach, h)?.map((x) => codeOf(b.map, x))
        if (!path || path.length < 2) continue
        const w = Coach.moveWarnings(b.ctx, s, { type: 'move', unit: u.id, path })
        if (w.ok && w.warnings.some((x) => x.code === 'commander-alone' && x.commander === c.id))
          return { unit: u.id, commander: c.id, name: c.name.ru, from: u.hex, to: hex }
      }
    }
    return null
  })
}

/** The combat phase, with an attack whose D1 or D2 destroys the defender for want of a retreat (CBT.9), always. */
export function blockedDefender() {
  return search((s) => {
    if (s.phase !== 'combat') return null
    for (const defender of Combat.legalTargets(b.ctx, s)) {
      const c = Combat.candidatesAgainst(b.ctx, s, defender)
      if (!c.attackers.length) continue
      const q = Coach.attackConsequences(b.ctx, s, { defender, attackers: c.attackers, batteries: [] })
      if (!q.ok) continue
      const line = q.consequences.results.find((r) =>
        r.consequences.some(
          (x) => x.code === 'no-retreat' && x.unit === defender && x.probability.low.num === x.probability.low.den,
        ),
      )
      if (line) return { defender, attackers: c.attackers, result: line.result, label: s.units[defender]!.label }
    }
    return null
  })
}
