// Reading what one run of the engine did: destroyed units, retreats left to their owner, the exchange,
// the commanders' fates and the losses. Everything comes from the run's events and the engine's queries.
import { exchangeChoices } from '../combat/queries'
import type { Ctx } from '../core/commands'
import type { GameState } from '../core/state'
import type { Side } from '../core/types'
import type { CommanderStatus } from '../core/units'
import { retreatRoutes } from './routes'
import type { ScriptedRun } from './scriptedRun'
import type { DestroyCause, HoldCheck, RetreatFact } from './types'

export interface RunFacts {
  /** How many dice the command drew. */
  dice: number
  noEffect: boolean
  checks: HoldCheck[]
  rollers: string[]
  destroyed: Array<{ unit: string; cause: DestroyCause }>
  retreats: RetreatFact[]
  exchange: { need: number; choices: string[][] } | null
  /** Commanders whose status the run changed. */
  changed: Record<string, CommanderStatus>
  /** Every commander's status after the run. */
  statuses: Record<string, CommanderStatus>
  lost: Record<Side, number>
}

export function runFacts(ctx: Ctx, before: GameState, run: ScriptedRun): RunFacts {
  const facts: RunFacts = {
    dice: 0,
    noEffect: false,
    checks: [],
    rollers: [],
    destroyed: [],
    retreats: [],
    exchange: null,
    changed: {},
    statuses: {},
    lost: { fr: run.state.losses.fr - before.losses.fr, ru: run.state.losses.ru - before.losses.ru },
  }
  for (const e of run.events) {
    if (e.type === 'combat-resolved' || e.type === 'fire-resolved') {
      facts.dice++
      if (e.noEffect) facts.noEffect = true
    }
    if (e.type === 'retreat-check') {
      facts.dice++
      facts.checks.push({ unit: e.unit, commander: e.commander, rating: e.rating, held: e.held })
    }
    if (e.type === 'commander-casualty') {
      facts.dice += e.die2 === null ? 1 : 2
      facts.rollers.push(e.commander)
    }
    if (e.type === 'unit-destroyed') facts.destroyed.push({ unit: e.unit, cause: e.cause })
  }
  for (const p of run.state.pending) {
    if (p.kind !== 'retreat') continue
    const routes = retreatRoutes(ctx, run.state, p)
    const hexes = [...new Set(routes.map((r) => r.via[0] ?? r.end))].sort()
    const ends = [...new Set(routes.map((r) => r.end))].sort()
    facts.retreats.push({ unit: p.unit, side: p.side, distance: p.total, hexes, ends, routes })
  }
  const ex = exchangeChoices(run.state)
  if (ex) facts.exchange = { need: ex.need, choices: ex.choices }
  for (const id in run.state.commanders) {
    const now = run.state.commanders[id]!.status // a key of the record itself
    facts.statuses[id] = now
    if (now !== before.commanders[id]?.status) facts.changed[id] = now
  }
  return facts
}

/** Whether two runs leave the same board: the same units destroyed, the same retreats with the same hexes. */
export function sameBoard(a: RunFacts, b: RunFacts): boolean {
  const key = (f: RunFacts): string => JSON.stringify([f.destroyed, f.retreats.map((r) => [r.unit, r.hexes, r.ends])])
  return key(a) === key(b)
}
