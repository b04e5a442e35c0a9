// Combat highlights: the chosen defender and attackers, mandatory attackers flagged with "!".
import { type GameState, hexId } from '../../engine'
import { map } from '../../store/app'
import { boardGeom, R } from './geom'
import { HexRings } from './PathOverlay'

interface Props {
  state: GameState
  defender: string | null
  attackers: string[]
  candidates: string[]
  targets: string[]
}

const hexOf = (state: GameState, ids: string[]): string[] =>
  ids.map((id) => state.units[id]?.hex).filter((h): h is string => !!h)

export function CombatOverlay({ state, defender, attackers, candidates, targets }: Props) {
  return (
    <g pointerEvents="none">
      <HexRings hexes={hexOf(state, targets)} color="#c62828" width={3} dash="8 6" />
      <HexRings
        hexes={hexOf(
          state,
          candidates.filter((c) => !attackers.includes(c)),
        )}
        color="#1565c0"
        width={3}
        dash="6 6"
      />
      <HexRings hexes={hexOf(state, attackers)} color="#1565c0" width={7} />
      {defender && <HexRings hexes={hexOf(state, [defender])} color="#c62828" width={8} />}
    </g>
  )
}

/** The "!" on units that must attack (CBT.3), drawn above the counters so it is never hidden. */
export function MustAttackMarks({ state, must }: { state: GameState; must: string[] }) {
  const g = boardGeom(map)
  return (
    <g pointerEvents="none">
      {must.map((id) => {
        const hex = state.units[id]?.hex
        const h = hex ? hexId(map, hex) : -1
        if (h < 0) return null // otherwise a hex id: the geometry has its centre
        return (
          <g key={id} data-must-attack={id} transform={`translate(${g.x[h]! - R * 0.62} ${g.y[h]! - R * 0.5})`}>
            <circle r="11" fill="#d32f2f" stroke="#fff" strokeWidth="2.5" />
            <text y="5.5" fontSize="16" fontWeight="900" fill="#fff" textAnchor="middle" fontFamily="Arial, sans-serif">
              !
            </text>
          </g>
        )
      })}
    </g>
  )
}
