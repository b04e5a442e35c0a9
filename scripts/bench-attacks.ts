// Benchmark of the attack overlay's engine queries on the real map (historical turn 1, ~45 units a side
// present): attackOptions in the movement and combat phases, and threatOptions. Median of 50 runs.
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { apply, Combat, loadMap, newGameFromScenario, type GameState } from '../src/engine'
import { formatRefusal } from '../src/i18n'

const map = loadMap(borodinoMapData)
const ctx = { map }
const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
if (!start.ok) throw new Error(start.error.join('; '))
let s: GameState = start.value
// Past the rally phase into movement, as the player sees turn 1.
while (s.phase !== 'movement') {
  const out = apply(ctx, s, { type: 'endPhase' })
  if (!out.ok) throw new Error(formatRefusal(out.refusal, 'en'))
  s = out.state
}
const onMap = Object.values(s.units).filter((u) => u.hex).length

function median(f: () => unknown, runs = 50): number {
  const t: number[] = []
  for (let i = 0; i < 5; i++) f()
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    f()
    t.push(performance.now() - t0)
  }
  t.sort((a, b) => a - b)
  return t[Math.floor(runs / 2)]! // one time per run
}

const move = median(() => Combat.attackOptions(ctx, s))
const threats = median(() => Combat.threatOptions(ctx, s))
const opts = Combat.attackOptions(ctx, s)
let c = s
const end = apply(ctx, c, { type: 'endPhase' })
if (end.ok) c = end.state
const combat = median(() => Combat.attackOptions(ctx, c))
console.log(
  JSON.stringify({
    unitsOnMap: onMap,
    targets: opts.length,
    threats: Combat.threatOptions(ctx, s).length,
    movementMs: +move.toFixed(2),
    combatMs: +combat.toFixed(2),
    threatsMs: +threats.toFixed(2),
  }),
)
// The targets, as a check that the query answers what the overlay shows (the Jägers in Borodino first).
for (const o of opts)
  console.log(
    `  ${o.target} at ${o.hex}: ${o.kind} ${o.diff > 0 ? '+' : ''}${o.diff}, retreat ` +
      `${(o.pRetreat * 100).toFixed(0)}%, destroy ${(o.pDestroy * 100).toFixed(0)}% — ` +
      `${o.attackers.map((a) => `${a.unit}@${a.from}`).join(' ')}`,
  )
