// A whole game played out in Node through the engine, for the end-of-game screenshot: a few attacks
// on the first turn, then every phase ended until 16:00. Returns it as a save file.
import { readFileSync } from 'node:fs'
import type { Command } from '../src/engine'
import { apply } from '../src/engine'
import { codeOf, hexId, loadMap } from '../src/engine'
import type { MapData } from '../src/engine'
import { Movement } from '../src/engine'
import { Combat } from '../src/engine'
import { newGameFromScenario, type ScenarioData } from '../src/engine'
import type { GameState } from '../src/engine'
import type { CommanderDef, UnitDef } from '../src/engine'
import { makeSave, type SaveFile } from '../src/store/game/save/save'
import { isGameOver } from '../src/engine'

const json = <T>(p: string): T => JSON.parse(readFileSync(new URL(`../src/data/${p}`, import.meta.url), 'utf8')) as T

export function finishedGameSave(seed = 3): SaveFile {
  const map = loadMap(json<MapData>('borodino-map.json'))
  const ctx = { map }
  const units = [...json<UnitDef[]>('oob-french.json'), ...json<UnitDef[]>('oob-russian.json')]
  const res = newGameFromScenario(
    ctx,
    json<ScenarioData>('scenarios/historical.json'),
    units,
    json<CommanderDef[]>('commanders.json'),
    seed,
  )
  if (!res.ok) throw new Error(res.error.join('\n'))
  let s: GameState = res.value
  const commands: Command[] = []
  const run = (c: Command): boolean => {
    const out = apply(ctx, s, c)
    if (!out.ok) return false
    s = out.state
    commands.push(c)
    return true
  }
  const settle = () => {
    for (let i = 0; i < 50 && s.pending.length; i++) {
      const head = s.pending[0]!
      if (head.kind === 'retreat') {
        const c = Combat.retreatChoices(ctx, s).find((x) => x.hexes.length)
        if (!c || !run({ type: 'retreat', unit: c.unit, hex: c.hexes[0]! })) break
      } else if (head.kind === 'advance') {
        const o = Combat.advanceChoices(s)[0]
        run(o ? { type: 'advance', unit: o.unit, hex: o.hex } : { type: 'advance', unit: null })
      } else {
        run({ type: 'chooseLosses', units: Combat.exchangeChoices(s)?.choices[0] ?? [] })
      }
    }
  }
  // Each phase: every unit of the phasing side moves to the reachable hex nearest an enemy, then attacks what it can.
  for (let guard = 0; guard < 400 && !isGameOver(s); guard++) {
    if (s.phase === 'rally') run({ type: 'rally' })
    else if (s.phase === 'movement' && s.turn <= 6) {
      for (const u of Object.values(s.units)) {
        if (u.side !== s.side || !u.hex || u.type === 'artillery') continue
        const r = Movement.unitReach(ctx, s, u.id)
        if (!r.ok) continue
        const enemies = Object.values(s.units).flatMap((e) => (e.side !== s.side && e.hex ? [hexId(map, e.hex)] : []))
        let best = -1
        let bestD = 1e9
        for (let h = 0; h < map.geo.n; h++) {
          if (!r.reach.canEnd[h]) continue
          const d = Math.min(
            ...enemies.map((e) => Math.hypot(map.geo.cx[h]! - map.geo.cx[e]!, map.geo.cy[h]! - map.geo.cy[e]!)),
          )
          if (d < bestD) [best, bestD] = [h, d]
        }
        const p = best >= 0 ? Movement.pathTo(r.reach, best) : null
        if (p && p.length > 1) run({ type: 'move', unit: u.id, path: p.map((h) => codeOf(map, h)) })
      }
      run({ type: 'endPhase' })
    } else if (s.phase === 'combat') {
      for (const u of Object.values(s.units)) {
        if (u.side !== s.side || !u.hex || u.attacked || u.type === 'artillery' || s.pending.length) continue
        const t = Combat.attackTargets(ctx, s, u.id)[0]
        if (t) run({ type: 'attack', defender: t, attackers: [u.id] })
        settle()
      }
      if (!run({ type: 'endPhase' })) settle()
    } else run({ type: 'endPhase' })
  }
  return makeSave(map, s.scenarioId, seed, commands, s)
}
