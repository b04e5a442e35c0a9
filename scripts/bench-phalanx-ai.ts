// Benchmark: the Phalanx computer player's strength and think time. Tournaments against the random
// player (src/phalanx/sim) and the greedy baseline, the computer playing each side; pairings are
// named <South>-<North>, South moving first. Called by `npm run bench:ai -- --phalanx`, or alone:
//   npx tsx scripts/bench-phalanx-ai.ts [options]
// The last line printed is one JSON object (see docs/benchmarks.md). Options: --quick (4 games a
// pairing), --games N (default 40), --levels easy,normal,hard, --against random,greedy,levels --max-turns N
// (the draw cap, default 40 game turns), --progress (one line a game).
import {
  apply,
  decidePhalanx,
  greedyPhalanxTurn,
  newGame,
  standardCtx,
  type PhAiLevel,
  type PhCommand,
  type PhState,
  type Side,
} from '../src/phalanx'
import { randomCommand } from '../src/phalanx/sim/randomPlayer'
import { seededRand, type Rand } from '../src/core'

type Kind = 'random' | 'greedy' | PhAiLevel
/** Decides the next commands of the side to move (one or a whole turn). */
type Player = (state: PhState) => PhCommand[]

export interface PhalanxBenchOptions {
  games: number
  levels: PhAiLevel[]
  progress: boolean
  /** The opponents to play: 'random', 'greedy', and 'levels' (each level against the one below). */
  against: string[]
  /** Game turns before a game is called a draw (PH-WIN.7's optional cap). */
  maxGameTurns: number
}

const ctx = standardCtx()
const RANK: Readonly<Record<Kind, number>> = { random: 0, greedy: 1, easy: 2, normal: 3, hard: 4 }

const p = (xs: number[], q: number): number => {
  if (!xs.length) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0
}
const r1 = (x: number): number => Math.round(x * 10) / 10

function player(kind: Kind, seed: number, think: number[], thinkCpu: number[]): Player {
  if (kind === 'random') {
    const rand: Rand = seededRand(seed)
    return (s) => [randomCommand(ctx, s, rand)]
  }
  if (kind === 'greedy') return (s) => greedyPhalanxTurn(ctx, s, s.side)
  return (s) => {
    const t0 = performance.now()
    const c0 = process.cpuUsage()
    const cmds = decidePhalanx(ctx, s, s.side, { level: kind, seed })
    const c = process.cpuUsage(c0)
    think.push(performance.now() - t0)
    thinkCpu.push((c.user + c.system) / 1000)
    return cmds
  }
}

/**
 * One game. When neither side is the random player (both are deterministic), the first game turn of
 * both sides is played by a seeded random player, so the games of a pairing differ.
 */
function playGame(
  players: Record<Side, Player>,
  opening: Rand | null,
  maxGameTurns: number,
): { state: PhState; commands: number } {
  let state = newGame(ctx.field, { first: 'south', maxGameTurns })
  let commands = 0
  while (!state.result) {
    const batch =
      opening && state.ownTurn.north <= 1 && !(state.side === 'south' && state.ownTurn.south > 1)
        ? [randomCommand(ctx, state, opening)]
        : players[state.side](state)
    if (batch.length === 0) throw new Error(`no command for ${state.side} in ${state.phase}`)
    for (const cmd of batch) {
      const out = apply(ctx, state, cmd)
      if (!out.ok) throw new Error(`refused ${out.refusal.code} ${JSON.stringify(cmd)}`)
      state = out.state
      commands++
      if (state.result) break
    }
  }
  return { state, commands }
}

export interface PairingResult {
  games: number
  southWins: number
  northWins: number
  draws: number
  /** Wins of the computer side (the non-baseline one), in percent. */
  aiWinPct: number
}

