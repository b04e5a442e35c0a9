// What a review step highlights on the board, as data: moves (from → to), combats (attackers → defender, result),
// retreats and advances, units destroyed. Read from the step's events and the position's state.
import type { CombatResult, GameEvent, GameState, HexCode } from '../../engine'

export interface StepMarks {
  /** Paths moved (a unit or commander), retreats and advances: hex by hex. */
  paths: Array<{ hexes: HexCode[]; kind: 'move' | 'retreat' | 'advance' }>
  /** Arrows from each attacker to the defender, with the result at the defender. */
  combats: Array<{ from: HexCode[]; to: HexCode; result: CombatResult; fire: boolean }>
  /** Hexes where a unit was destroyed. */
  destroyed: HexCode[]
  /** Every hex the step is about (for the camera). */
  hexes: HexCode[]
}

/** The marks' colours: moves, retreats, advances and combats (the review's and the board picture's). */
export const MARK_COLOR = { move: '#f5b301', retreat: '#d1495b', advance: '#2e86de', combat: '#b3261e' } as const

export function stepMarks(events: readonly GameEvent[], state: GameState): StepMarks {
  const out: StepMarks = { paths: [], combats: [], destroyed: [], hexes: [] }
  const lostAt = new Map<string, HexCode>()
  for (const e of events) if (e.type === 'unit-destroyed') lostAt.set(e.unit, e.hex)
  const hexOf = (id: string): HexCode | null => state.units[id]?.hex ?? lostAt.get(id) ?? null
  for (const e of events) {
    switch (e.type) {
      case 'moved':
      case 'commander-moved':
        out.paths.push({ hexes: e.path, kind: 'move' })
        break
      case 'retreat-step':
        out.paths.push({ hexes: [e.from, e.to], kind: 'retreat' })
        break
      case 'advanced':
        out.paths.push({ hexes: [e.from, e.to], kind: 'advance' })
        break
      case 'combat-resolved':
      case 'fire-resolved': {
        const to = hexOf(e.defender)
        if (!to) break
        const from = [...e.attackers, ...e.batteries].map(hexOf).filter((h): h is HexCode => h !== null)
        out.combats.push({ from, to, result: e.result, fire: e.type === 'fire-resolved' })
        break
      }
      case 'unit-destroyed':
        out.destroyed.push(e.hex)
        break
      default:
        break
    }
  }
  out.hexes = [
    ...new Set([
      ...out.paths.flatMap((p) => p.hexes),
      ...out.combats.flatMap((c) => [...c.from, c.to]),
      ...out.destroyed,
    ]),
  ]
  return out
}
