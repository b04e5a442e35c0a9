// Combat in a few keys: t / T steps through the targets (the attack starts with every unit that can join, the
// strongest the player can make), a / A puts the cursor on each unit that can join (Enter toggles it, as a click),
// and Enter or Space on the target rolls. A roll the rules would refuse is explained, never sent.
import { Combat, type HexCode } from '../../../engine'
import type { BoardInput, Effect } from './types'

const byHex =
  (hexOf: (id: string) => HexCode | null | undefined) =>
  (a: string, b: string): number => {
    const ha = hexOf(a) ?? ''
    const hb = hexOf(b) ?? ''
    return ha < hb ? -1 : ha > hb ? 1 : a < b ? -1 : a > b ? 1 : 0
  }

/** The next (or previous) enemy unit that can be attacked now, with every own unit that can join selected. */
export function stepTarget(input: BoardInput, delta: 1 | -1): Effect[] {
  const { ctx, state, sel } = input
  const hexOf = (id: string) => state.units[id]?.hex
  const targets = Combat.legalTargets(ctx, state).sort(byHex(hexOf))
  if (!targets.length) return []
  const cur = sel.defender ? targets.indexOf(sel.defender) : -1
  // An index into the non-empty list.
  const next =
    targets[cur < 0 ? (delta > 0 ? 0 : targets.length - 1) : (cur + delta + targets.length) % targets.length]!
  const c = Combat.candidatesAgainst(ctx, state, next)
  const hex = hexOf(next)
  return [
    { kind: 'select', unit: null },
    { kind: 'defender', id: next },
    ...[...c.attackers, ...c.batteries].map((id): Effect => ({ kind: 'toggleAttacker', id })),
    ...(hex ? [{ kind: 'cursor' as const, hex }] : []),
  ]
}

/** The cursor on the next (or previous) own unit that can join the attack on the chosen target. */
export function stepAttacker(input: BoardInput, delta: 1 | -1): Effect[] {
  const { ctx, state, sel } = input
  if (!sel.defender || state.phase !== 'combat' || state.pending.length) return []
  const hexOf = (id: string) => state.units[id]?.hex
  const c = Combat.candidatesAgainst(ctx, state, sel.defender)
  const ids = [...c.attackers, ...c.batteries].filter((id) => hexOf(id)).sort(byHex(hexOf))
  if (!ids.length) return []
  const at = ids.findIndex((id) => hexOf(id) === input.cursor)
  const next = ids[at < 0 ? (delta > 0 ? 0 : ids.length - 1) : (at + delta + ids.length) % ids.length]!
  return [{ kind: 'cursor', hex: hexOf(next)! }] // filtered above: on the map
}

/**
 * Enter or Space on the chosen target's hex with an attack put together: the roll (a melee attack, or a fire by
 * batteries alone), as the panel's button would; the refusal's words when the rules forbid this attack. Null when
 * the key is not a roll here.
 */
export function rollAt(input: BoardInput, hex: HexCode): Effect[] | null {
  const { ctx, state, sel } = input
  const d = sel.defender
  if (state.phase !== 'combat' || state.pending.length || !d || state.units[d]?.hex !== hex) return null
  const c = Combat.candidatesAgainst(ctx, state, d)
  const attackers = sel.attackers.filter((id) => c.attackers.includes(id))
  const batteries = sel.attackers.filter((id) => c.batteries.includes(id))
  if (!attackers.length && !batteries.length) return null
  const preview = Combat.previewChoice(ctx, state, d, attackers, batteries)
  if (!preview.ok) return [{ kind: 'explain', refusal: preview.refusal }]
  const command = attackers.length
    ? { type: 'attack' as const, defender: d, attackers, batteries }
    : { type: 'fire' as const, batteries, target: d }
  return [{ kind: 'command', command, then: [{ kind: 'clearAttack' }] }]
}
