// Fuzzing the engine on the real scenarios: legal commands chosen through the engine's queries,
// well-formed illegal ones and malformed ones. Counts exceptions, refusals that changed the state
// and broken invariants; every count must be zero. Used by `npm run fuzz` and a small test.
import {
  apply,
  loadMap,
  newGameFromScenario,
  Setup,
  type Command,
  type Ctx,
  type GameState,
  type ScenarioData,
} from '../../src/engine'
import { startSimulation } from '../../src/engine/ai'
import { LAST_TURN } from '../../src/engine/tables'
import { createRandomPlayer } from '../../src/sim'
import { seededRand, type Rand } from '../../src/core'
import { allUnits, borodinoMapData, commanders, historicalScenario, hypotheticalScenario } from '../../src/data/bundled'
import { isGameOver } from '../../src/engine'

export interface FuzzCounts {
  commands: number
  exceptions: number
  refusalsThatChangedState: number
  invariantViolations: number
  /** Commands whose outcome (state, events or refusal) differed between `apply` and a simulation. */
  simulationMismatches: number
}

export interface FuzzReport extends FuzzCounts {
  accepted: number
  refused: number
  games: number
  /** The first few problems, for a person to read. */
  samples: string[]
}

/** Every key an ordinary object inherits, and a few that mean something to JavaScript. */
export const BUILTIN_KEYS = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  'length',
  'name',
  'caller',
  'arguments',
  'then',
  'toJSON',
  'Symbol(Symbol.iterator)',
]

const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!

const HUGE = 'x'.repeat(100_000)

/** Values of every wrong kind for a field. */
function junkValue(rand: Rand, ids: string[]): unknown {
  const k = Math.floor(rand() * 16)
  switch (k) {
    case 0:
      return Number.NaN
    case 1:
      return 1e308
    case 2:
      return -Infinity
    case 3:
      return null
    case 4:
      return undefined
    case 5:
      return {}
    case 6:
      return [pick(rand, BUILTIN_KEYS)]
    case 7:
      return pick(rand, BUILTIN_KEYS)
    case 8:
      return HUGE
    case 9:
      return 'nobody'
    case 10:
      return true
    case 11:
      return [pick(rand, ids), 42, null]
    case 12:
      return { toString: 'x', valueOf: 1 }
    case 13:
      return Array.from({ length: 3 }, () => pick(rand, BUILTIN_KEYS))
    case 14:
      return [HUGE]
    default:
      return nested(40)
  }
}

function nested(depth: number): unknown {
  let v: unknown = { x: 1 }
  for (let i = 0; i < depth; i++) v = { a: v }
  return v
}

const TYPES: Command['type'][] = [
  'move',
  'moveCommander',
  'limber',
  'unlimber',
  'endPhase',
  'rally',
  'attack',
  'fire',
  'retreat',
  'chooseLosses',
  'advance',
  'place',
  'placeCommander',
]

/** A command of a real type with real-looking ids and hexes, most likely illegal now. */
export function illegalCommand(rand: Rand, ids: string[], cmdrs: string[], hexes: string[]): Command {
  const u = () => pick(rand, ids)
  const h = () => pick(rand, hexes)
  const path = () => Array.from({ length: 1 + Math.floor(rand() * 5) }, h)
  switch (pick(rand, TYPES)) {
    case 'move':
      return { type: 'move', unit: u(), path: path() }
    case 'moveCommander':
      return { type: 'moveCommander', commander: pick(rand, cmdrs), path: path() }
    case 'limber':
      return { type: 'limber', unit: u() }
    case 'unlimber':
      return { type: 'unlimber', unit: u() }
    case 'endPhase':
      return { type: 'endPhase' }
    case 'rally':
      return { type: 'rally' }
    case 'attack':
      return {
        type: 'attack',
        defender: u(),
        attackers: [u(), u()].slice(0, 1 + Math.floor(rand() * 2)),
        batteries: rand() < 0.5 ? [u()] : [],
      }
    case 'fire':
      return { type: 'fire', batteries: [u()], target: u() }
    case 'retreat':
      return { type: 'retreat', unit: u(), hex: h() }
    case 'chooseLosses':
      return { type: 'chooseLosses', units: [u()] }
    case 'advance':
      return rand() < 0.3 ? { type: 'advance', unit: null } : { type: 'advance', unit: u(), hex: h() }
    case 'place':
      return { type: 'place', unit: u(), hex: rand() < 0.2 ? null : h(), limbered: rand() < 0.5 }
    case 'placeCommander':
      return { type: 'placeCommander', commander: pick(rand, cmdrs), hex: rand() < 0.2 ? null : h() }
  }
}

