// Who holds the key ground: after each movement phase of bench:ai's games, what stands on each of a list of hexes
// (issue 29; docs/balance.md). A wargamer's first complaint about Hard Russians was good ground given up at once.
// Usage: npx tsx scripts/ai-ground.ts [<french level>-<russian level>, default hard-hard] [games, default 4]
//        [first game, default 0] [--turns N, default 5] [--hexes 1914,1919,...]
// Plays bench:ai's games (the same seeds and players) to the end of turn N and prints one JSON line: the Russian and
// French points lost a game, and for every hex, turn and side whose movement phase just ended, how many games had
// what on it: `empty`, or the side and kind of the unit (`ru-inf`, `fr-cav`, `ru-art`...). Read after movement only:
// ground taken by an advance after combat (CBT.11) shows at the next reading, the other side's movement. `front` gives,
// for each turn, the shape of the Russian front after the Russian movement (frontGroups.ts), a mean over the games: its
// units within seven hexes of the French that exert a zone, the groups they make, and the largest group.
import { parseArgs } from 'node:util'
import { createAiPlayer } from '../src/ai'
import { playMatch } from '../src/ai/match'
import { borodinoMapData } from '../src/data/bundled'
import { derived, hexId, loadMap, type GameState, type Side } from '../src/engine'
import { frontShape, type FrontShape } from './frontGroups'
import { benchGame, gameRange, pairingLevels, refuseRepeatedFlags, turnLimit } from './aiGames'

/** The Russian position's key ground: the Raevsky redoubt, the two flèches, Semenovskoye, Utitsa and its kurgan. */
const DEFAULT_HEXES = ['1914', '1919', '1920', '2118', '2225', '2624']

// Node's own parser: it refuses unknown flags and a flag with no value.
const args = parseArgs({
  options: { turns: { type: 'string' }, hexes: { type: 'string' } },
  allowPositionals: true,
  tokens: true,
})
refuseRepeatedFlags(args.tokens)
if (args.positionals.length > 3)
  throw new Error(`too many arguments: ${args.positionals.slice(3).join(' ')} (expected at most three, then flags)`)
const [pairing = 'hard-hard', gamesArg, firstArg] = args.positionals
const levels = pairingLevels(pairing)
const { games, first } = gameRange(gamesArg, firstArg)
const ctx = { map: loadMap(borodinoMapData) }
const lastTurn = turnLimit(ctx, args.values.turns ?? '5').lastTurn!
const hexes = args.values.hexes?.split(',') ?? DEFAULT_HEXES
const bad = hexes.filter((h) => hexId(ctx.map, h) < 0)
if (bad.length)
  throw new Error(
    `--hexes: ${bad.map((h) => `"${h}"`).join(', ')} not on the map (a hex is four digits, column then row)`,
  )
const repeated = hexes.find((h, i) => hexes.indexOf(h) !== i)
if (repeated) throw new Error(`--hexes: ${repeated} is given twice`)
const ids = hexes.map((h) => hexId(ctx.map, h))

const held = new Map<string, number>()
const lost: Record<Side, number> = { fr: 0, ru: 0 }
const front = new Map<number, FrontShape & { games: number }>()
const kind = (type: string): string => (type === 'artillery' ? 'art' : type === 'cavalry' ? 'cav' : 'inf')

// A game can end before the last turn asked for: each turn's mean is over the games that reached it.
const mean = (total: number, n: number): number => Number((total / n).toFixed(1))

for (let g = first; g < first + games; g++) {
  const { start, seeds } = benchGame(ctx, g)
  let prev: GameState = start
  const players = {
    fr: createAiPlayer({ level: levels.fr, seed: seeds.fr }),
    ru: createAiPlayer({ level: levels.ru, seed: seeds.ru }),
  }
  const end = playMatch(ctx, start, players, {
    maxTurn: lastTurn,
    // Told only of commands the engine applied: a movement phase has ended when the next state is past it.
    onState(st) {
      if (prev.phase === 'movement' && st.phase !== 'movement') {
        const occ = derived(ctx, st).occ
        hexes.forEach((hex, k) => {
          const i = occ.unitAt[ids[k]!]! // a hex checked above: -1 or an index into occ.units
          const u = i >= 0 ? occ.units[i]! : null
          const on = u ? `${u.side}-${kind(u.type)}` : 'empty'
          const key = `${hex} turn ${String(st.turn).padStart(2, '0')} ${prev.side}: ${on}`
          held.set(key, (held.get(key) ?? 0) + 1)
        })
        if (prev.side === 'ru') {
          const f = frontShape(ctx, st, 'ru')
          const t = front.get(st.turn) ?? { units: 0, groups: 0, largest: 0, games: 0 }
          front.set(st.turn, {
            units: t.units + f.units,
            groups: t.groups + f.groups,
            largest: t.largest + f.largest,
            games: t.games + 1,
          })
        }
      }
      prev = st
    },
  }).state
  lost.fr += end.losses.fr
  lost.ru += end.losses.ru
  console.error(`game ${g}: ru lost ${end.losses.ru}, fr ${end.losses.fr}`)
}
console.log(
  JSON.stringify({
    pairing,
    games,
    first,
    turns: lastTurn,
    lostPerGame: { ru: Number((lost.ru / games).toFixed(1)), fr: Number((lost.fr / games).toFixed(1)) },
    front: Object.fromEntries(
      [...front.entries()].map(([t, f]) => [
        `turn ${String(t).padStart(2, '0')}`,
        { units: mean(f.units, f.games), groups: mean(f.groups, f.games), largest: mean(f.largest, f.games) },
      ]),
    ),
    held: Object.fromEntries([...held.entries()].sort((a, b) => a[0].localeCompare(b[0]))),
  }),
)
