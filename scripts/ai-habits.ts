// How a computer level plays, counted: battery limbers and moves away from the enemy, per game (issue 29's Easy, whose
// units once wandered away from the battle and whose batteries limbered every turn; docs/balance.md).
// Usage: npx tsx scripts/ai-habits.ts <french level>-<russian level> [games, default 6] [side counted: fr | ru]
// Plays the benchmark's first games of the pairing (bench:ai's seeds and players) and counts, for the side given (by
// default the Easy one, else the Russians): `limber` commands, moves, and moves that end two or more hexes farther from
// the nearest enemy unit than they began, and the points the side lost, its batteries' among them. Prints one line.
import { createAiPlayer, type AiLevel } from '../src/ai'
import { playMatch, type Player } from '../src/ai/match'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { hexId, loadMap, newGameFromScenario, type GameState, type Side } from '../src/engine'
import { distance } from '../src/engine/ai'

const [pairing = 'easy-normal', gamesArg, sideArg] = process.argv.slice(2)
const [frLevel, ruLevel] = pairing.split('-') as [AiLevel, AiLevel]
const games = Number(gamesArg ?? 6)
const counted: Side = sideArg === 'fr' || sideArg === 'ru' ? sideArg : frLevel === 'easy' ? 'fr' : 'ru'
const ctx = { map: loadMap(borodinoMapData) }

/** Hexes from `hex` to the nearest enemy unit on the map. */
function nearestEnemy(s: GameState, hex: string, side: Side): number {
  const h = hexId(ctx.map, hex)
  let best = Infinity
  for (const u of Object.values(s.units))
    if (u.side !== side && u.hex && u.status === 'active')
      best = Math.min(best, distance(ctx.map.geo, h, hexId(ctx.map, u.hex)))
  return best
}

const total = { limbers: 0, moves: 0, away: 0, batteryLost: 0, lost: 0 }
/** A computer player that counts the commands it gives, as the state stands when it gives them. */
function counting(level: AiLevel, seed: number): Player {
  const p = createAiPlayer({ level, seed })
  return {
    next(c, st) {
      const cmd = p.next(c, st)
      if (cmd.type === 'limber') total.limbers++
      if (cmd.type === 'move') {
        const from = st.units[cmd.unit]!.hex! // a unit that moves stands on the map
        total.moves++
        if (nearestEnemy(st, cmd.path.at(-1)!, st.side) >= nearestEnemy(st, from, st.side) + 2) total.away++
      }
      return cmd
    },
  }
}

for (let g = 0; g < games; g++) {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812 + 7 * g)
  if (!start.ok) throw new Error(start.error.join('; '))
  // bench:ai's players: the French seeded 100 + game, the Russians 200 + game.
  const player = (side: Side, level: AiLevel, seed: number): Player =>
    side === counted ? counting(level, seed) : createAiPlayer({ level, seed })
  const end = playMatch(ctx, start.value, {
    fr: player('fr', frLevel, 100 + g),
    ru: player('ru', ruLevel, 200 + g),
  }).state
  for (const u of Object.values(end.units))
    if (u.side === counted && u.type === 'artillery' && u.status === 'destroyed') total.batteryLost += u.front.strength
  total.lost += end.losses[counted]
}
const per = (x: number): string => (x / games).toFixed(1)
console.log(
  `${pairing}, ${counted} counted, ${games} games: a game ${per(total.limbers)} limbers, ${per(total.moves)} moves, ` +
    `${per(total.away)} ending two or more hexes farther from the nearest enemy; ${per(total.lost)} points lost, ` +
    `${per(total.batteryLost)} of them batteries`,
)
