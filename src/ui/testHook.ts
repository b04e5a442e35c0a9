// A window hook for browser tests and benchmarks: inspect the game, never change it (the one exception,
// failRender, makes the drawing fail to show the crash screen).
import { codeOf, Movement, hexId, Combat } from '../engine'
import { failRender } from './safety/crashProbe'
import { bundle, gameStore, map } from '../store/app'
// Through the rules' own chunk (installed once they have arrived), so this chunk does not pull the rules into a
// test build's first screen.

export interface TestHook {
  state(): unknown
  commands(): unknown
  neighbors(hex: string): string[]
  /** Hexes where the unit's move may end now (from the engine). */
  reach(unit: string): string[]
  scenarios(): string[]
  /** True when melee is possible between the two adjacent hexes as far as the map goes (CBT.4). */
  meleeOk(a: string, b: string): boolean
  /** Hexes where the commander's move may end now. */
  commanderReach(id: string): string[]
  /** Makes the next drawing of the board fail (the crash screen's test). */
  failRender(): void
}

export function installTestHook(): void {
  // A test asks from outside React, at a moment of its choosing: each answer reads the game as it is then.
  const hook: TestHook = {
    state: () => JSON.parse(JSON.stringify(gameStore.getState().state)) as unknown,
    commands: () => JSON.parse(JSON.stringify(gameStore.getState().commands)) as unknown[],
    neighbors: (hex) => {
      const h = hexId(map, hex)
      const out: string[] = []
      for (let d = 0; d < 6; d++) {
        const n = h < 0 ? -1 : map.geo.neighbor[h * 6 + d]! // h is a hex id, d a direction
        if (n >= 0) out.push(codeOf(map, n))
      }
      return out
    },
    reach: (unit) => {
      const r = Movement.unitReach(bundle.ctx, gameStore.getState().state, unit)
      if (!r.ok) return []
      const out: string[] = []
      for (let h = 0; h < r.reach.cost.length; h++) if (r.reach.canEnd[h]) out.push(codeOf(map, h))
      return out
    },
    scenarios: () => bundle.scenarios.filter((s) => !s.hidden).map((s) => s.id),
    meleeOk: (a, b) => !Combat.meleeBarrier(bundle.ctx, hexId(map, a), hexId(map, b)),
    commanderReach: (id) => {
      const s = gameStore.getState().state
      const c = s.commanders[id]
      if (!c || !c.hex || c.status !== 'active') return []
      return Movement.commanderReach(bundle.ctx, s, c).ends.map((h) => codeOf(map, h))
    },
    failRender,
  }
  ;(globalThis as unknown as { __borodino: TestHook }).__borodino = hook
}
