// "Where can I attack?" and "threats": a badge on each marked counter with the chance the defender is destroyed
// on this board, or only pushed back (Coach.rankedAttacks / rankedThreats; overlayBadge.ts says what it reads),
// the best targets' ranks, each threat's grade, and, for the target under the cursor, rings on the hexes its
// attackers would strike from.
import { memo } from 'react'
import { Coach, hexId, isCommanderOnMap, type GameState } from '../../engine'
import { attackText, GRADE_STYLE, rankOf, resultKind, threatText } from './overlayBadge'
import { COUNTER } from './counterStyle'
import { map } from '../../store/app'
import { boardGeom } from './geom'
import { HexRings } from './PathOverlay'

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

export const AttackBadges = memo(function AttackBadges({
  options,
  kind,
  hover,
  commanders,
}: {
  options: Coach.RatedOption[]
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
      {options.map((o, i) => {
        const h = hexId(map, o.hex)
        if (h < 0) return null // otherwise a hex id: the geometry has its centre
        const rank = kind === 'attack' ? rankOf(options, i) : 0
        const grade = kind === 'threat' ? Coach.threatGrade(o.odds.destroyed) : null
        const text = kind === 'attack' ? attackText(o, rank) : threatText(o)
        // The best targets are filled red; a threat's fill is its grade's (overlayBadge.ts).
        const look = grade
          ? GRADE_STYLE[grade]
          : rank
            ? { fill: colour, stroke: '#4a0000', ink: '#ffffff' }
            : { fill: '#ffffff', stroke: colour, ink: '#1a1a1a' }
        const w = text.length * 5.9 + 19
        // Small, on the target's own counter: just above its upper edge, right-aligned with it, inside the hex,
        // clear of the counter's label and numbers; below the counter when a commander's star takes that corner.
        const star = withStar.has(o.hex)
        const bx = star ? g.x[h]! - w / 2 : g.x[h]! + COUNTER / 2 + 6 - w
        const by = star ? g.y[h]! + COUNTER / 2 + 8 : g.y[h]! - COUNTER / 2 - 6
        const icon = look.fill === '#ffffff' ? colour : look.ink
        return (
          <g
            key={o.target}
            data-attack-badge={o.target}
            data-grade={grade ?? undefined}
            data-rank={kind === 'attack' ? rank : undefined}
            data-result={resultKind(o)}
            transform={`translate(${bx} ${by})`}
          >
            <rect
              x="0"
              y="-7.5"
              width={w}
              height="15"
              rx="7.5"
              fill={look.fill}
              stroke={look.stroke}
              strokeWidth={rank || (grade && grade !== 'low') ? 2.2 : 1.8}
            />
            {/* The symbol tells the two views apart without colour: crossed sabres for attacks, a shield for threats. */}
            <g transform="translate(9 0) scale(0.8)">
              {kind === 'attack' ? (
                <g stroke={icon} strokeWidth="2.2" strokeLinecap="round">
                  <path d="M-5 -5L4.5 4.5M5 -5L-4.5 4.5" />
                </g>
              ) : (
                <path d="M0 -6L5 -4V0.5C5 3.3 2.7 5 0 6C-2.7 5 -5 3.3 -5 0.5V-4Z" fill={icon} />
              )}
            </g>
            <text
              x={(w + 16) / 2}
              y="3.8"
              fontSize="10.5"
              fontWeight="700"
              textAnchor="middle"
              fill={look.ink}
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
