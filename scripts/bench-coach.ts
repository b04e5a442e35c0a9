// Benchmark of the coach's queries on the real map: attackConsequences for every attack and fire the
// random player makes in a few seeded games (the UI asks on hover), moveWarnings for its moves and
// phaseEndWarnings at each phase end. The attacks are timed again with commanders brought onto the fighting
// units' hexes (two of each side's, who command them): more casualty rolls and CMD.2 checks, the heavy case
// the random player rarely makes. Each query is timed REPEAT times on its position, in CPU time, and its
// median kept; the report gives the median, 95th percentile and worst of those per-position times.
// Run: npx tsx scripts/bench-coach.ts [games = 3] [commands per game = 3000]
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import {
  apply,
  Coach,
  commandsUnit,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type Command,
  type GameState,
} from '../src/engine'
import { createRandomPlayer } from '../src/sim'
import { seededRand } from '../src/core'

const map = loadMap(borodinoMapData)
const ctx = { map }
const GAMES = Number(process.argv[2] ?? 3)
const COMMANDS = Number(process.argv[3] ?? 3000)

const times = { attack: [] as number[], stacked: [] as number[], move: [] as number[], phaseEnd: [] as number[] }
let cases = 0
let stackedCases = 0

/** The state with up to two commanders of each side standing with the first attacker and the defender. */
function withCommanders(s: GameState, defender: string, attacker: string): GameState {
  const moved = { ...s.commanders }
  for (const id of [defender, attacker]) {
    const u = s.units[id]!
    const mine = Object.values(s.commanders).filter((c) => c.status === 'active' && commandsUnit(c, u))
    for (const c of mine.slice(0, 2)) moved[c.id] = { ...c, hex: u.hex }
  }
  return { ...s, commanders: moved }
}
const REPEAT = 9
// CPU time, not wall time: on a shared machine the wall clock also counts the other processes' turns.
const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const timed = (list: number[], f: () => unknown): void => {
  const t: number[] = []
  for (let i = 0; i < REPEAT; i++) {
    const t0 = cpuMs()
    f()
    t.push(cpuMs() - t0)
  }
  list.push(t.sort((a, b) => a - b)[REPEAT >> 1]!) // REPEAT samples
}

for (let g = 0; g < GAMES; g++) {
  const start = newGameFromScenario({ map }, historicalScenario, allUnits, commanders, 1812 + g)
  if (!start.ok) throw new Error(start.error.join('; '))
  let s: GameState = start.value
  const player = createRandomPlayer(seededRand(7 + g), { attackChance: 0.8 })
  for (let n = 0; n < COMMANDS && !isGameOver(s); n++) {
    let cmd: Command = player.next(ctx, s)
    if (cmd.type === 'attack' || cmd.type === 'fire') {
      const plan =
        cmd.type === 'attack'
          ? { defender: cmd.defender, attackers: cmd.attackers, batteries: cmd.batteries ?? [] }
          : { defender: cmd.target, batteries: cmd.batteries }
      timed(times.attack, () => {
        const a = Coach.attackConsequences(ctx, s, plan)
        if (a.ok) cases += a.consequences.cases.length / REPEAT
      })
      const heavy = withCommanders(s, plan.defender, plan.attackers?.[0] ?? plan.batteries[0]!) // a fire has a battery
      timed(times.stacked, () => {
        const a = Coach.attackConsequences(ctx, heavy, plan)
        if (a.ok) stackedCases += a.consequences.cases.length / REPEAT
      })
    }
    if (cmd.type === 'move' || cmd.type === 'moveCommander')
      timed(times.move, () => Coach.moveWarnings(ctx, s, cmd as never))
    if (cmd.type === 'endPhase') timed(times.phaseEnd, () => Coach.phaseEndWarnings(ctx, s))
    let out = apply(ctx, s, cmd)
    if (!out.ok) {
      cmd = { type: 'endPhase' }
      out = apply(ctx, s, cmd)
      if (!out.ok) throw new Error(out.refusal.code)
    }
    s = out.state
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN
  return { calls: s.length, medianMs: +at(0.5).toFixed(3), p95Ms: +at(0.95).toFixed(3), worstMs: +at(1).toFixed(3) }
}
console.log(
  JSON.stringify(
    {
      attackConsequences: {
        ...stats(times.attack),
        casesPerCall: +(cases / Math.max(1, times.attack.length)).toFixed(1),
      },
      withCommanders: {
        ...stats(times.stacked),
        casesPerCall: +(stackedCases / Math.max(1, times.stacked.length)).toFixed(1),
      },
      moveWarnings: stats(times.move),
      phaseEndWarnings: stats(times.phaseEnd),
    },
    null,
    1,
  ),
)
