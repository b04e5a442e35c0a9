// Every counter and commander on the map. Re-renders only when units or commanders change.
import { memo } from 'react'
import { type GameMap, hexId, type CommanderState, type UnitState } from '../../engine'
import type { Lang } from '../../i18n'
import { CommanderMarker, commanderShadowPath } from './CommanderMarker'
import { Counter, counterShadowPath, SHADOW, type CounterFlags } from './Counter'
import { boardGeom } from './geom'
import { badgeAt } from './commanderMarks'

interface Props {
  map: GameMap
  units: Record<string, UnitState>
  commanders: Record<string, CommanderState>
  lang: Lang
  /** Per unit id: attackable, threatened (test hooks and marks). */
  flags?: ReadonlyMap<string, CounterFlags>
  /** The unit or commander sliding to its new hex now (useMoveSlide): it draws its own shadow meanwhile. */
  sliding?: string | null
}

function CountersLayerImpl({ map, units, commanders, lang, flags, sliding }: Props) {
  const g = boardGeom(map)
  const occupied = new Set<string>()
  const counters = []
  // The shadows of all counters are one path under them, the badges' one path under the badges: two elements, not
  // one per piece.
  let shadows = ''
  let badgeShadows = ''
  for (const id in units) {
    const u = units[id]! // a key of the record itself
    if (u.status !== 'active' || !u.hex) continue
    const h = hexId(map, u.hex)
    if (h < 0) continue // otherwise a hex id: the geometry has its centre
    occupied.add(u.hex)
    if (id !== sliding) shadows += counterShadowPath(g.x[h]!, g.y[h]!)
    counters.push(
      <Counter key={id} unit={u} x={g.x[h]!} y={g.y[h]!} lang={lang} flags={flags?.get(id)} shadow={id === sliding} />,
    )
  }
  const perHex = new Map<string, number>()
  const markers = []
  for (const id in commanders) {
    const c = commanders[id]! // a key of the record itself
    if (c.status !== 'active' || !c.hex) continue
    const h = hexId(map, c.hex)
    if (h < 0) continue // otherwise a hex id: the geometry has its centre
    const k = perHex.get(c.hex) ?? 0
    perHex.set(c.hex, k + 1)
    const [x, y] = badgeAt(g.x[h]!, g.y[h]!, occupied.has(c.hex), k)
    if (id !== sliding) badgeShadows += commanderShadowPath(x, y)
    markers.push(<CommanderMarker key={id} c={c} x={x} y={y} lang={lang} shadow={id === sliding} />)
  }
  return (
    <g className="counters">
      <path className="shadows" d={shadows} {...SHADOW} />
      {counters}
      <path className="shadows" d={badgeShadows} {...SHADOW} />
      {markers}
    </g>
  )
}

export const CountersLayer = memo(CountersLayerImpl)
