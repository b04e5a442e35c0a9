// Where a computer side's points go: every unit of the counted side destroyed in bench:ai's games of a pairing,
// sorted by what it was doing when the enemy's phase began (issue 29; docs/balance.md).
// Usage: npx tsx scripts/ai-losses.ts [<french level>-<russian level>, default normal-hard] [games, default 4]
//        [first game, default 0] [side counted: fr | ru, default ru] [--budget S] [--turns N] [--each-turn]
//        [--by-unit]
// Plays bench:ai's games (the same seeds and players) and prints one JSON line: the points the side lost a game, by
// kind (`byKind`) and by the turns they were lost in (`byTurns`), each adding up to the whole. A unit lost in the
// enemy's phase is a battery (with how many of its side's infantry and cavalry stood beside it when that phase began,
// and whether it had fired or supported an attack in its own phase just before), a unit that attacked in its own phase
// just before (having moved that phase before it attacked, or from where the phase began: held there when the engine
// refused it any move as its movement began, ZOC.4), a unit with no infantry or cavalry of its side beside it, one on
// key terrain, or one in the line. A unit lost in its own side's phase was lost to its own attack (A1/A2 with no
// retreat, AE, an exchange). `--budget S` gives the counted side's Hard search S simulations a movement phase (default
// 32, bench:ai's); `--turns N` stops each game after turn N (the first turns measured on more games in the same time);
// `--each-turn` sorts the loss by single turns, not by five; `--by-unit` adds `byUnit`, the points a game each unit was
// lost for by the turn it was lost in, and `gamesLost`, the number of games each unit was lost in.
import { parseArgs } from 'node:util'
import { createAiPlayer } from '../src/ai'
import { keyTerrain } from '../src/ai/board'
import { playMatch, type Player } from '../src/ai/match'
import { borodinoMapData } from '../src/data/bundled'
import { derived, hexId, loadMap, Movement, otherSide, type GameState, type Side } from '../src/engine'
import { benchGame, gameRange, pairingLevels, refuseRepeatedFlags, turnLimit } from './aiGames'

// Node's own parser: it refuses unknown flags and a flag with no value, and takes `--budget 8` or `--budget=8`.
const args = parseArgs({
  options: {
    budget: { type: 'string' },
    turns: { type: 'string' },
    'each-turn': { type: 'boolean' },
    'by-unit': { type: 'boolean' },
  },
  allowPositionals: true,
  tokens: true,
})
refuseRepeatedFlags(args.tokens)
if (args.positionals.length > 4)
  throw new Error(`too many arguments: ${args.positionals.slice(4).join(' ')} (expected at most four, then flags)`)
const budgetArg = args.values.budget
const eachTurn = args.values['each-turn'] === true
const byUnitWanted = args.values['by-unit'] === true
if (budgetArg !== undefined && !/^[1-9]\d*$/.test(budgetArg))
  throw new Error(`--budget "${budgetArg}": expected a whole number of simulations from 1`)
const budget = budgetArg === undefined ? undefined : Number(budgetArg)
const [pairing = 'normal-hard', gamesArg, firstArg, sideArg] = args.positionals
const levels = pairingLevels(pairing)
const { games, first } = gameRange(gamesArg, firstArg)
const counted: Side = sideArg === 'fr' ? 'fr' : 'ru'
if (sideArg !== undefined && sideArg !== 'fr' && sideArg !== 'ru') throw new Error('the side counted is fr or ru')
const countedLevel = levels[counted]
if (budget !== undefined && countedLevel !== 'hard')
  throw new Error(`--budget: the side counted (${counted}) plays ${countedLevel}, and only Hard searches`)
const ctx = { map: loadMap(borodinoMapData) }
const { scenarioTurns, lastTurn } = turnLimit(ctx, args.values.turns)

/** Infantry and cavalry of the counted side next to `hex` in `s` (the engine's occupancy of that state). */
function lineBeside(s: GameState, hex: string): number {
  const h = hexId(ctx.map, hex)
  const occ = derived(ctx, s).occ
  let n = 0
  for (let k = 0; k < 6; k++) {
    const t = ctx.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    const i = t < 0 ? -1 : occ.unitAt[t]! // -1 or an index into occ.units for every hex id
    const u = i >= 0 ? occ.units[i]! : null
    if (u && u.side === counted && u.type !== 'artillery') n++
  }
  return n
}

const byKind = new Map<string, number>()
const byTurns = new Map<string, number>()
const byUnit = new Map<string, number>()
const gamesLost = new Map<string, number>()
const add = (m: Map<string, number>, k: string, v: number): void => void m.set(k, (m.get(k) ?? 0) + v)
let lostTotal = 0

/** The counted side's units the engine refuses any move at the start of their movement phase `s` (ZOC.4). */
function heldInZone(s: GameState): Set<string> {
  const out = new Set<string>()
  for (const u of Object.values(s.units)) {
    if (u.side !== counted) continue
    const r = Movement.unitReach(ctx, s, u.id)
    if (!r.ok && r.refusal.code === 'move.zoc-start') out.add(u.id)
  }
  return out
}

