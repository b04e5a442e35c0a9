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

/** The two views' symbols, drawn (not font glyphs, which some systems lack): crossed sabres, a shield. */
export function OverlayIcon({ kind, size = 14 }: { kind: 'attack' | 'threat'; size?: number }) {
  const c = kind === 'attack' ? '#b71c1c' : '#e65100'
  return (
    <svg width={size} height={size} viewBox="-7 -7 14 14" aria-hidden="true" className="overlay-icon">
      {kind === 'attack'
        ? <g stroke={c} strokeWidth="2" strokeLinecap="round"><path d="M-5.5 -5.5L5 5M5.5 -5.5L-5 5" /><path d="M-5.5 2.5L-2.5 5.5M5.5 2.5L2.5 5.5" strokeWidth="1.6" /></g>
        : <path d="M0 -6L5.5 -4V0.5C5.5 3.5 3 5.5 0 6.5C-3 5.5 -5.5 3.5 -5.5 0.5V-4Z" fill={c} />}
    </svg>
  )
}

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
        const w = text.length * 6.8 + 24
        // Below the counter (which is about 0.56 R from its centre to its edge), inside the hex.
        return (
          <g key={o.target} data-attack-badge={o.target} transform={`translate(${g.x[h]} ${g.y[h] + R * 0.74})`}>
            <rect x={-w / 2} y="-9" width={w} height="18" rx="9" fill="#fff" stroke={colour} strokeWidth="2.2" />
            {/* The symbol tells the two views apart without colour: crossed sabres for attacks, a shield for threats. */}
            <g transform={`translate(${-w / 2 + 11} 0)`}>
              {kind === 'attack'
                ? <g stroke={colour} strokeWidth="2" strokeLinecap="round"><path d="M-5 -5L4.5 4.5M5 -5L-4.5 4.5" /></g>
                : <path d="M0 -6L5 -4V0.5C5 3.3 2.7 5 0 6C-2.7 5 -5 3.3 -5 0.5V-4Z" fill={colour} />}
            </g>
            <text x="9" y="4.5" fontSize="12.5" fontWeight="700" textAnchor="middle" fill="#1a1a1a" fontFamily="Arial, sans-serif">{text}</text>
          </g>
        )
      })}
    </g>
  )
})
