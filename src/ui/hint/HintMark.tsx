// The coach's hint on the board: for a move (or a retreat, an advance, a placement) an arrow from the counter's
// hex along its way to where it ends; for an attack or a fire the attackers and the target ringed. Nothing for a
// rally or a phase end.
import { useMemo } from 'react'
import { hexId, type GameState } from '../../engine'
import { bundle, map } from '../../store/app'
import { useHint } from '../../store/hint'
import { boardGeom } from '../board/geom'
import { HexRings } from '../board/PathOverlay'
import { HintArrow, HINT_COLOR } from './HintArrow'
import { hintFacts } from './hintFacts'

const COLOR = HINT_COLOR

export function HintMark({ state }: { state: GameState }) {
  const command = useHint((v) => (v.status === 'ready' ? v.command : null))
  const asked = useHint((v) => v.state)
  const facts = useMemo(
    () => (command && asked === state ? hintFacts(bundle.ctx, state, command) : null),
    [command, asked, state],
  )
  if (!facts) return null
  const g = boardGeom(map)
  if (facts.kind === 'attack' || facts.kind === 'fire') {
    const hexes = facts.attackers.map((id) => state.units[id]?.hex).filter((h): h is string => !!h)
    return (
      <g pointerEvents="none" data-testid="hint-target" data-hint-defender={facts.defender ?? undefined}>
        <HexRings hexes={hexes} color="#fff" width={9} />
        <HexRings hexes={hexes} color={COLOR} width={5} dash="10 5" />
        {facts.to && <HexRings hexes={[facts.to]} color="#fff" width={11} />}
        {facts.to && <HexRings hexes={[facts.to]} color="#c62828" width={6} />}
      </g>
    )
  }
  const ids = facts.path.map((c) => hexId(map, c)).filter((h) => h >= 0)
  if (!ids.length) return null
  const pts = ids.map((h) => `${g.x[h]!.toFixed(1)},${g.y[h]!.toFixed(1)}`).join(' ')
  const end = facts.path.at(-1)!
  return (
    <g pointerEvents="none" className="hint-mark" data-testid="hint-arrow" data-hint-to={end}>
      {ids.length > 1 && <HintArrow points={pts} head="hint-head" />}
      <HexRings hexes={[end]} color="#fff" width={10} />
      <HexRings hexes={[end]} color={COLOR} width={5} />
    </g>
  )
}
