// «Фаланга»'s hint on the board: for a move an arrow from the unit's hex (the camp's, for a unit leaving it) along its
// way to where it ends; for a turn the unit ringed with its new facing and front; for an attack the attackers and the
// target ringed. Nothing for a phase end or a draw.
import { frontOf, hexOf, type PhState } from '../../../phalanx'
import { HintArrow, HINT_COLOR } from '../../hint/HintArrow'
import { FacingWedge } from '../PhCounter'
import { F, points, px, py, R } from '../phGeom'
import { usePhHintFacts } from './phHint'

const COLOR = HINT_COLOR

/** Rings round hexes, a white halo under a coloured line. */
function Rings({
  hexes,
  color,
  width,
  dash,
}: {
  hexes: readonly string[]
  color: string
  width: number
  dash?: string
}) {
  return (
    <>
      {hexes.map((code) => {
        const h = hexOf(F, code)
        if (h < 0) return null
        const at = points(px(h), py(h), R * 0.9)
        return (
          <g key={code}>
            <polygon points={at} fill="none" stroke="#fff" strokeWidth={width + 4} strokeOpacity={0.85} />
            <polygon points={at} fill="none" stroke={color} strokeWidth={width} strokeDasharray={dash} />
          </g>
        )
      })}
    </>
  )
}

export function PhHintMark({ state }: { state: PhState }) {
  const facts = usePhHintFacts(state)
  if (!facts) return null
  if (facts.kind === 'attack' && facts.attack) {
    const a = facts.attack
    const hexes = a.attackers.map((id) => state.units[id]?.location ?? '').filter((h) => hexOf(F, h) >= 0)
    return (
      <g pointerEvents="none" data-testid="hint-target" data-hint-defender={a.target} data-hint-to={a.hex}>
        <Rings hexes={hexes} color={COLOR} width={4} dash="9 5" />
        <Rings hexes={[a.hex]} color="#c62828" width={5} />
      </g>
    )
  }
  if (facts.kind === 'face' && facts.to !== null && facts.facing !== null) {
    const h = hexOf(F, facts.to)
    return (
      <g pointerEvents="none" data-testid="hint-facing" data-hint-to={facts.to} data-hint-facing={facts.facing}>
        <Rings hexes={facts.front} color={COLOR} width={2} dash="4 4" />
        <Rings hexes={[facts.to]} color={COLOR} width={4} />
        <g className="ph-hint-wedge">
          <FacingWedge x={px(h)} y={py(h)} facing={facts.facing} r={R} />
        </g>
      </g>
    )
  }
  if (facts.kind !== 'move' || facts.to === null) return null
  const ids = facts.path.map((c) => hexOf(F, c)).filter((h) => h >= 0)
  const line = ids.map((h) => `${px(h).toFixed(1)},${py(h).toFixed(1)}`).join(' ')
  const unit = facts.unit ? state.units[facts.unit] : undefined
  // Where it will face at the end of its move (the exit facing of a unit leaving the camp, else its own).
  const end = unit ? { ...unit, facing: facts.facing ?? unit.facing } : undefined
  const front = end && frontOf(end).kind === 'vertex' ? facts.front : []
  return (
    <g pointerEvents="none" className="ph-hint-mark" data-testid="hint-arrow" data-hint-to={facts.to}>
      <Rings hexes={front} color={COLOR} width={2} dash="4 4" />
      <HintArrow points={line} head="ph-hint-head" />
      <Rings hexes={[facts.to]} color={COLOR} width={4} />
    </g>
  )
}
