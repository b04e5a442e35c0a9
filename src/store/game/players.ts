// Who plays each side: a person or the computer at a level. Saved with the game.
import { actingSide, isGameOver, type GameState, type Side } from '../../engine'
import type { AiLevelName } from '../../worker/aiProtocol'

export type PlayerKind = 'human' | AiLevelName
export type Players = Readonly<Record<Side, PlayerKind>>

export const PLAYER_KINDS: readonly PlayerKind[] = ['human', 'easy', 'normal', 'hard']
export const HUMANS: Players = { fr: 'human', ru: 'human' }

export const isPlayerKind = (v: unknown): v is PlayerKind => PLAYER_KINDS.includes(v as PlayerKind)

/** The players setting of a save file; undefined when the file has none (older saves: two people). */
export function readPlayers(raw: unknown): Players | null | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'object' || raw === null) return null
  const p = raw as Record<string, unknown>
  return isPlayerKind(p.fr) && isPlayerKind(p.ru) ? { fr: p.fr, ru: p.ru } : null
}

/** The level the coach's hint plays at: the computer opponent's when there is one (one strength for the game), else
 * the level chosen for taking a side over. */
export function hintLevel(p: Players, side: Side, takeOver: AiLevelName): AiLevelName {
  const other = p[side === 'fr' ? 'ru' : 'fr']
  return other === 'human' ? takeOver : other
}

/** The hand-over screen stands between two people only, never between a person and the computer. */
export const bothHuman = (p: Players): boolean => p.fr === 'human' && p.ru === 'human'

/**
 * The person's side when the computer's turn stops for a person's decision (a retreat, exchange losses or an advance
 * after the computer's attack or fire): easy to miss, since it is the computer's turn. Null otherwise, and in a game by
 * mail, where the other side is a person at his own screen.
 */
export function waitingForPerson(g: { mode: string; state: GameState; players: Players; pbm: unknown }): Side | null {
  const step = g.state.pending[0]
  if (!step || g.mode !== 'game' || g.pbm !== null || isGameOver(g.state)) return null
  return step.side !== g.state.side && g.players[step.side] === 'human' && g.players[g.state.side] !== 'human'
    ? step.side
    : null
}

/** The computer is to act now: the person's board clicks and phase buttons wait for it. */
export const computerActs = (g: { mode: string; state: GameState; players: Players }): boolean =>
  g.mode === 'game' && !isGameOver(g.state) && g.players[actingSide(g.state)] !== 'human'