/** A command with a field of the wrong kind, a field missing, an unknown type or a hostile id. */
export function malformedCommand(rand: Rand, ids: string[], cmdrs: string[], hexes: string[]): unknown {
  const base = illegalCommand(rand, ids, cmdrs, hexes) as unknown as Record<string, unknown>
  const fields = Object.keys(base).filter((k) => k !== 'type')
  const k = Math.floor(rand() * 8)
  if (k === 0) return { ...base, type: pick(rand, [...BUILTIN_KEYS, 'bogus', HUGE]) }
  if (k === 1) return pick(rand, [null, undefined, 42, 'move', [], [base], Number.NaN])
  if (k === 2 && fields.length) {
    const copy = { ...base }
    delete copy[pick(rand, fields)]
    return copy
  }
  if (k === 3) return { ...base, extra: nested(2000) }
  // Every id field a built-in key (the TypeError of issue 9.1).
  if (k === 4) {
    const key = pick(rand, BUILTIN_KEYS)
    const out: Record<string, unknown> = { ...base }
    for (const f of fields) out[f] = Array.isArray(base[f]) ? [key] : key
    return out
  }
  if (!fields.length) return { ...base, [pick(rand, BUILTIN_KEYS)]: junkValue(rand, ids) }
  return { ...base, [pick(rand, fields)]: junkValue(rand, ids) }
}

/** A legal command with one of its ids (or one id in a list) swapped for a hostile one. */
export function poisoned(rand: Rand, cmd: Command): unknown {
  const c = { ...cmd } as Record<string, unknown>
  const fields = Object.keys(c).filter((k) => k !== 'type' && (typeof c[k] === 'string' || Array.isArray(c[k])))
  if (!fields.length) return c
  const f = pick(rand, fields)
  const bad = pick(rand, [...BUILTIN_KEYS, 'nobody', HUGE])
  if (typeof c[f] === 'string') c[f] = bad
  else {
    const list = [...(c[f] as unknown[])]
    list[Math.floor(rand() * (list.length + 1))] = bad
    c[f] = list
  }
  return c
}

export interface Scenario {
  name: string
  data: ScenarioData
}

export const SCENARIOS: Scenario[] = [
  { name: 'historical', data: historicalScenario },
  { name: 'hypothetical', data: hypotheticalScenario },
]

/** Invariants of every state: one combat unit a hex, units on the map, printed strengths, losses, turns. */
export function invariantProblems(
  ctx: Ctx,
  s: GameState,
  defs: ReadonlyMap<string, { front: number; back: number }>,
): string[] {
  const out: string[] = []
  const seen = new Map<string, string>()
  // A unit passing through a friendly hex during a retreat may share it until the retreat ends (CBT.10).
  const head = s.pending[0]
  const passing = head?.kind === 'retreat' && head.remaining < head.total ? head.unit : null
  const lost = { fr: 0, ru: 0 }
  for (const id of Object.keys(s.units)) {
    const u = s.units[id]!
    const def = defs.get(id)
    if (!def) out.push(`unit ${id} is not in the order of battle`)
    else if (u.front.strength !== def.front || u.back.strength !== def.back) out.push(`unit ${id} strengths changed`)
    if (u.status === 'destroyed') {
      lost[u.side] += u.front.strength
      if (u.hex !== null) out.push(`destroyed unit ${id} still on ${u.hex}`)
      continue
    }
    if (u.hex === null) {
      if (s.phase !== 'setup' && s.turn >= 1 && !s.setup) out.push(`active unit ${id} off the map`)
      continue
    }
    if (!ctx.map.geo.byCode.has(u.hex)) out.push(`unit ${id} on ${u.hex}, not a map hex`)
    const other = seen.get(u.hex)
    if (other && other !== passing && id !== passing) out.push(`${other} and ${id} stacked on ${u.hex}`)
    seen.set(u.hex, id)
  }
  for (const c of Object.values(s.commanders)) {
    if (c.hex !== null && !ctx.map.geo.byCode.has(c.hex)) out.push(`commander ${c.id} on ${c.hex}, not a map hex`)
  }
  if (lost.fr !== s.losses.fr || lost.ru !== s.losses.ru)
    out.push(`losses ${JSON.stringify(s.losses)} ≠ destroyed ${JSON.stringify(lost)}`)
  if (s.turn < 1 || s.turn > LAST_TURN) out.push(`turn ${s.turn}`)
  return out
}

export interface FuzzOptions {
  commands: number
  seed?: number
  /** Commands sent to a game after it is over, before the next game starts. */
  afterEnd?: number
  /** Also play every command through a simulation and compare (default true). */
  simulation?: boolean
}

