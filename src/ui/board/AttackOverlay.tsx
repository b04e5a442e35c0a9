// "Where can I attack?" and "threats": a badge on each marked counter with the best differential and the
// chance the defender is pushed back or destroyed (engine attackOptions / threatOptions), and, for the
// target under the cursor, rings on the hexes its attackers would strike from.
import { memo } from 'react'
import { hexId, isCommanderOnMap, type Combat, type GameState } from '../../engine'
import { MAX_DIFF, MIN_DIFF } from '../../engine/tables'
import { COUNTER } from './counterStyle'
import { map } from '../../store/app'
import { boardGeom } from './geom'
import { HexRings } from './PathOverlay'

const pct = (p: number): string => `${Math.round(p * 100)}%`
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** The two views' symbols, drawn (not font glyphs, which some systems lack): crossed sabres, a shield. */
export function OverlayIcon({ kind, size = 14 }: { kind: 'attack' | 'threat'; size?: number }) {
  const c = kind === 'attack' ? '#b71c1c' : '#e65100'
  return (
    <svg width={size} height={size} viewBox="-7 -7 14 14" aria-hidden="true" className="overlay-icon">
      {kind === 'attack' ? (
        <g stroke={c} strokeWidth="2" strokeLinecap="round">
          <path d="M-5.5 -5.5L5 5M5.5 -5.5L-5 5" />
          <path d="M-5.5 2.5L-2.5 5.5M5.5 2.5L2.5 5.5" strokeWidth="1.6" />
        </g>
      ) : (
        <path d="M0 -6L5.5 -4V0.5C5.5 3.5 3 5.5 0 6.5C-3 5.5 -5.5 3.5 -5.5 0.5V-4Z" fill={c} />
      )}
    </svg>
  )
}

/** A differential as the table reads it: beyond the last column it is that column (CBT.7), so «≥+17», not «+61». */
export const tableDiff = (d: number): string =>
  d >= MAX_DIFF - 1 ? `≥+${MAX_DIFF - 1}` : d <= MIN_DIFF ? `≤−${-MIN_DIFF}` : signed(d)

/** The badge text: differential, then the chance of a retreat or destruction (D1, D2, DE, EX). */
export const attackBadge = (o: Combat.AttackOption): string => `${tableDiff(o.diff)} · ${pct(o.pRetreat + o.pDestroy)}`

export const AttackBadges = memo(function AttackBadges({
  options,
  kind,
  hover,
  commanders,
}: {
  options: Combat.AttackOption[]
  kind: 'attack' | 'threat'
  hover: string | null
  commanders: GameState['commanders']
}) {
  const g = boardGeom(map)
  // A commander's star sits on the counter's upper right corner (CountersLayer); the badge then goes below.
  const withStar = new Set(
    Object.values(commanders)
      .filter(isCommanderOnMap)
      .map((c) => c.hex),
  )
  const colour = kind === 'attack' ? '#b71c1c' : '#e65100'
  const hovered = options.find((o) => o.target === hover)
  return (
    <g pointerEvents="none" data-overlay={kind === 'attack' ? 'attacks' : 'threats'}>
      {hovered && (
        <HexRings
          hexes={[...hovered.attackers, ...hovered.batteries].map((a) => a.from)}
          color={colour}
          width={4}
          dash="3 4"
        />
      )}
      {options.map((o) => {
        const h = hexId(map, o.hex)
        if (h < 0) return null // otherwise a hex id: the geometry has its centre
        const text = attackBadge(o)
        const w = text.length * 5.7 + 19
        // Small, on the target's own counter: just above its upper edge, right-aligned with it, inside the hex,
        // clear of the counter's label and numbers; below the counter when a commander's star takes that corner.
        const star = withStar.has(o.hex)
        const bx = star ? g.x[h]! - w / 2 : g.x[h]! + COUNTER / 2 + 6 - w
        const by = star ? g.y[h]! + COUNTER / 2 + 8 : g.y[h]! - COUNTER / 2 - 6
        return (
          <g key={o.target} data-attack-badge={o.target} transform={`translate(${bx} ${by})`}>
            <rect x="0" y="-7.5" width={w} height="15" rx="7.5" fill="#fff" stroke={colour} strokeWidth="1.8" />
            {/* The symbol tells the two views apart without colour: crossed sabres for attacks, a shield for threats. */}
            <g transform="translate(9 0) scale(0.8)">
              {kind === 'attack' ? (
                <g stroke={colour} strokeWidth="2.2" strokeLinecap="round">
                  <path d="M-5 -5L4.5 4.5M5 -5L-4.5 4.5" />
                </g>
              ) : (
                <path d="M0 -6L5 -4V0.5C5 3.3 2.7 5 0 6C-2.7 5 -5 3.3 -5 0.5V-4Z" fill={colour} />
              )}
            </g>
            <text
              x={(w + 16) / 2}
              y="3.8"
              fontSize="10.5"
              fontWeight="700"
              textAnchor="middle"
              fill="#1a1a1a"
              fontFamily="Arial, sans-serif"
            >
              {text}
            </text>
          </g>
        )
      })}
    </g>
  )
})
