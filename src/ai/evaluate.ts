// The value of a position for one side: the victory standing (Russian losses out of 314 and the
// WIN.2 bands) plus what threatens to change it (each unit's danger on the influence maps), and both
// sides' commanders: what each one still standing is worth, less his chance to be lost next.
import { type Ctx, type GameState, isGameOver, otherSide, type Side } from '../engine'
import { bandOfLosses } from '../engine/ai'
import { RUSSIAN_TOTAL } from '../engine/tables'
import { analyse } from './board'
import { enemyLossesMatter, russianLastPhase } from './combatValue'
import { commanderStanding, enemyCommanderStanding } from './commanderValue'
import { objectiveStanding } from './objectives'
import { danger } from './position'
import { WEIGHTS } from './types'

const BAND_POINTS = {
  'russian-decisive': 0,
  'russian-marginal': 1,
  'french-marginal': 2,
  'french-decisive': 3,
} as const

export function evaluate(ctx: Ctx, state: GameState, side: Side): number {
  const w = WEIGHTS[side]
  const enemy = otherSide(side)
  let demOwn = 0
  let demEnemy = 0
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.status !== 'active' || u.hex === null || !u.demoralized) continue
    if (u.side === side) demOwn += u.front.strength
    else demEnemy += u.front.strength
  }
  const over = isGameOver(state)
  // Once no French phase is left and the result is the Russian losses alone, the French losses count for nothing
  // (combatValue.ts), for either side's value.
  const frMatter = enemyLossesMatter(state, 'ru')
  const losses = { ru: state.losses.ru, fr: frMatter ? state.losses.fr : 0 }
  // Whether what may still befall a side's units counts: not once the game is over, nor in the Russians' last phase
  // for the Russians (no French phase follows, SEQ.2) or for the French where their losses count for nothing.
  const lastRu = russianLastPhase(state)
  const live = (s: Side): boolean => !over && (s === 'ru' ? !lastRu : frMatter)
  let v = w.enemyKill * losses[enemy] - w.ownLoss * losses[side]
  if (live(enemy)) v += w.enemyDemoralized * demEnemy
  if (live(side)) v -= w.ownDemoralized * demOwn
  // The standing against the WIN.2 bands: crossing a band edge is worth more than its points.
  const band = BAND_POINTS[bandOfLosses(state.losses.ru, RUSSIAN_TOTAL)] * 6
  v += side === 'fr' ? band : -band
  // A short scenario's objectives (WIN.4): the points each side holds now; nothing in the whole day.
  v += objectiveStanding(ctx, state, side)
  if (!over) {
    const b = analyse(ctx, state, side)
    const be = analyse(ctx, state, enemy, side)
    const ownLive = live(side)
    const enemyLive = live(enemy)
    for (const u of b.occ.units) {
      if (u.side === side) {
        if (ownLive) v -= 0.6 * danger(b, u, b.hexOf(u))
      } else if (enemyLive) v += 0.4 * danger(be, u, be.hexOf(u)) * (WEIGHTS[side].enemyKill / WEIGHTS[enemy].ownLoss)
    }
    // Commanders (CMD.1–5): each side's standing ones at their worth, less their exposure, weighed as the units'.
    v += commanderStanding(b, side, ownLive ? 0.6 : 0) - enemyCommanderStanding(be, side, enemyLive ? 0.4 : 0)
  }
  return v
}
