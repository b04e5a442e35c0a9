// The acting side's units that can still do something in this phase: what `n` / `p` step through.
import { actingSide, candidatesAgainst, type GameState, isOnMap, legalTargets } from '../../engine'
import { bundle } from '../../store/app'
import { movementInfo } from './useMovement'

/** Unit ids, west to east then north to south (hex code order), that can still act now. */
export function actingUnits(state: GameState): string[] {
  const side = actingSide(state)
  const own = Object.values(state.units).filter((u) => u.side === side && isOnMap(u))
  const step = state.pending[0]
  let ids: string[]
  if (step?.kind === 'retreat') ids = [step.unit]
  else if (step?.kind === 'advance') ids = [...new Set(step.options.map((o) => o.unit))]
  else if (step?.kind === 'exchange') ids = step.candidates
  else if (state.phase === 'rally') ids = own.filter((u) => u.demoralized).map((u) => u.id)
  else if (state.phase === 'movement') ids = own.filter((u) => movementInfo(state, u.id, null).reach).map((u) => u.id)
  else if (state.phase === 'combat') {
    const set = new Set<string>()
    // Before the rules have arrived (the first moments after the first paint) no attacker is known yet.
    for (const t of legalTargets(bundle.ctx, state) ?? []) {
      const c = candidatesAgainst(bundle.ctx, state, t)
      for (const id of c ? [...c.attackers, ...c.batteries] : []) set.add(id)
    }
    ids = [...set]
  } else ids = own.map((u) => u.id)
  const hexOf = (id: string): string => state.units[id]!.hex! // the filter below keeps units with a hex
  return ids
    .filter((id) => state.units[id]?.hex)
    .sort((a, b) => (hexOf(a) < hexOf(b) ? -1 : hexOf(a) > hexOf(b) ? 1 : a < b ? -1 : 1))
}
