// The last side's turn as arrows (the review's marks: moves, retreats, advances, attacks, losses), read from the log.
// Attacks are drawn where the units stood when they fought, not where they stand now: the turn's later steps are
// undone, newest first, from the position as it is.
import type { GameEvent, GameState, HexCode, Side } from '../../engine'
import type { StepMarks } from '../review/stepMarks'

/** What the picture needs of a log entry. */
export interface TurnEntry {
  turn: number
  side: Side
  events: readonly GameEvent[]
}

export interface TurnArrows {
  turn: number
  side: Side
  marks: StepMarks
}

const drawsSomething = (e: GameEvent): boolean =>
  e.type === 'moved' ||
  e.type === 'commander-moved' ||
  e.type === 'retreat-step' ||
  e.type === 'advanced' ||
  e.type === 'combat-resolved' ||
  e.type === 'fire-resolved' ||
  e.type === 'unit-destroyed'

/**
 * The entries of the last side's turn that drew anything: the newest run of entries of one turn and side with a
 * move, a combat or a loss in it (a turn just begun, its rally alone, gives way to the turn before). Null: none yet.
 */
export function lastTurnEntries<E extends TurnEntry>(log: readonly E[]): E[] | null {
  let end = log.length
  while (end > 0) {
    const { turn, side } = log[end - 1]!
    let start = end - 1
    while (start > 0 && log[start - 1]!.turn === turn && log[start - 1]!.side === side) start--
    const run = log.slice(start, end)
    if (run.some((e) => e.events.some(drawsSomething))) return run
    end = start
  }
  return null
}

/** The marks of a run of entries, `state` being the position after the last of them. */
export function runMarks(entries: readonly TurnEntry[], state: GameState): StepMarks {
  const events = entries.flatMap((e) => e.events)
  const at = new Map<string, HexCode>()
  for (const id in state.units) {
    const h = state.units[id]!.hex // a key of the record itself
    if (h) at.set(id, h)
  }
  const out: StepMarks = { paths: [], combats: [], destroyed: [], hexes: [] }
  // Newest first, each step undone after it is read: `at` is then where every unit stood at that step.
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!
    switch (e.type) {
      case 'moved':
        out.paths.push({ hexes: e.path, kind: 'move' })
        if (e.path[0]) at.set(e.unit, e.path[0])
        break
      case 'commander-moved':
        out.paths.push({ hexes: e.path, kind: 'move' })
        break
      case 'retreat-step':
        out.paths.push({ hexes: [e.from, e.to], kind: 'retreat' })
        at.set(e.unit, e.from)
        break
      case 'advanced':
        out.paths.push({ hexes: [e.from, e.to], kind: 'advance' })
        at.set(e.unit, e.from)
        break
      case 'unit-destroyed':
        out.destroyed.push(e.hex)
        at.set(e.unit, e.hex)
        break
      case 'combat-resolved':
      case 'fire-resolved': {
        const to = at.get(e.defender)
        if (!to) break
        const from = [...e.attackers, ...e.batteries].map((u) => at.get(u)).filter((h): h is HexCode => !!h)
        out.combats.push({ from, to, result: e.result, fire: e.type === 'fire-resolved' })
        break
      }
      default:
        break
    }
  }
  // Back in the order they happened, so later arrows are drawn over earlier ones.
  out.paths.reverse()
  out.combats.reverse()
  out.destroyed.reverse()
  out.hexes = [
    ...new Set([
      ...out.paths.flatMap((p) => p.hexes),
      ...out.combats.flatMap((c) => [...c.from, c.to]),
      ...out.destroyed,
    ]),
  ]
  return out
}

/** The last side's turn's arrows, or null before anything was played. */
export function turnArrows(log: readonly TurnEntry[], state: GameState): TurnArrows | null {
  const run = lastTurnEntries(log)
  if (!run) return null
  const { turn, side } = run[0]!
  return { turn, side, marks: runMarks(run, state) }
}
