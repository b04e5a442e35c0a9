// Reads a unit's reachable hexes as {CCRR: cost} for compact assertions.
import type { GameMap } from '../../src/engine/map/map'
import { at } from './must'
import { commanderReach, unitReach } from '../../src/engine/movement/movement'
import type { GameState } from '../../src/engine/core/state'
import { say } from './say'

export function costs(map: GameMap, state: GameState, unit: string): Record<string, number> {
  const r = unitReach({ map }, state, unit)
  if (!r.ok) throw new Error(`${unit} cannot move: ${r.refusal.rule} ${say(r.refusal, 'en')}`)
  const out: Record<string, number> = {}
  r.reach.cost.forEach((c, h) => {
    if (c > 0 && r.reach.canEnd[h]) out[at(map.geo.codes, h)] = c
  })
  return out
}

export function commanderCosts(map: GameMap, state: GameState, id: string): Record<string, number> {
  const r = commanderReach({ map }, state, state.commanders[id]!)
  const out: Record<string, number> = {}
  r.cost.forEach((c, h) => {
    if (c > 0 && r.canEnd[h]) out[at(map.geo.codes, h)] = c
  })
  return out
}
