// The events that make up the result of a roll (rally, combat, fire): every one of them, commanders
// held, wounded or captured included, for the result box and the hand-over screen alike.
import type { GameEvent } from '../../engine'

/** Events that are not part of a roll's outcome (movement, setup, phase changes). */
const NOT_RESULT: ReadonlySet<GameEvent['type']> = new Set([
  'moved',
  'placed',
  'commander-placed',
  'setup-finished',
  'commander-moved',
  'limbered',
  'unlimbered',
  'zoc-stop',
  'phase-started',
  'game-over',
])

/** True for the events that carry a die roll: an entry holding one is a "last roll". */
const ROLLS: ReadonlySet<GameEvent['type']> = new Set(['rallied', 'rally-failed', 'combat-resolved', 'fire-resolved'])

export const resultEvents = (events: readonly GameEvent[]): GameEvent[] =>
  events.some((e) => ROLLS.has(e.type)) ||
  events.some((e) => e.type === 'commander-captured' || e.type === 'unit-destroyed' || e.type === 'exchange-losses')
    ? events.filter((e) => !NOT_RESULT.has(e.type))
    : []

/** The combat result events of an entry (no rally rolls): what the hand-over screen shows as the last roll. */
export const combatEvents = (events: readonly GameEvent[]): GameEvent[] =>
  events.some(
    (e) =>
      e.type === 'combat-resolved' ||
      e.type === 'fire-resolved' ||
      e.type === 'exchange-losses' ||
      e.type === 'unit-destroyed' ||
      e.type === 'commander-casualty',
  )
    ? events.filter((e) => !NOT_RESULT.has(e.type))
    : []