export function runPhalanxBench(opts: PhalanxBenchOptions): Record<string, unknown> {
  const think: Record<PhAiLevel, number[]> = { easy: [], normal: [], hard: [] }
  const thinkCpu: Record<PhAiLevel, number[]> = { easy: [], normal: [], hard: [] }
  const pairings: Array<[Kind, Kind]> = []
  for (const l of opts.levels) {
    if (opts.against.includes('random')) pairings.push([l, 'random'], ['random', l])
    if (opts.against.includes('greedy')) pairings.push([l, 'greedy'], ['greedy', l])
  }
  if (opts.against.includes('random')) pairings.push(['greedy', 'random'], ['random', 'greedy'])
  // Each level against the one below it.
  if (opts.against.includes('levels')) {
    for (let i = 1; i < opts.levels.length; i++) {
      const [lower, upper] = [opts.levels[i - 1], opts.levels[i]]
      if (lower && upper) pairings.push([upper, lower], [lower, upper])
    }
  }
  const results: Record<string, PairingResult> = {}
  const t00 = performance.now()
  for (const [south, north] of pairings) {
    const name = `${south}-${north}`
    // The side whose wins are counted: the stronger player by design.
    const aiSide: Side = RANK[south] > RANK[north] ? 'south' : 'north'
    const r = { games: opts.games, southWins: 0, northWins: 0, draws: 0, aiWinPct: 0 }
    const t0 = performance.now()
    let turns = 0
    for (let g = 0; g < opts.games; g++) {
      const seed = 1000 + 17 * g
      const noThink: number[] = []
      const players: Record<Side, Player> = {
        south: player(
          south,
          seed,
          south === 'random' || south === 'greedy' ? noThink : think[south],
          south === 'random' || south === 'greedy' ? noThink : thinkCpu[south],
        ),
        north: player(
          north,
          seed + 1,
          north === 'random' || north === 'greedy' ? noThink : think[north],
          north === 'random' || north === 'greedy' ? noThink : thinkCpu[north],
        ),
      }
      const opening = south !== 'random' && north !== 'random' ? seededRand(seed + 7) : null
      const { state } = playGame(players, opening, opts.maxGameTurns)
      turns += state.ownTurn.south
      const w = state.result?.winner ?? null
      if (w === 'south') r.southWins++
      else if (w === 'north') r.northWins++
      else r.draws++
      if (opts.progress)
        console.log(
          `  ${name} game ${g}: ${w ?? 'draw'} ${JSON.stringify(state.result?.scores)} (${state.result?.reason}, turn ${state.ownTurn.south})`,
        )
    }
    r.aiWinPct = r1((100 * (aiSide === 'south' ? r.southWins : r.northWins)) / opts.games)
    results[name] = r
    console.log(
      `phalanx ${name}: ${opts.games} games, South ${r.southWins} / North ${r.northWins} / draws ` +
        `${r.draws}; ${aiSide} (${aiSide === 'south' ? south : north}) wins ${r.aiWinPct}%, mean ` +
        `${r1(turns / opts.games)} game turns, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
  }
  const thinkMsP95: Record<string, number> = {}
  for (const l of opts.levels) {
    thinkMsP95[l] = r1(p(think[l], 0.95))
    console.log(
      `phalanx think ${l}: ${think[l].length} turns, p50 ${p(think[l], 0.5).toFixed(1)} ms, p95 ` +
        `${p(think[l], 0.95).toFixed(1)} ms, max ${Math.max(0, ...think[l]).toFixed(0)} ms; CPU time p95 ` +
        `${p(thinkCpu[l], 0.95).toFixed(1)} ms`,
    )
  }
  console.log(`phalanx total ${((performance.now() - t00) / 1000).toFixed(0)} s`)
  return {
    games: opts.games,
    aiWinPct: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.aiWinPct])),
    thinkMsP95,
  }
}

function optionsFrom(args: string[]): PhalanxBenchOptions {
  const opt = (name: string): string | undefined => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const quick = args.includes('--quick')
  return {
    games: Number(opt('--games') ?? (quick ? 4 : 40)),
    levels: (opt('--levels')?.split(',') as PhAiLevel[] | undefined) ?? ['easy', 'normal', 'hard'],
    progress: args.includes('--progress'),
    against: opt('--against')?.split(',') ?? ['random', 'greedy', 'levels'],
    maxGameTurns: Number(opt('--max-turns') ?? 40),
  }
}

/** Runs the tournament for command-line `args` and prints its JSON line last. */
export function phalanxBenchMain(args: string[]): void {
  console.log(JSON.stringify(runPhalanxBench(optionsFrom(args))))
}

// Run alone: `npx tsx scripts/bench-phalanx-ai.ts`.
if (process.argv[1]?.endsWith('bench-phalanx-ai.ts')) phalanxBenchMain(process.argv.slice(2))
