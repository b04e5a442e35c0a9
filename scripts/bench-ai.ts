// Benchmark: the computer opponent's strength and think time. Tournaments on the historical
// scenario over one fixed list of game seeds, so every pairing meets the same dice. Pairings are
// named <French>-<Russian>. The last line printed is one JSON object (see docs/benchmarks.md).
// Usage: npm run bench:ai [-- --quick] [-- --games N] [-- --first K] [-- --pairings normal-random,greedy-greedy] [-- --budget S] [-- --by-turn] [-- --progress]
import { createAiPlayer, createGreedyPlayer, DEFAULT_HARD_BUDGET, type AiLevel } from '../src/ai'
import { phalanxBenchMain } from './bench-phalanx-ai'
import { playMatch, type Player } from '../src/ai/match'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { loadMap, newGameFromScenario, victoryStatus, type GameState, type Side } from '../src/engine'
import { createRandomPlayer } from '../src/sim'
import { seededRand } from '../src/core'
import { isGameOver } from '../src/engine'

type Kind = 'random' | 'greedy' | AiLevel

const args = process.argv.slice(2)
// «Фаланга» has its own tournament, in its own file: `npm run bench:ai -- --phalanx` runs it instead.
if (args.includes('--phalanx')) {
  phalanxBenchMain(args)
  process.exit(0)
}
const quick = args.includes('--quick')
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const PAIRINGS = [
  'random-random',
  'normal-random',
  'random-normal',
  'greedy-greedy',
  'normal-greedy',
  'greedy-normal',
  'normal-normal',
  'hard-normal',
  'normal-hard',
] as const
// Easy plays too, against random (its think time) and against Normal (the ladder's first step, issue 29); Hard
// against Hard only when asked (--pairings hard-hard), for docs/balance.md.
const EXTRA = ['easy-random', 'random-easy', 'easy-normal', 'normal-easy', 'hard-hard'] as const
const only = opt('--pairings')?.split(',')
const games = Number(opt('--games') ?? (quick ? 3 : 100))
// --quick: three games a pairing and a smaller Hard search.
const aiGames = quick ? 3 : games
const hardBudget = Number(opt('--budget') ?? (quick ? 4 : DEFAULT_HARD_BUDGET))
const speedGames = quick ? 10 : 40
// --by-turn: also the Russian loss % at the end of each turn, and the turn-20 band counts (for docs/balance.md).
const byTurn = args.includes('--by-turn')

const map = loadMap(borodinoMapData)
const ctx = { map }
// --first K: start at game K of the fixed list (to split one pairing over several processes).
const first = Number(opt('--first') ?? 0)
/** The fixed list of game seeds: game i of every pairing is played with the same dice. */
const SEEDS = Array.from({ length: first + Math.max(games, aiGames) }, (_, i) => 1812 + 7 * i)
const startFor = (seed: number): GameState => {
  const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, seed)
  if (!r.ok) throw new Error(r.error.join('; '))
  return r.value
}

const think: Record<AiLevel, number[]> = { easy: [], normal: [], hard: [] }
// CPU time of the same decisions: on a shared, overloaded machine wall-clock time includes waiting for a core.
const thinkCpu: Record<AiLevel, number[]> = { easy: [], normal: [], hard: [] }
const thinkMovement: Record<AiLevel, number[]> = { easy: [], normal: [], hard: [] }

function player(kind: Kind, seed: number): Player {
  if (kind === 'random') return createRandomPlayer(seededRand(seed))
  if (kind === 'greedy') return createGreedyPlayer()
  const p = createAiPlayer({ level: kind, seed, budget: hardBudget }, (ms) => think[kind].push(ms))
  // Whole-phase movement decisions are timed apart as well: they are the long ones.
  return {
    next(c, state) {
      const t0 = performance.now()
      const cpu0 = process.cpuUsage()
      const before = think[kind].length
      const cmd = p.next(c, state)
      if (think[kind].length > before) {
        const cpu = process.cpuUsage(cpu0)
        thinkCpu[kind].push((cpu.user + cpu.system) / 1000)
        if (state.phase === 'movement') thinkMovement[kind].push(performance.now() - t0)
      }
      return cmd
    },
  }
}

