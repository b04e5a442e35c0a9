// Commanders in the movement phase, placed last: with the units they add most to, never alone.
import { derived, codeOf, commandsUnit, hexId, isCommanderOnMap, Movement } from '../engine'
import { distance, adjacentEnemy } from '../engine/ai'
import type { Board } from './board'
import { danger } from './position'
import type { Work } from './work'

/** CMD.1–2, CMD.5: commanders join the attack or the threatened post they add most to, never alone. */
export function placeCommanders(b: Board, w: Work, committed: Map<string, number>, mainEffort: number): void {
  const map = b.map
  const side = b.side
  for (const c0 of Object.values(w.s.commanders)) {
    if (c0.side !== side || !isCommanderOnMap(c0)) continue
    // Read again: placing an earlier commander changed the scratch state.
    const c = w.s.commanders[c0.id]!
    const occ = derived(b.ctx, w.s).occ
    const r = Movement.commanderReach(b.ctx, w.s, c, occ)
    const origin = c.hex === null ? -1 : hexId(map, c.hex)
    const army = c.commands.corps === undefined
    let bestH = -1
    let bestS = -Infinity
    const consider = (h: number): void => {
      // h is a hex id: unitAt holds -1 or an index into occ.units.
      const i = occ.unitAt[h]!
      let s: number
      if (i >= 0 && occ.units[i]!.side === side) {
        const u = occ.units[i]!
        s = 10 + (commandsUnit(c, u) ? 3 : 0)
        // A commander shares his unit's fate (CMD.5): keep him off units likely to be destroyed.
        s -= danger(b, u, h) * 1.5
        const target = committed.get(u.id)
        if (target !== undefined && commandsUnit(c, u)) s += army ? -1 : 4
        if (mainEffort >= 0) s -= 0.25 * distance(map.geo, h, mainEffort)
        if (side === 'ru' && commandsUnit(c, u) && !army) s += 0.1 * Math.min(20, b.threat.fr[h]!)
        if (army && b.zoc[b.enemy][h]) s -= 2
        // CMD.3: +1 to the rally roll of a demoralized unit of his command.
        if (u.demoralized && commandsUnit(c, u)) s += 1.5
      } else {
        // Alone: only where no enemy can come next to him before he moves again.
        s = -b.threat[b.enemy][h]! - 5
      }
      if (h === origin) s += 0.2
      if (s > bestS) {
        bestS = s
        bestH = h
      }
    }
    // origin is a hex id: c0 is on the map, and only this commander's own move changes his hex.
    const originOk =
      occ.unitAt[origin]! >= 0
        ? occ.units[occ.unitAt[origin]!]!.side === side
        : !adjacentEnemy(b.ctx, occ, side, origin)
    if (originOk) consider(origin)
    for (const h of r.ends) consider(h)
    if (bestH < 0 || bestH === origin) continue
    const path = Movement.pathTo(r, bestH)
    if (path) w.do({ type: 'moveCommander', commander: c.id, path: path.map((h) => codeOf(map, h)) })
  }
}