/** Runs `commands` commands; every count in the report but accepted/refused/games must be zero. */
export function fuzz(opts: FuzzOptions): FuzzReport {
  const rand = seededRand(opts.seed ?? 1)
  const map = loadMap(borodinoMapData)
  const ctx: Ctx = { map }
  const hexes = [...map.geo.codes, '0000', '9999', 'A1', '']
  const defs = new Map(allUnits.map((u) => [u.id, { front: u.front.strength, back: u.back.strength }]))
  const report: FuzzReport = {
    commands: 0,
    exceptions: 0,
    refusalsThatChangedState: 0,
    invariantViolations: 0,
    simulationMismatches: 0,
    accepted: 0,
    refused: 0,
    games: 0,
    samples: [],
  }
  const note = (s: string): void => void (report.samples.length < 20 && report.samples.push(s))
  const afterEnd = opts.afterEnd ?? 200
  // The text of a state, computed once per state object (states are never changed in place).
  const texts = new WeakMap<GameState, string>()
  const textOf = (s: GameState): string => {
    let t = texts.get(s)
    if (t === undefined) texts.set(s, (t = JSON.stringify(s)))
    return t
  }
  while (report.commands < opts.commands) {
    const scenario = SCENARIOS[report.games % SCENARIOS.length]!
    const res = newGameFromScenario(ctx, scenario.data, allUnits, commanders, 1 + Math.floor(rand() * 1e9))
    if (!res.ok) throw new Error(`${scenario.name}: ${res.error.join('; ')}`)
    report.games++
    let state = res.value
    // The same commands also go to a simulation, which must answer exactly as `apply` does.
    const sim = opts.simulation === false ? null : startSimulation(ctx, state)
    const player = createRandomPlayer(seededRand(Math.floor(rand() * 1e9)), { moveChance: 0.7, attackChance: 0.7 })
    let setupQueue: Command[] = []
    const ids = [...Object.keys(state.units), ...BUILTIN_KEYS, 'nobody']
    const cmdrs = [...Object.keys(state.commanders), ...BUILTIN_KEYS, 'nobody']
    let left = afterEnd
    while (report.commands < opts.commands && (!isGameOver(state) || left-- > 0)) {
      const r = rand()
      let cmd: unknown
      if (r < 0.55 && !isGameOver(state)) {
        if (state.phase === 'setup') {
          if (!setupQueue.length) setupQueue = [...Setup.suggestSetup(ctx, state), { type: 'endPhase' }]
          cmd = setupQueue.shift()
        } else cmd = player.next(ctx, state)
      } else if (r < 0.65 && !isGameOver(state) && state.phase !== 'setup') {
        cmd = poisoned(rand, player.next(ctx, state))
      } else if (r < 0.82) cmd = illegalCommand(rand, ids, cmdrs, hexes)
      else cmd = malformedCommand(rand, ids, cmdrs, hexes)
      report.commands++
      const before = state
      const beforeText = textOf(before)
      const wasOver = isGameOver(before)
      let out
      try {
        out = apply(ctx, before, cmd as Command)
      } catch (e) {
        report.exceptions++
        note(`exception ${(e as Error).message} on ${JSON.stringify(cmd)?.slice(0, 200)}`)
        continue
      }
      if (sim) {
        let mirror
        try {
          mirror = sim.apply(cmd as Command)
        } catch (e) {
          report.exceptions++
          note(`simulation exception ${(e as Error).message} on ${JSON.stringify(cmd)?.slice(0, 200)}`)
          continue
        }
        const same =
          JSON.stringify(mirror.ok ? mirror.events : mirror.refusal) ===
            JSON.stringify(out.ok ? out.events : out.refusal) &&
          JSON.stringify(sim.state) === (out.ok ? JSON.stringify(out.state) : beforeText)
        if (!same) {
          report.simulationMismatches++
          note(`simulation differs from apply after ${JSON.stringify(cmd)?.slice(0, 200)}`)
        }
      }
      if (!out.ok) {
        report.refused++
        if (JSON.stringify(before) !== beforeText) {
          report.refusalsThatChangedState++
          note(`refusal changed the state: ${JSON.stringify(cmd)?.slice(0, 200)}`)
          texts.delete(before)
        }
        continue
      }
      report.accepted++
      if (wasOver) {
        report.invariantViolations++
        note(`accepted after the end: ${JSON.stringify(cmd)?.slice(0, 200)}`)
      }
      if (JSON.stringify(before) !== beforeText) {
        report.refusalsThatChangedState++ // an accepted command changed its input state: counted with them
        note(`input state changed by ${JSON.stringify(cmd)?.slice(0, 200)}`)
      }
      state = out.state
      const problems = invariantProblems(ctx, state, defs)
      if (problems.length) {
        report.invariantViolations += problems.length
        note(`after ${JSON.stringify(cmd)?.slice(0, 200)}: ${problems.join('; ')}`)
      }
    }
  }
  return report
}
