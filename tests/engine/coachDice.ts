// Every sequence of dice a command can draw, each forced by choosing the state of the real generator
// (searched, never mocked), so the engine runs exactly as in play; and every way its owner can finish
// what a combat leaves pending, played with the engine.
import { nextDie } from '../../src/core/dice'
import { apply } from '../../src/engine/core/apply'
import type { Command, Ctx, Outcome } from '../../src/engine/core/commands'
import { exchangeChoices, retreatChoices } from '../../src/engine/combat/queries'
import type { GameState } from '../../src/engine/core/state'
import type { HexCode, Side } from '../../src/engine/core/types'
import { fraction, type Fraction } from '../../src/engine/coach/fraction'
import { stateForDice } from '../../src/engine/coach/scriptedRun'

const DEPTH = 6
const NONE = 0xffffffff

/** TABLE[code]: the first generator state whose next DEPTH dice, read as base-6 digits, make `code`. */
let table: Uint32Array | null = null

function buildTable(): Uint32Array {
  const t = new Uint32Array(6 ** DEPTH).fill(NONE)
  let left = t.length
  for (let rng = 0; left > 0; rng++) {
    let code = 0
    let r = rng
    for (let i = 0; i < DEPTH; i++) {
      const n = nextDie(r)
      code = code * 6 + n.die - 1
      r = n.rng
    }
    if (t[code] === NONE) {
      t[code] = rng
      left--
    }
  }
  return t
}

/** A generator state whose next dice start with `prefix`. */
export function stateFor(prefix: number[]): number {
  if (prefix.length <= DEPTH) {
    table ??= buildTable()
    const code = [...prefix, ...Array<number>(DEPTH - prefix.length).fill(1)].reduce((c, d) => c * 6 + d - 1, 0)
    return table[code]!
  }
  // Longer prefixes: the first state in the generator's stream (the drawn dice are checked by the caller).
  return stateForDice(prefix.map((d) => [d]))
}

/** The dice drawn between two generator states. */
export function diceBetween(from: number, to: number): number[] {
  const out: number[] = []
  for (let r = from; r !== to;) {
    const n = nextDie(r)
    out.push(n.die)
    r = n.rng
    if (out.length > 40) throw new Error('the generator did not reach the state after the command')
  }
  return out
}

/**
 * Applies `cmd` once for every sequence of dice it can draw (leaves of the dice tree, in order), and
 * calls `visit` with the dice, their chance 6^-n and the engine's outcome.
 */
export function everyRoll(
  ctx: Ctx,
  state: GameState,
  cmd: Command,
  visit: (dice: number[], weight: Fraction, out: Extract<Outcome, { ok: true }>) => void,
): number {
  let prefix = [1]
  let leaves = 0
  for (;;) {
    // Down the leftmost path under the prefix: a 1 for every die drawn after it.
    let rng: number
    let out: Outcome
    let dice: number[]
    for (;;) {
      rng = stateFor(prefix)
      out = apply(ctx, { ...state, rng }, cmd)
      if (!out.ok) throw new Error(`refused: ${out.refusal.code}`)
      dice = diceBetween(rng, out.state.rng)
      if (dice.length < prefix.length || prefix.some((d, i) => dice[i] !== d)) throw new Error('forced dice not drawn')
      const other = dice.slice(prefix.length).findIndex((d) => d !== 1)
      if (other < 0) break
      prefix = [...prefix, ...Array<number>(other + 1).fill(1)]
    }
    visit(dice, fraction(1n, 6n ** BigInt(dice.length)), out)
    leaves++
    let j = dice.length - 1
    while (j >= 0 && dice[j] === 6) j--
    if (j < 0) return leaves
    prefix = [...dice.slice(0, j), dice[j]! + 1]
  }
}

/** One way to finish the pending retreats and exchange: what it destroyed and captured, and the losses. */
export interface Play {
  destroyed: string[]
  captured: string[]
  lost: Record<Side, number>
  ends: Record<string, HexCode>
}

/** Every way the acting players can finish the retreats and the exchange left pending (not the advance). */
export function plays(ctx: Ctx, state: GameState): Play[] {
  const out: Play[] = []
  const go = (s: GameState, acc: Play): void => {
    const head = s.pending[0]
    const next = (cmd: Command, unit?: string, hex?: HexCode): void => {
      const r = apply(ctx, s, cmd)
      if (!r.ok) throw new Error(`refused ${r.refusal.code}`)
      const a: Play = {
        destroyed: [...acc.destroyed],
        captured: [...acc.captured],
        lost: { ...acc.lost },
        ends: { ...acc.ends },
      }
      for (const e of r.events) {
        if (e.type === 'unit-destroyed') {
          a.destroyed.push(e.unit)
          a.lost[s.units[e.unit]!.side] += e.strength
        }
        if (e.type === 'commander-captured') a.captured.push(e.commander)
      }
      if (unit && hex && r.state.pending.every((p) => p.kind !== 'retreat' || p.unit !== unit)) a.ends[unit] = hex
      go(r.state, a)
    }
    if (head?.kind === 'retreat') {
      for (const c of retreatChoices(ctx, s))
        for (const hex of c.hexes) next({ type: 'retreat', unit: c.unit, hex }, c.unit, hex)
    } else if (head?.kind === 'exchange') {
      for (const units of exchangeChoices(s)!.choices) next({ type: 'chooseLosses', units })
    } else out.push(acc)
  }
  go(state, { destroyed: [], captured: [], lost: { fr: 0, ru: 0 }, ends: {} })
  return out
}
