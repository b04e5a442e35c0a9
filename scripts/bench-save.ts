// Save size: whole 20-turn games of random play on the historical scenario, as stored in the browser
// (one line) and as exported (one command a line), and the time to write and to read one back.
// Usage: npm run bench:save [-- games]
import { exportText, makeSave, saveText } from '../src/store/game/save/save'
import { validateSave } from '../src/store/game/save/saveReader'
import { fullGame, realBundle } from './fuzz/realGame'

const games = Number(process.argv[2] ?? 5)
const bundle = realBundle()
const kb = (n: number): string => (n / 1024).toFixed(1)
let worst = { stored: 0, exported: 0, v1: 0 }
for (let g = 0; g < games; g++) {
  const { commands, state } = fullGame(bundle, 100 + g)
  const t0 = performance.now()
  const save = makeSave(bundle.map, 'historical', 100 + g, commands, state)
  const stored = saveText(save)
  const t1 = performance.now()
  // An autosave later in the game: every command but the last is already encoded (cached per command).
  const ta = performance.now()
  saveText(makeSave(bundle.map, 'historical', 100 + g, commands, state))
  const autosaveMs = performance.now() - ta
  const exported = exportText(save)
  const t2 = performance.now()
  const back = validateSave(stored, bundle)
  const t3 = performance.now()
  if (!back.ok) throw new Error(`game ${g} did not load back: ${JSON.stringify(back.problems)}`)
  // The old format for comparison: the command objects and the whole state, exported with indentation.
  const v1 = JSON.stringify(
    { format: 'borodino-save', version: 1, scenarioId: 'historical', seed: 100 + g, commands, state },
    null,
    1,
  ).length
  console.log(
    `game ${g}: ${commands.length} commands; stored ${kb(stored.length)} KB, exported ` +
      `${kb(exported.length)} KB (version 1 exported: ${kb(v1)} KB); first write ${(t1 - t0).toFixed(1)} ` +
      `ms, each later autosave ${autosaveMs.toFixed(1)} ms, read back (replay and check) ` +
      `${(t3 - t2).toFixed(0)} ms`,
  )
  worst = {
    stored: Math.max(worst.stored, stored.length),
    exported: Math.max(worst.exported, exported.length),
    v1: Math.max(worst.v1, v1),
  }
}
console.log(
  `largest of ${games} games: stored ${kb(worst.stored)} KB (target ≤ 40), exported ` +
    `${kb(worst.exported)} KB (target ≤ 100); version 1 exported ${kb(worst.v1)} KB`,
)
