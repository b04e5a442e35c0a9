// What the computer did in a stretch of play (its side's turn), as data for the summary card: the units
// it moved (and the notable ones), each attack with its odds and result, the retreats, the losses of
// each side, the commanders lost, and the victory standing before and after. Read from the game log's
// events, so it says exactly what the engine did; `at` is the record position after the command, where
// review mode shows that moment.
import {
  victoryStatus,
  type CombatResult,
  type GameState,
  type HexCode,
  type Side,
  type VictoryBand,
  type VictoryStatus,
} from '../../engine'
import type { LogEntry } from '../../store/game'

/** How many moved units the card names; the rest are counted. */
export const NOTABLE_MOVES = 3

export interface MovedUnit {
  unit: string
  from: HexCode
  to: HexCode
  at: number
}

export interface AttackLine {
  kind: 'attack' | 'fire'
  defender: string
  attackers: string[]
  /** The combat differential (the table's column is chosen by it). */
  diff: number
  die: number
  result: CombatResult
  noEffect: boolean
  at: number
}

export interface RetreatLine {
  unit: string
  from: HexCode
  to: HexCode
  at: number
}

export interface CommanderLine {
  commander: string
  outcome: 'killed' | 'badly-wounded' | 'wounded' | 'captured'
  at: number
  /** Units of his command demoralized at once because he was killed (CMD.4). */
  demoralized: number
}

export interface TurnSummary {
  side: Side
  turn: number
  /** Every unit moved, in the order of their first move; `moved.length` is the count. */
  moved: MovedUnit[]
  /** The moved units named on the card: the strongest, then the longest marches. */
  notable: MovedUnit[]
  commandersMoved: number
  attacks: AttackLine[]
  retreats: RetreatLine[]
  /** Strength points lost by each side in the stretch (WIN.1 counts the Russian ones). */
  losses: Record<Side, number>
  /** Units destroyed, whichever side. */
  destroyed: Array<{ unit: string; side: Side; strength: number; at: number }>
  commanders: CommanderLine[]
  standing: {
    beforePct: number
    afterPct: number
    before: VictoryBand
    after: VictoryBand
    /** A game judged by a rule of its own (WIN.3–4): its standing before and after, to say it in its terms. */
    own?: { before: VictoryStatus; after: VictoryStatus }
  }
}

/**
 * The summary of the commands whose log entries are `entries`, played from `before` to `after`.
 * `side` is the side whose stretch it was.
 */
export function summarizeTurn(
  side: Side,
  before: GameState,
  entries: readonly LogEntry[],
  after: GameState,
): TurnSummary {
  const moved = new Map<string, MovedUnit & { steps: number }>()
  const retreats = new Map<string, RetreatLine>()
  const attacks: AttackLine[] = []
  const destroyed: TurnSummary['destroyed'] = []
  const commanders: CommanderLine[] = []
  const commandersMoved = new Set<string>()
  for (const entry of entries) {
    const at = entry.index + 1
    for (const e of entry.events) {
      switch (e.type) {
        case 'moved': {
          const first = e.path[0]
          const last = e.path.at(-1)
          if (first === undefined || last === undefined) break
          const seen = moved.get(e.unit)
          if (seen) Object.assign(seen, { to: last, at, steps: seen.steps + e.path.length - 1 })
          // The path starts with the hex left (the engine's events carry the whole path).
          else moved.set(e.unit, { unit: e.unit, from: first, to: last, at, steps: e.path.length - 1 })
          break
        }
        case 'commander-moved':
          commandersMoved.add(e.commander)
          break
        case 'combat-resolved':
        case 'fire-resolved':
          attacks.push({
            kind: e.type === 'fire-resolved' ? 'fire' : 'attack',
            defender: e.defender,
            attackers: [...e.attackers, ...e.batteries],
            diff: e.diff,
            die: e.die,
            result: e.result,
            noEffect: e.noEffect === true,
            at,
          })
          break
        case 'retreat-step': {
          const seen = retreats.get(e.unit)
          if (seen) Object.assign(seen, { to: e.to, at })
          else retreats.set(e.unit, { unit: e.unit, from: e.from, to: e.to, at })
          break
        }
        case 'unit-destroyed': {
          const u = before.units[e.unit] ?? after.units[e.unit]
          if (u) destroyed.push({ unit: e.unit, side: u.side, strength: e.strength, at })
          break
        }
        case 'commander-casualty':
          if (e.outcome !== 'unhurt')
            commanders.push({ commander: e.commander, outcome: e.outcome, at, demoralized: 0 })
          break
        case 'demoralized': {
          // CMD.4's demoralizations follow the casualty roll of the commander killed, in the same command's events.
          const killed = e.rule === 'CMD.4' ? commanders.findLast((c) => c.outcome === 'killed') : undefined
          if (killed) killed.demoralized++
          break
        }
        case 'commander-captured':
          commanders.push({ commander: e.commander, outcome: 'captured', at, demoralized: 0 })
          break
        default:
          break
      }
    }
  }
  const strength = (id: string): number => before.units[id]?.front.strength ?? 0
  const all = [...moved.values()]
  const notable = [...all]
    .sort((a, b) => strength(b.unit) - strength(a.unit) || b.steps - a.steps)
    .slice(0, NOTABLE_MOVES)
    .map(({ unit, from, to, at }) => ({ unit, from, to, at }))
  const v0 = victoryStatus(before)
  const v1 = victoryStatus(after)
  return {
    side,
    turn: before.turn,
    moved: all.map(({ unit, from, to, at }) => ({ unit, from, to, at })),
    notable,
    commandersMoved: commandersMoved.size,
    attacks,
    retreats: [...retreats.values()],
    losses: { fr: after.losses.fr - before.losses.fr, ru: after.losses.ru - before.losses.ru },
    destroyed,
    commanders,
    standing: {
      beforePct: v0.lossesPct,
      afterPct: v1.lossesPct,
      before: v0.band,
      after: v1.band,
      ...(v1.rule === 'WIN.2' ? {} : { own: { before: v0, after: v1 } }),
    },
  }
}