function printThink(): void {
  for (const l of ['easy', 'normal', 'hard'] as AiLevel[]) {
    if (!think[l].length && args.includes('--progress')) continue
    console.log(
      `think ${l}: ${think[l].length} decisions, p50 ${p95Like(think[l], 0.5).toFixed(1)} ms, p95 ` +
        `${p95(think[l]).toFixed(1)} ms, max ${Math.max(0, ...think[l]).toFixed(0)} ms; movement phases p95 ` +
        `${p95(thinkMovement[l]).toFixed(0)} ms (${thinkMovement[l].length}); CPU time p95 ` +
        `${p95(thinkCpu[l]).toFixed(1)} ms, max ${Math.max(0, ...thinkCpu[l]).toFixed(0)} ms`,
    )
  }
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length
function ci95(xs: number[]): [number, number] {
  const m = mean(xs)
  if (xs.length < 2) return [m, m]
  const sd = Math.sqrt(xs.reduce((t, x) => t + (x - m) ** 2, 0) / (xs.length - 1))
  const h = (1.96 * sd) / Math.sqrt(xs.length)
  return [m - h, m + h]
}
const p95 = (xs: number[]): number => {
  if (!xs.length) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! // s is not empty
}
const r1 = (x: number): number => Math.round(x * 10) / 10

const lossPct: Record<string, { mean: number; ci95: [number, number] }> = {}
/** Commanders captured (CMD.5) or killed (CMD.4) per side, mean per game, for every pairing played. */
const commandersLost: Record<string, Record<Side, number>> = {}
/** A side's commanders captured and killed by the end of a game. */
function lostCommanders(st: GameState, side: Side): { captured: number; killed: number } {
  const cs = Object.values(st.commanders).filter((c) => c.side === side)
  return {
    captured: cs.filter((c) => c.status === 'captured').length,
    killed: cs.filter((c) => c.status === 'killed').length,
  }
}
const bands: Record<string, Record<string, number>> = {}
const t00 = performance.now()
for (const name of [...PAIRINGS, ...EXTRA]) {
  if (only ? !only.includes(name) : name === 'hard-hard') continue
  const [fr, ru] = name.split('-') as [Kind, Kind]
  const n = fr === 'random' && ru === 'random' ? games : fr === 'greedy' && ru === 'greedy' ? games : aiGames
  const results: number[] = []
  bands[name] = {}
  const t0 = performance.now()
  let refusals = 0
  const perTurn: number[][] = Array.from({ length: 21 }, () => [])
  const lost = { fr: { captured: 0, killed: 0 }, ru: { captured: 0, killed: 0 } }
  for (let g = first; g < first + n; g++) {
    let turn = 1
    const gameTurns: number[] = []
    const onState = byTurn
      ? (st: GameState): void => {
          if (st.turn !== turn || isGameOver(st)) {
            perTurn[turn]!.push(victoryStatus(st).lossesPct)
            gameTurns.push(victoryStatus(st).lossesPct)
            turn = st.turn
          }
        }
      : undefined
    const m = playMatch(ctx, startFor(SEEDS[g]!), { fr: player(fr, 100 + g), ru: player(ru, 200 + g) }, { onState })
    if (!isGameOver(m.state)) throw new Error(`${name} game ${g} did not finish`)
    refusals += m.refusals.length
    const v = victoryStatus(m.state)
    const gone = { fr: lostCommanders(m.state, 'fr'), ru: lostCommanders(m.state, 'ru') }
    // Each game's commanders lost, so that the games that lost them can be played again and read.
    if (args.includes('--progress'))
      console.log(
        `  ${name} game ${g} (seed ${SEEDS[g]}): ${v.lossesPct.toFixed(1)}% ` +
          `${v.band}${byTurn ? ` by turn ${gameTurns.map((x) => x.toFixed(1)).join(' ')}` : ''}, commanders lost fr ` +
          `${gone.fr.captured + gone.fr.killed} ru ${gone.ru.captured + gone.ru.killed}`,
      )
    // The think times so far, so that a long run stopped before its end still reports them (a
    // signal handler would not run: the games hold the thread).
    if (args.includes('--progress')) printThink()
    for (const side of ['fr', 'ru'] as const) {
      lost[side].captured += gone[side].captured
      lost[side].killed += gone[side].killed
    }
    results.push(v.lossesPct)
    bands[name][v.band] = (bands[name][v.band] ?? 0) + 1
  }
  const c = ci95(results)
  const perGame = (side: Side): number => Math.round(((lost[side].captured + lost[side].killed) / n) * 100) / 100
  commandersLost[name] = { fr: perGame('fr'), ru: perGame('ru') }
  lossPct[name] = { mean: r1(mean(results)), ci95: [r1(Math.max(0, c[0])), r1(Math.min(100, c[1]))] }
  if (byTurn)
    console.log(
      `${name} by turn (mean Russian loss % at the end of turns 1..20): ${perTurn
        .slice(1)
        .map((xs) => (xs.length ? mean(xs).toFixed(1) : '-'))
        .join(' ')}`,
    )
  console.log(
    `${name}: ${n} games, Russian loss ${mean(results).toFixed(1)}% [${c[0].toFixed(1)}, ` +
      `${c[1].toFixed(1)}], bands ${JSON.stringify(bands[name])}, refusals ${refusals}, commanders lost a game ` +
      `fr ${commandersLost[name].fr} (captured ${lost.fr.captured}, killed ${lost.fr.killed}) ru ` +
      `${commandersLost[name].ru} (captured ${lost.ru.captured}, killed ${lost.ru.killed}), ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
}

// Engine speed on the real map: full games of random play on engine simulations, as bench:games plays them.
const tSpeed = performance.now()
for (let g = 0; g < speedGames; g++)
  playMatch(
    ctx,
    startFor(SEEDS[g % SEEDS.length]! + 1),
    { fr: createRandomPlayer(seededRand(7 + g)), ru: createRandomPlayer(seededRand(9 + g)) },
    { inPlace: true },
  )
const realMapGamesPerSec = r1(speedGames / ((performance.now() - tSpeed) / 1000))

printThink()
console.log(
  `real map: ${realMapGamesPerSec} random games/s; total ` +
    `${((performance.now() - t00) / 1000).toFixed(0)} s${quick ? ' (quick)' : ''}; hard budget ` +
    `${hardBudget}`,
)
const out = {
  // Games per pairing (the smallest, when the cheap pairings play more).
  games: Math.min(
    ...Object.keys(lossPct).map((p) => (p === 'random-random' || p === 'greedy-greedy' ? games : aiGames)),
  ),
  // Every pairing played, Easy's and Hard against Hard included.
  lossPct,
  commandersLost,
  thinkMsP95: { easy: r1(p95(think.easy)), normal: r1(p95(think.normal)), hard: r1(p95(think.hard)) },
  realMapGamesPerSec,
}
console.log(JSON.stringify(out))

function p95Like(xs: number[], q: number): number {
  if (!xs.length) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]! // s is not empty
}
