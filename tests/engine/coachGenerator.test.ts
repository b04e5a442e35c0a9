// moveWarnings against the engine on the real battlefield: positions reached by random legal play, moves
// drawn from each unit's reach, and for each move what really happens, asked of the engine alone
// (coachProbe.ts): the phase end's captures, and forced combats in which a unit must retreat. Each warning
// must fire in at least 95% of the moves that really cost what it says, and in at most 5% of the others.
import { describe, expect, test } from 'vitest'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { apply, codeOf, isGameOver, isOnMap, loadMap, newGameFromScenario, Movement } from '../../src/engine'
import type { Command, Ctx, GameState } from '../../src/engine'
import type { OnMapUnit } from '../../src/engine/ai'
import { moveWarnings, type Warning } from '../../src/engine/coach/warnings'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { createRandomPlayer } from '../../src/sim'
import { seededRand, type Rand } from '../../src/core'
import { adjacentEnemies, forcedRetreats, phaseEndCaptures } from './coachProbe'

const map = loadMap(borodinoMapData)
const ctx: Ctx = { map }
const GAMES = [11, 12, 13]
const COMMANDS_PER_GAME = 2500

/** Movement-phase positions met in random legal games (a sample, not every one). */
function positions(): GameState[] {
  const out: GameState[] = []
  for (const seed of GAMES) {
    const start = newGameFromScenario({ map }, historicalScenario, allUnits, commanders, seed)
    if (!start.ok) throw new Error(start.error.join('; '))
    const rand = seededRand(seed * 7919)
    const player = createRandomPlayer(seededRand(seed))
    let s = start.value
    for (let n = 0; n < COMMANDS_PER_GAME && !isGameOver(s); n++) {
      if (s.phase === 'movement' && rand() < 0.08) out.push(s)
      let out1 = apply(ctx, s, player.next(ctx, s))
      if (!out1.ok) out1 = apply(ctx, s, { type: 'endPhase' })
      if (!out1.ok) throw new Error(out1.refusal.code)
      s = out1.state
    }
  }
  return out
}

const pick = <T>(rand: Rand, xs: readonly T[]): T | undefined => xs[Math.floor(rand() * xs.length)]
const near = (a: string, b: string, d: number): boolean => distance(map.geo, hexId(map, a), hexId(map, b)) <= d
/** How hemmed in a hex is: its neighbours off the map or held by a unit (a rough guide, not a rule). */
const crowding = (s: GameState, hex: string): number => {
  const h = hexId(map, hex)
  const held = new Set(Object.values(s.units).flatMap((u) => (isOnMap(u) ? [u.hex] : [])))
  let n = 0
  for (let d = 0; d < 6; d++) {
    const to = map.geo.neighbor[h * 6 + d]! // h is a hex id, d a direction
    if (to < 0 || held.has(codeOf(map, to))) n++
  }
  return n
}
const mostCrowded = (s: GameState, hexes: string[]): string | undefined =>
  hexes.reduce<string | undefined>(
    (best, h) => (best === undefined || crowding(s, h) > crowding(s, best) ? h : best),
    undefined,
  )

/**
 * Moves worth asking about, chosen without the coach: a unit leaving a commander, ending next to the enemy
 * (anywhere, and where most hemmed in), or ending near a friend that faces the enemy.
 */
