// What the issue 29 measuring scripts (ai-losses.ts, ai-ground.ts) share: their command line's common checks and
// bench:ai's games (the same dice seeds and computer players, so their figures pair game by game with the benchmark's).
import { AI_LEVELS, type AiLevel } from '../src/ai'
import { allUnits, commanders, historicalScenario } from '../src/data/bundled'
import { lastTurnOf, newGameFromScenario, type Ctx, type GameState, type Side } from '../src/engine'

/** Refuses a flag given twice (Node's parser keeps the last one silently); `tokens` from `parseArgs({ tokens: true })`. */
export function refuseRepeatedFlags(tokens: ReadonlyArray<{ kind: string; name?: string }>): void {
  const given = tokens.filter((t) => t.kind === 'option').map((t) => t.name)
  const twice = given.find((n, i) => given.indexOf(n) !== i)
  if (twice) throw new Error(`--${twice} is given twice`)
}

/** The French and Russian levels of a pairing named `<french level>-<russian level>`. */
export function pairingLevels(pairing: string): Record<Side, AiLevel> {
  const [fr, ru] = pairing.split('-') as [AiLevel, AiLevel]
  if (![fr, ru].every((l) => (AI_LEVELS as readonly string[]).includes(l)))
    throw new Error(`pairing "${pairing}": expected <level>-<level>, a level one of ${AI_LEVELS.join(', ')}`)
  return { fr, ru }
}

/** How many games to play and the first one's number: a whole number from 1, and one from 0. */
export function gameRange(
  gamesArg: string | undefined,
  firstArg: string | undefined,
): { games: number; first: number } {
  const games = Number(gamesArg ?? 4)
  const first = Number(firstArg ?? 0)
  if (!Number.isInteger(games) || games < 1 || !Number.isInteger(first) || first < 0)
    throw new Error('games must be a whole number from 1, the first game one from 0')
  return { games, first }
}

/** bench:ai's game `g`: its start (dice seed 1812 + 7g) and its players' seeds (the French 100 + g, the Russians 200 + g). */
export function benchGame(ctx: Ctx, g: number): { start: GameState; seeds: Record<Side, number> } {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812 + 7 * g)
  if (!start.ok) throw new Error(start.error.join('; '))
  return { start: start.value, seeds: { fr: 100 + g, ru: 200 + g } }
}

/** The scenario's last turn, and `--turns` read against it: undefined when not given, refused outside 1 to that turn. */
export function turnLimit(ctx: Ctx, turnsArg: string | undefined): { scenarioTurns: number; lastTurn?: number } {
  const scenarioTurns = lastTurnOf(benchGame(ctx, 0).start)
  if (turnsArg === undefined) return { scenarioTurns }
  if (!(/^[1-9]\d*$/.test(turnsArg) && Number(turnsArg) <= scenarioTurns))
    throw new Error(`--turns "${turnsArg}": expected a whole number of turns from 1 to ${scenarioTurns}`)
  return { scenarioTurns, lastTurn: Number(turnsArg) }
}
