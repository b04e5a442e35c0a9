// The engine's own command, run on a private copy whose dice the coach chooses. The coach does not restate
// what a combat does: it asks the rules, once for each kind of roll that can change the answer. The dice
// are chosen by choosing the generator's state: a real state of the real generator (SEQ.4) whose next
// dice fall in the wanted faces, so the command runs exactly as it would in play.
import { nextDie } from '../../core/dice'
import type { Command, Ctx } from '../core/commands'
import { dev } from '../core/diagnostic'
import type { GameEvent } from '../core/events'
import type { Refusal } from '../core/refusal'
import { startSimulation } from '../core/simulation'
import { edit } from '../core/working'
import type { GameState } from '../core/state'

/** The faces a roll may show, 1–6. */
export type Faces = readonly number[]

export interface ScriptedRun {
  /** The state after the command: a simulation's working copy, private to the coach. */
  state: GameState
  events: GameEvent[]
}

// The generator steps by adding a constant (mulberry32's Weyl sequence): the state before the i-th die
// drawn from state 0 is i times that constant, so one stream of dice answers every search.
const STEP = nextDie(0).rng
const stateAt = (i: number): number => Math.imul(i, STEP) >>> 0
for (const i of [1, 2, 12345]) {
  if (nextDie(stateAt(i)).rng !== stateAt(i + 1)) throw new Error(dev`coach: the dice generator is not a Weyl sequence`)
}

/** The dice drawn from state 0 on, grown as searches need (the same for every game and every call). */
let stream = new Uint8Array(0)

function grow(size: number): void {
  const next = new Uint8Array(size)
  next.set(stream)
  for (let i = stream.length; i < size; i++) next[i] = nextDie(stateAt(i)).die
  stream = next
}

/** The first generator state whose next dice show, one by one, faces from `rolls`. */
export function stateForDice(rolls: readonly Faces[]): number {
  const masks = rolls.map((faces) => faces.reduce((m, d) => m | (1 << d), 0))
  for (let i = 0; ; i++) {
    if (i + masks.length > stream.length) grow(Math.max(1 << 16, stream.length * 2))
    let k = 0
    while (k < masks.length && masks[k]! & (1 << stream[i + k]!)) k++ // i + k < stream.length, grown above
    if (k === masks.length) return stateAt(i)
  }
}

/** Puts a working copy back as `orig` is, record by record (a run changes units, commanders, pending steps, losses). */
function restore(copy: GameState, orig: GameState): void {
  const reset = <T extends object>(into: T, from: T): void => {
    for (const k in into) if (!(k in from)) delete into[k]
    Object.assign(into, from)
  }
  edit(copy, (s) => {
    for (const id in orig.units) reset(s.units[id]!, orig.units[id]!) // the copy has the same records
    for (const id in orig.commanders) reset(s.commanders[id]!, orig.commanders[id]!)
    const top = s as unknown as Record<string, unknown>
    for (const [k, v] of Object.entries(orig))
      if (k !== 'units' && k !== 'commanders') top[k] = v !== null && typeof v === 'object' ? structuredClone(v) : v
    for (const k in top) if (!(k in orig)) delete top[k]
  })
}

/**
 * Runs commands on one private copy of `state`, each from `state` as it is, its next rolls showing faces
 * from `rolls` (later rolls as they come). The copy is put back before each run rather than made anew,
 * so a run's state is good only until the next run.
 */
export function createRunner(
  ctx: Ctx,
  state: GameState,
): (cmd: Command, rolls: readonly Faces[]) => ScriptedRun | { refusal: Refusal } {
  const sim = startSimulation(ctx, state)
  let used = false
  return (cmd, rolls) => {
    if (used) restore(sim.state, state)
    used = true
    sim.setDice(stateForDice(rolls))
    const out = sim.apply(cmd)
    if (!out.ok) return { refusal: out.refusal }
    return { state: sim.state, events: out.events }
  }
}
