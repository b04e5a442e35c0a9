// The second lesson played as its text asks (the reference for tests and the seed search).
import { Combat } from '../engine'
import type { Scripted } from './script'
import { RING_HEX, W } from './winSteps'

export const WIN_SCRIPT: Readonly<Record<string, Scripted>> = {
  // Cavalry rides through the target's zone of control (ZOC.5): 1316 → 1416 → 1517 → 1518 → 1519.
  'w-surround': () => ({ type: 'move', unit: W.cavalry, path: ['1316', '1416', '1517', '1518', RING_HEX] }),
  'w-end-movement': () => ({ type: 'endPhase' }),
  'w-bad-roll': () => ({ type: 'attack', defender: W.target, attackers: [W.weak] }),
  'w-own-retreat': (ctx, s) => {
    // The lesson reaches this step with the retreat pending and a hex to retreat into.
    const c = Combat.retreatChoices(ctx, s)[0]!
    return { type: 'retreat', unit: c.unit, hex: c.hexes[0]! }
  },
  'w-ru-advance': () => ({ type: 'advance', unit: null }),
  'w-destroy': () => ({ type: 'attack', defender: W.target, attackers: [W.strong, W.cavalry] }),
  'w-advance': () => ({ type: 'advance', unit: null }),
}
