// The free setup (SCN.2): Russians on key terrain near the line, batteries on heights and redoubts,
// cavalry behind; the French as close as allowed, massed where the Russian line is thinnest.
import { Setup, hexId, type Command, type Ctx, type GameState } from '../engine'
import { distance } from '../engine/ai'
import { keyTerrain, terrainDefence } from './board'
import { Work } from './work'

export function decideSetup(ctx: Ctx, state: GameState): Command[] {
  const map = ctx.map
  const rules = state.setup
  if (!rules) return [{ type: 'endPhase' }]
  const side = state.side
  const w = new Work(ctx, state)
  const zone = Setup.deploymentZone(ctx, rules, side, state)
  const line = rules.line.map((c) => hexId(map, c))
  const toLine = (h: number): number => line.reduce((m, l) => Math.min(m, distance(map.geo, l, h)), 99)
  const russians: number[] = []
  for (const u of Object.values(state.units)) if (u.side === 'ru' && u.hex !== null) russians.push(hexId(map, u.hex))
  const unplaced = Object.values(state.units).filter((u) => u.side === side && u.status === 'active' && u.hex === null)
  const rank = side === 'ru' ? { infantry: 0, artillery: 1, cavalry: 2 } : { infantry: 0, cavalry: 1, artillery: 2 }
  unplaced.sort((a, b) => rank[a.type] - rank[b.type] || b.front.strength - a.front.strength || (a.id < b.id ? -1 : 1))
  const taken = new Set<number>()
  for (const u of unplaced) {
    let best = -1
    let bestS = -Infinity
    for (let h = 0; h < map.geo.n; h++) {
      if (!zone[h] || taken.has(h) || Setup.forbiddenTerrain(ctx, h, u.type)) continue
      const d = toLine(h)
      let s: number
      if (side === 'ru') {
        const want = u.type === 'infantry' ? 1 : u.type === 'artillery' ? 2 : 4
        s = -Math.abs(d - want) * 1.5 + (u.type === 'cavalry' ? 0 : keyTerrain(map, h) + 0.5 * terrainDefence(map, h))
      } else {
        // French: close to the minimum distance, opposite the fewest Russians (h < n: a hex id).
        const near = russians.filter((r) => distance(map.geo, r, h) <= rules.frenchMinDistance + 2).length
        s = -d * 0.8 - near * 0.3 + (u.type === 'artillery' ? map.level[h]! * 0.5 : 0)
      }
      if (s > bestS) {
        bestS = s
        best = h
      }
    }
    if (best < 0) continue // otherwise best is a hex id
    if (w.do({ type: 'place', unit: u.id, hex: map.geo.codes[best]! })) taken.add(best)
  }
  // Anything the scoring could not place goes where the engine's own suggestion puts it.
  for (const c of Setup.suggestSetup(ctx, w.s)) w.do(c)
  w.cmds.push({ type: 'endPhase' })
  return w.cmds
}
