// The third lesson played as its text asks (the reference for tests and the seed search).
import { Combat } from '../engine'
import type { Scripted } from './script'
import { C, SAFE_HEX } from './coachSteps'

export const COACH_SCRIPT: Readonly<Record<string, Scripted>> = {
  'c-block': () => ({ type: 'move', unit: C.mover, path: ['1219', SAFE_HEX] }),
  'c-commander': () => ({ type: 'moveCommander', commander: C.commander, path: ['1419', '1319', SAFE_HEX] }),
  'c-end-movement': () => ({ type: 'endPhase' }),
  'c-hint': () => ({ type: 'attack', defender: C.target, attackers: [C.attacker], batteries: [] }),
  'c-retreat': (ctx, s) => {
    // The lesson reaches this step with the retreat pending and its one hex to go to.
    const c = Combat.retreatChoices(ctx, s)[0]!
    return { type: 'retreat', unit: c.unit, hex: c.hexes[0]! }
  },
  'c-advance': () => ({ type: 'advance', unit: null }),
}
