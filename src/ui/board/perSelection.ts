// A board answer worked out once per state and selection: the map's cells, the marks layer and the movement panel
// each ask for it after a click. Kept with the state's derived data (one table of selections per state), so it
// goes with the state.
import { derivedKey, derivedTable, type GameState } from '../../engine'
import { bundle } from '../../store/app'

export type PerSelection<T> = (
  state: GameState,
  unitId: string | null,
  commanderId: string | null,
  compute: () => T,
) => T

export function perSelection<T>(name: string): PerSelection<T> {
  const table = derivedKey(name, () => new Map<string, T>())
  return (state, unitId, commanderId, compute) => {
    const byKey = derivedTable(bundle.ctx, state, table)
    const key = `${unitId ?? ''}|${commanderId ?? ''}`
    let found = byKey.get(key)
    if (found === undefined) byKey.set(key, (found = compute()))
    return found
  }
}
