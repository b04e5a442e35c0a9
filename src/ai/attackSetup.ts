// Attack set-ups for the movement phase: for one enemy unit, which free units to bring next to it and
// to which hexes (closing its retreat routes, off low ground), with the batteries already in range, and
// what that attack is worth less what the attackers risk standing there afterwards.
import { derived, otherSide, type GameState, type UnitState, Combat, Movement } from '../engine'
import {
  costTable,
  currentStrength,
  distance,
  fireCheckHexes,
  rangeModifier,
  resultOdds,
  zocReaches,
} from '../engine/ai'
import { T_BRUSH, T_VILLAGE } from '../engine/tables'
import { hexOfUnit, keyTerrain, type Board } from './board'
import { attackValue, commandersOf, enemyLossesMatter } from './combatValue'
import { dislodgeValue } from './objectives'
import { danger } from './position'
import type { Work } from './work'

export interface Setup {
  target: UnitState
  moves: Array<{ unit: UnitState; hex: number }>
  batteries: UnitState[]
  value: number
  /** What a commander of this rating stacked with one of the attackers would add to the attack's value (CMD.1). */
  bonus: (rating: number) => number
  /** The chance the attackers are destroyed (AE) or thrown back (A1, A2): destroyed too with nowhere to go (CBT.9). */
  pAE: number
  pPushed: number
}

/** CBT.6 estimate of the defence against attackers standing at these hexes. */
function estimateDefence(b: Board, s: GameState, d: UnitState, attackerHexes: number[], infantry: boolean): number {
  const map = b.map
  const dh = hexOfUnit(map, d)
  let def = currentStrength(d)
  if (map.terrain[dh] === T_VILLAGE) def += 2
  if (map.terrain[dh] === T_BRUSH) def += 1
  // dh and the attackers' hexes are hex ids: every hex has a level.
  const allLower = attackerHexes.length > 0 && attackerHexes.every((h) => map.level[h]! < map.level[dh]!)
  if (map.redoubt[dh]) def += allLower ? 4 : 2
  else if (allLower) def += 2
  if (d.type === 'artillery' && !d.limbered && infantry) def += 4
  for (const c of commandersOf(s, [d])) def += c.rating
  return def
}

/** CBT.10 estimate: can the target retreat 1 / 2 hexes once attackers stand at `from`? */
function estimateBlocked(b: Board, s: GameState, d: UnitState, from: number[]): { b1: boolean; b2: boolean } {
  const map = b.map
  const g = map.geo
  const occ = derived(b.ctx, s).occ
  const side = d.side
  const foe = otherSide(side)
  const zoc = d.type === 'cavalry' ? null : Movement.zocMap(b.ctx, occ, foe)
  const planned = new Set(from)
  const table = costTable(b.ctx, d.type)
  const inPlannedZoc = (h: number): boolean => {
    for (const a of from) {
      const k = dirOf(b, a, h)
      if (k >= 0 && zocReaches(b.ctx, a, k)) return true
    }
    return false
  }
  const ok = (fromHex: number, k: number): number => {
    // fromHex and to are hex ids (k < 6); unitAt holds -1 or an index into occ.units for every hex.
    const to = g.neighbor[fromHex * 6 + k]!
    if (to < 0 || table[fromHex * 6 + k]! < 0) return -1
    const i = occ.unitAt[to]!
    if ((i >= 0 && occ.units[i]!.side === foe) || planned.has(to)) return -1
    if (zoc && (zoc[to] || inPlannedZoc(to))) return -1
    for (const a of from) if (distance(g, to, a) <= distance(g, fromHex, a)) return -1
    return to
  }
  const dh = hexOfUnit(map, d)
  let any1 = false
  let any2 = false
  for (let k = 0; k < 6; k++) {
    const r = ok(dh, k)
    if (r < 0) continue
    const free = occ.unitAt[r]! < 0 // r >= 0: a hex id
    if (free) any1 = true
    for (let k2 = 0; k2 < 6 && !any2; k2++) {
      const r2 = ok(r, k2)
      if (r2 >= 0 && occ.unitAt[r2]! < 0) any2 = true
    }
  }
  return { b1: !any1, b2: !any2 }
}

