// The tutorial played as the text asks: one command per step that waits for one (the reference for tests).
import { type Command, type Ctx, type GameState, Combat } from '../engine'
import { T } from './steps'

export type Scripted = (ctx: Ctx, s: GameState) => Command

const retreatFirst: Scripted = (ctx, s) => {
  // The lesson reaches this step with the retreat pending and a hex to retreat into.
  const c = Combat.retreatChoices(ctx, s)[0]!
  return { type: 'retreat', unit: c.unit, hex: c.hexes[0]! }
}

/** Step id → the command the lesson asks for. */
export const SCRIPT: Readonly<Record<string, Scripted>> = {
  rally: () => ({ type: 'rally' }),
  'move-cost': () => ({ type: 'move', unit: T.mover, path: ['1420', '1521'] }),
  zoc: () => ({ type: 'move', unit: T.rallier, path: ['1520', '1619'] }),
  commander: () => ({ type: 'moveCommander', commander: T.commander, path: ['1520', '1619'] }),
  'end-movement': () => ({ type: 'endPhase' }),
  attack: () => ({ type: 'attack', defender: T.target, attackers: [T.rallier] }),
  retreat: retreatFirst,
  advance: () => ({ type: 'advance', unit: null }),
  fire: () => ({ type: 'fire', batteries: [T.battery], target: T.target }),
  'retreat-again': retreatFirst,
}