/**
 * What the destroyed unit `id` was doing when the enemy's phase began (`enemyStart`); `engaged` holds the units that
 * attacked or fired in their own phase before it, each with whether it had moved that phase before it did; `held`, the
 * units that began that phase in an enemy zone of control and so could not move (ZOC.4).
 */
function kindOf(
  id: string,
  enemyStart: GameState,
  engaged: ReadonlyMap<string, boolean>,
  held: ReadonlySet<string>,
): string {
  const u = enemyStart.units[id]!
  const hex = u.hex
  if (!hex) return 'off the map'
  const beside = lineBeside(enemyStart, hex)
  if (u.type === 'artillery')
    return `battery, ${Math.min(2, beside)} beside${u.limbered ? ', limbered' : ''}${engaged.has(id) ? ', had fired' : ''}`
  if (engaged.has(id))
    return engaged.get(id)
      ? 'had attacked after moving'
      : `had attacked from where it stood${held.has(id) ? ', held in a zone' : ''}`
  if (beside === 0) return 'alone'
  if (keyTerrain(ctx.map, hexId(ctx.map, hex)) > 0) return 'in the line, on key terrain'
  return 'in the line'
}

for (let g = first; g < first + games; g++) {
  const { start, seeds } = benchGame(ctx, g)
  // The counted side's units that attacked or fired in its last combat phase, each with whether it had moved first.
  let engaged = new Map<string, boolean>()
  let ownStart = start
  let held = new Set<string>()
  let enemyStart = start
  let prev = start
  const player = (side: Side): Player => {
    const p = createAiPlayer({ level: levels[side], seed: seeds[side], budget: side === counted ? budget : undefined })
    if (side !== counted) return p
    return {
      next(c, st) {
        const cmd = p.next(c, st)
        const moved = (id: string): boolean => st.units[id]?.hex !== ownStart.units[id]?.hex
        if (cmd.type === 'attack')
          for (const id of [...cmd.attackers, ...(cmd.batteries ?? [])]) engaged.set(id, moved(id))
        if (cmd.type === 'fire') for (const id of cmd.batteries) engaged.set(id, moved(id))
        return cmd
      },
    }
  }
  const end = playMatch(
    ctx,
    start,
    { fr: player('fr'), ru: player('ru') },
    {
      maxTurn: lastTurn,
      // Told only of commands the engine applied (a refused one is counted by the match and changes nothing).
      onState(st) {
        if (st.side !== prev.side) {
          if (st.side === counted) {
            engaged = new Map()
            ownStart = st
          } else enemyStart = st
        }
        if (st.side === counted && st.phase === 'movement' && prev.phase !== 'movement') held = heldInZone(st)
        for (const u of Object.values(st.units)) {
          const was = prev.units[u.id]!
          if (u.side !== counted || was.status !== 'active' || u.status === 'active') continue
          const points = was.front.strength
          lostTotal += points
          add(byKind, prev.side === counted ? 'in its own phase' : kindOf(u.id, enemyStart, engaged, held), points)
          const five = Math.floor((st.turn - 1) / 5) * 5 + 1
          const fiveEnd = Math.min(five + 4, lastTurn ?? scenarioTurns)
          add(
            byTurns,
            eachTurn ? `turn ${st.turn}` : five === fiveEnd ? `turn ${five}` : `turns ${five}-${fiveEnd}`,
            points,
          )
          if (byUnitWanted) add(byUnit, `turn ${st.turn}: ${u.id}`, points)
          add(gamesLost, u.id, 1)
        }
        prev = st
      },
    },
  ).state
  console.error(
    `game ${g}: ${counted} lost ${end.losses[counted]}, ${otherSide(counted)} ${end.losses[otherSide(counted)]}`,
  )
}
const perGame = (m: Map<string, number>, order: (a: [string, number], b: [string, number]) => number) =>
  Object.fromEntries([...m.entries()].sort(order).map(([k, v]) => [k, Number((v / games).toFixed(1))]))
const byName = (a: [string, number], b: [string, number]): number => a[0].localeCompare(b[0], 'en', { numeric: true })
console.log(
  JSON.stringify({
    pairing,
    side: counted,
    games,
    first,
    ...(budget === undefined ? {} : { budget }),
    ...(lastTurn === undefined ? {} : { turns: lastTurn }),
    lostPerGame: Number((lostTotal / games).toFixed(1)),
    byKind: perGame(byKind, (a, b) => b[1] - a[1]),
    byTurns: perGame(byTurns, byName),
    ...(byUnitWanted
      ? { byUnit: perGame(byUnit, byName), gamesLost: Object.fromEntries([...gamesLost.entries()].sort(byName)) }
      : {}),
  }),
)