function dirOf(b: Board, from: number, to: number): number {
  for (let k = 0; k < 6; k++) if (b.map.geo.neighbor[from * 6 + k] === to) return k
  return -1
}
/** The best attack on `d` the free units can be brought to, or null. */
export function planSetup(
  b: Board,
  w: Work,
  d: UnitState,
  free: Map<string, Set<number>>,
  freeBatteries: UnitState[],
  taken: Set<number>,
): Setup | null {
  const map = b.map
  const s = w.s
  const occ = derived(b.ctx, s).occ
  const dh = hexOfUnit(map, d)
  const side = b.side
  const hexes: number[] = []
  for (let k = 0; k < 6; k++) {
    // dh and n are hex ids (k < 6); unitAt holds -1 or an index into occ.units for every hex.
    const n = map.geo.neighbor[dh * 6 + k]!
    if (n < 0 || taken.has(n) || Combat.meleeBarrier(b.ctx, n, dh)) continue
    const i = occ.unitAt[n]!
    if (i >= 0 && (occ.units[i]!.side !== side || !free.has(occ.units[i]!.id))) continue
    hexes.push(n)
  }
  if (!hexes.length) return null
  const pool: UnitState[] = []
  for (const [id, reach] of free) if (hexes.some((h) => reach.has(h))) pool.push(s.units[id]!) // free: ids of units
  if (!pool.length) return null
  const cavBonus = (u: UnitState): number =>
    u.type === 'cavalry' && d.type === 'infantry' ? (d.demoralized ? 3 : 2) : 0
  // Units already next to the target go first (they stay), then the strongest.
  pool.sort(
    (a, b2) =>
      Number(hexes.includes(hexOfUnit(map, b2))) - Number(hexes.includes(hexOfUnit(map, a))) ||
      currentStrength(b2) + cavBonus(b2) - currentStrength(a) - cavBonus(a),
  )
  const bats: Array<{ u: UnitState; add: number; h: number }> = []
  for (const bt of freeBatteries) {
    const bh = hexOfUnit(map, bt)
    const c = fireCheckHexes(b.ctx, bh, dh)
    if (c.ok) bats.push({ u: bt, add: currentStrength(bt) + rangeModifier(d, c.range), h: bh })
  }
  const batAdd = bats.reduce((t, x) => t + x.add, 0)
  const chosen: Array<{ unit: UnitState; hex: number }> = []
  const used = new Set<number>()
  let best: Setup | null = null
  let attack = batAdd
  const seenCmd = new Set<string>()
  for (const u of pool) {
    if (chosen.length >= hexes.length) break
    const reach = free.get(u.id) as Set<number>
    const uh = hexOfUnit(map, u)
    let pick = -1
    if (hexes.includes(uh) && !used.has(uh)) pick = uh
    else {
      let bestBlock = Infinity
      for (const h of hexes) {
        if (used.has(h) || !reach.has(h) || (occ.unitAt[h]! >= 0 && h !== uh)) continue // h: a hex id
        // Prefer the hex that closes most retreat routes, then high ground (no +2 for the defender).
        const from = [...chosen.map((c) => c.hex), h]
        const e = estimateBlocked(b, s, d, from)
        const k = (e.b1 ? 0 : 2) + (e.b2 ? 0 : 1) - (map.level[h]! >= map.level[dh]! ? 0.5 : 0)
        if (k < bestBlock) {
          bestBlock = k
          pick = h
        }
      }
    }
    if (pick < 0) continue
    used.add(pick)
    chosen.push({ unit: u, hex: pick })
    const key = u.id
    if (seenCmd.has(key)) continue
    seenCmd.add(key)
    attack += currentStrength(u) + cavBonus(u)
    for (const c of commandersOf(s, [u])) attack += c.rating
    const from = chosen.map((c) => c.hex)
    const def = estimateDefence(
      b,
      s,
      d,
      [...from, ...bats.map((x) => x.h)],
      chosen.some((c) => c.unit.type === 'infantry'),
    )
    const blocked = estimateBlocked(b, s, d, [...from])
    const adjacent = chosen.map((c) => c.unit)
    const input = {
      side,
      defender: d,
      attackers: adjacent,
      batteries: bats.map((x) => x.u),
      odds: resultOdds(attack - def),
      blocked1: blocked.b1,
      blocked2: blocked.b2,
      adjacent,
      attackCommanders: [],
      defenceCommanders: commandersOf(s, [d]),
      gainless: !enemyLossesMatter(s, side),
    }
    const v = attackValue(input)
    const diff = attack - def
    // What the attackers risk afterwards, standing next to the enemy (the Russians more careful).
    let exposure = 0
    for (const c of chosen) {
      exposure += danger(b, c.unit, c.hex) * (side === 'ru' ? 0.5 : 0.2)
      if (side === 'ru' && hexOfUnit(map, c.unit) !== c.hex) exposure += 0.6 * keyTerrain(map, hexOfUnit(map, c.unit))
    }
    const value = v.value - exposure + dislodgeValue(b.ctx, s, side, dh, input.odds)
    const bonus = (rating: number): number => attackValue({ ...input, odds: resultOdds(diff + rating) }).value - v.value
    if (!best || value > best.value) {
      const p = (r: string): number => input.odds.reduce((t, o) => t + (o.result === r ? o.probability : 0), 0)
      const moves = [...chosen]
      best = {
        target: d,
        moves,
        batteries: bats.map((x) => x.u),
        value,
        bonus,
        pAE: p('AE'),
        pPushed: p('A1') + p('A2'),
      }
    }
  }
  return best
}