function candidateMoves(s: GameState, rand: Rand): Command[] {
  const mine = Object.values(s.units).filter((u): u is OnMapUnit => u.side === s.side && isOnMap(u))
  const facing = mine.filter((u) => adjacentEnemies(ctx, s, u).length > 0)
  const enemyHexes = Object.values(s.units).flatMap((u) => (u.side !== s.side && isOnMap(u) ? [u.hex] : []))
  const out: Command[] = []
  for (const u of mine) {
    const r = Movement.unitReach({ map }, s, u.id)
    if (!r.ok || r.reach.ends.length === 0) continue
    const ends = r.reach.ends.map((h) => codeOf(map, h))
    const withCommander = Object.values(s.commanders).some((c) => c.status === 'active' && c.hex === u.hex)
    const nextToEnemy = ends.filter((h) => enemyHexes.some((e) => near(h, e, 1)))
    const choices = [
      withCommander ? pick(rand, ends) : undefined,
      pick(rand, nextToEnemy),
      mostCrowded(s, nextToEnemy),
      pick(
        rand,
        ends.filter((h) => facing.some((f) => f.id !== u.id && near(h, f.hex, 2))),
      ),
    ]
    for (const end of new Set(choices)) {
      if (end === undefined) continue
      const path = Movement.pathTo(r.reach, hexId(map, end))!.map((h) => codeOf(map, h)) // an end of the reach has a path
      out.push({ type: 'move', unit: u.id, path })
    }
  }
  return out
}

interface Rates {
  hit: number
  miss: number
  falseAlarm: number
  quiet: number
}
const rates = (): Rates => ({ hit: 0, miss: 0, falseAlarm: 0, quiet: 0 })
const count = (r: Rates, really: boolean, warned: boolean): void => {
  if (really) r[warned ? 'hit' : 'miss']++
  else r[warned ? 'falseAlarm' : 'quiet']++
}

describe('the coach’s warnings against the engine on the real map', () => {
  test('CMD.5, CBT.9 warnings fire where the step really costs a commander or a unit, and not elsewhere', () => {
    const tally = { 'commander-alone': rates(), 'retreat-blocked': rates(), 'no-retreat': rates() }
    const rand = seededRand(1812)
    let moves = 0
    for (const s of positions()) {
      const doomedBefore = new Set(phaseEndCaptures(ctx, s))
      const probesBefore = new Map<string, Map<string, string>>()
      for (const cmd of candidateMoves(s, rand)) {
        if (cmd.type !== 'move') continue
        const w = moveWarnings(ctx, s, cmd)
        const out = apply(ctx, s, cmd)
        if (!w.ok || !out.ok) continue
        moves++
        const after = out.state
        const has = (code: Warning['code']) => w.warnings.some((x) => x.code === code)
        // CMD.5: an own commander the phase end captures now, and did not before the step.
        const lost = phaseEndCaptures(ctx, after).filter(
          (id) => !doomedBefore.has(id) && after.commanders[id]!.side === s.side,
        )
        count(tally['commander-alone'], lost.length > 0, has('commander-alone'))
        // CBT.9 for the moved unit: every forced retreat it can be given destroys it.
        const mover = after.units[cmd.unit] as OnMapUnit
        const own = [...forcedRetreats(ctx, after, mover).values()]
        if (own.length > 0)
          count(
            tally['no-retreat'],
            own.every((r) => r === 'destroyed'),
            has('no-retreat'),
          )
        // CBT.9 for the others near its end: a forced retreat that survived before the step and is destroyed after.
        let measured = false
        let blocked = false
        for (const u of Object.values(after.units)) {
          if (u.id === mover.id || u.side !== s.side || !isOnMap(u) || !near(u.hex, mover.hex, 3)) continue
          if (adjacentEnemies(ctx, after, u).length === 0) continue
          const before = probesBefore.get(u.id) ?? forcedRetreats(ctx, s, u)
          probesBefore.set(u.id, before)
          for (const [key, r] of forcedRetreats(ctx, after, u)) {
            if (!before.has(key)) continue
            measured = true
            if (r === 'destroyed' && before.get(key) === 'retreats') blocked = true
          }
        }
        if (measured) count(tally['retreat-blocked'], blocked, has('retreat-blocked'))
      }
    }
    console.log(JSON.stringify({ moves, ...tally }))
    for (const r of Object.values(tally)) {
      expect(r.hit).toBeGreaterThanOrEqual(10)
      expect(r.hit / (r.hit + r.miss)).toBeGreaterThanOrEqual(0.95)
      expect(r.falseAlarm / (r.falseAlarm + r.quiet)).toBeLessThanOrEqual(0.05)
    }
  }, 180_000) // about 12 s on two idle cores; the margin is for a machine shared with other work
})
