// "Where can I attack?" and "threats": a badge on each marked counter with the best differential and the
// chance the defender is pushed back or destroyed (engine attackOptions / threatOptions), and, for the
// target under the cursor, rings on the hexes its attackers would strike from.
import { memo } from 'react'
import { hexId, type AttackOption } from '../../engine'
import { map } from '../../store/app'
import { boardGeom, R } from './geom'
import { HexRings } from './PathOverlay'

const pct = (p: number): string => `${Math.round(p * 100)}%`
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** The badge text: differential, then the chance of a retreat or destruction (D1, D2, DE, EX). */
export const attackBadge = (o: AttackOption): string => `${signed(o.diff)} · ${pct(o.pRetreat + o.pDestroy)}`

export const AttackBadges = memo(function AttackBadges({ options, kind, hover }: { options: AttackOption[]; kind: 'attack' | 'threat'; hover: string | null }) {
  const g = boardGeom(map)
  const colour = kind === 'attack' ? '#b71c1c' : '#e65100'
  const hovered = options.find((o) => o.target === hover)
  return (
    <g pointerEvents="none" data-overlay={kind === 'attack' ? 'attacks' : 'threats'}>
      {hovered && <HexRings hexes={[...hovered.attackers, ...hovered.batteries].map((a) => a.from)} color={colour} width={4} dash="3 4" />}
      {options.map((o) => {
        const h = hexId(map, o.hex)
        if (h < 0) return null
        const text = attackBadge(o)
        const w = text.length * 7.4 + 22
        return (
          <g key={o.target} data-attack-badge={o.target} transform={`translate(${g.x[h]} ${g.y[h] + R * 0.62})`}>
            <rect x={-w / 2} y="-10" width={w} height="20" rx="10" fill="#fff" stroke={colour} strokeWidth="2.5" />
            {/* The symbol tells the two views apart without colour: crossed sabres for attacks, a shield for threats. */}
            <text x={-w / 2 + 11} y="5" fontSize="13" textAnchor="middle" fill={colour} fontFamily="Arial, sans-serif">{kind === 'attack' ? '⚔' : '⛨'}</text>
            <text x="9" y="5" fontSize="13" fontWeight="700" textAnchor="middle" fill="#1a1a1a" fontFamily="Arial, sans-serif">{text}</text>
          </g>
        )
      })}
    </g>
  )
})
