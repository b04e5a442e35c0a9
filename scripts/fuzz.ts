// Fuzzing the engine: npm run fuzz -- [commands] [seed]. Prints the counts as one JSON line, last.
import { fuzz } from './fuzz/fuzzer'

const n = Number(process.argv[2] ?? 10_000)
const seed = Number(process.argv[3] ?? 1)
if (!Number.isSafeInteger(n) || n < 1) throw new Error('usage: npm run fuzz -- <commands> [seed]')
const t0 = performance.now()
const r = fuzz({ commands: n, seed })
const secs = (performance.now() - t0) / 1000
for (const s of r.samples) console.error(s)
console.log(
  `${r.games} games, ${r.accepted} accepted and ${r.refused} refused commands in ${secs.toFixed(1)} s (seed ${seed})`,
)
console.log(
  JSON.stringify({
    commands: r.commands,
    exceptions: r.exceptions,
    refusalsThatChangedState: r.refusalsThatChangedState,
    invariantViolations: r.invariantViolations,
    simulationMismatches: r.simulationMismatches,
  }),
)
process.exitCode =
  r.exceptions + r.refusalsThatChangedState + r.invariantViolations + r.simulationMismatches > 0 ? 1 : 0
