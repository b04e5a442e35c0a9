// The switchable board overlays, drawn with patterns and outlines (never colour alone):
// enemy zones of control (ZOC.1–3), a battery's fire arc and blocked lines (ART.2–3), the setup zones (SCN.2).
import { memo, useMemo } from 'react'
import { hexId, derived, actingSide, Combat, Setup, type GameState, otherSide, Movement } from '../../engine'
import { bundle, map } from '../../store/app'
import { boardGeom } from './geom'

const g = () => boardGeom(map)

function HexFill({
  ids,
  fill,
  stroke,
  dash,
  testId,
}: {
  ids: number[]
  fill: string
  stroke: string
  dash?: string
  testId: string
}) {
  return (
    <g data-overlay={testId} pointerEvents="none">
      {ids.map((h) => (
        <polygon
          key={h}
          data-overlay-hex={map.geo.codes[h]}
          points={g().points[h]}
          fill={fill}
          stroke={stroke}
          strokeWidth="2.5"
          strokeDasharray={dash}
        />
      ))}
    </g>
  )
}

export const ZocOverlay = memo(function ZocOverlay({ state }: { state: GameState }) {
  const ids = useMemo(() => {
    const zoc = Movement.zocMap(bundle.ctx, derived(bundle.ctx, state).occ, otherSide(actingSide(state)))
    const out: number[] = []
    for (let h = 0; h < zoc.length; h++) if (zoc[h]) out.push(h) // hex ids: the geometry has each centre
    return out
  }, [state])
  // An edge, not a fill: a dashed red border inside the hex, so reach (a fill) and retreat marks read through it.
  const G = g()
  return (
    <g data-overlay="zoc" pointerEvents="none">
      {ids.map((h) => (
        <polygon
          key={h}
          data-overlay-hex={map.geo.codes[h]}
          points={G.points[h]}
          fill="none"
          stroke="#b71c1c"
          strokeWidth="4.5"
          strokeDasharray="8 5"
          transform={`translate(${G.x[h]!} ${G.y[h]!}) scale(0.8) translate(${-G.x[h]!} ${-G.y[h]!})`}
        />
      ))}
    </g>
  )
})

export const FireArcOverlay = memo(function FireArcOverlay({ state, battery }: { state: GameState; battery: string }) {
  const arc = useMemo(() => Combat.batteryFireArc(bundle.ctx, state, battery), [state, battery])
  const from = hexId(map, state.units[battery]?.hex ?? '')
  if (from < 0) return null
  const visible = arc.filter((a) => a.visible).map((a) => hexId(map, a.hex))
  const higher = arc.filter((a) => a.why === 'higher').map((a) => hexId(map, a.hex))
  const blockers = [
    ...new Set(arc.filter((a) => a.why === 'los' && a.blockedBy.length).map((a) => a.blockedBy[0]!)),
  ].map((c) => hexId(map, c)) // the arc names hexes of this map: all are hex ids
  const G = g()
  return (
    <g data-overlay="arc" pointerEvents="none">
      {/* A symbol, not a fill: a small target in the upper left of each hex within fire. */}
      <g data-overlay="arc-visible">
        {visible.map((h) => (
          <g key={h} data-overlay-hex={map.geo.codes[h]} transform={`translate(${G.x[h]! - 24} ${G.y[h]! - 26})`}>
            <circle r="7.5" fill="#fff" fillOpacity="0.85" stroke="#5b2a86" strokeWidth="2.5" />
            <circle r="2.6" fill="#5b2a86" />
          </g>
        ))}
      </g>
      <HexFill ids={higher} fill="none" stroke="#5b2a86" dash="3 5" testId="arc-higher" />
      {blockers.map((b) => (
        <g key={b} data-los-blocked={map.geo.codes[b]}>
          <line
            x1={G.x[from]}
            y1={G.y[from]}
            x2={G.x[b]}
            y2={G.y[b]}
            stroke="#fff"
            strokeWidth="6"
            strokeOpacity="0.7"
          />
          <line
            x1={G.x[from]}
            y1={G.y[from]}
            x2={G.x[b]}
            y2={G.y[b]}
            stroke="#5b2a86"
            strokeWidth="3"
            strokeDasharray="9 6"
          />
          <path
            d={`M${G.x[b]! - 9} ${G.y[b]! - 9}L${G.x[b]! + 9} ${G.y[b]! + 9}M${G.x[b]! - 9} ${G.y[b]! + 9}L${G.x[b]! + 9} ${G.y[b]! - 9}`}
            stroke="#5b2a86"
            strokeWidth="4"
          />
        </g>
      ))}
    </g>
  )
})

export const ZonesOverlay = memo(function ZonesOverlay({ state }: { state: GameState }) {
  // The scenario supplies the zones (its own setup rules, or the map's deployment lines when it has no free setup).
  const setup = bundle.zoneRules?.(state.scenarioId)
  const { ru, fr } = useMemo(() => {
    if (!setup) return { ru: [], fr: [] }
    const inHypo = state.setup !== undefined && state.phase === 'setup'
    const pick = (z: Uint8Array) => [...z].flatMap((v, h) => (v ? [h] : []))
    return {
      ru: pick(Setup.deploymentZone(bundle.ctx, setup, 'ru')),
      fr: pick(Setup.deploymentZone(bundle.ctx, setup, 'fr', inHypo ? state : undefined)),
    }
  }, [setup, state])
  return (
    <g data-overlay="zones">
      <HexFill ids={ru} fill="url(#pat-zone-ru)" stroke="none" testId="zones-ru" />
      <HexFill ids={fr} fill="url(#pat-zone-fr)" stroke="none" testId="zones-fr" />
    </g>
  )
})
