// What the welcome dialog's choices do: each starts a new game with fresh dice.
import { bundle, gameStore } from '../../store/app'
import { useUi, useActiveGame, type PhalanxStart } from '../../store/ui'
import type { Players } from '../../store/game'

/**
 * A new game, shown the way «Новая игра» shows it (the hand-over screen first when hand-over is on).
 */
export function begin(scenarioId: string, seed: number, players?: Players): void {
  const ui = useUi.getState()
  ui.clearAttack()
  ui.selectUnit(null)
  ui.openDialog(null)
  if (gameStore.getState().newGame(scenarioId, seed, players)) showBriefing(scenarioId)
}

/** A short scenario (SCN.3) opens with its briefing, the camera on its sector; read again later, the camera stays. */
export function showBriefing(scenarioId: string, { focus = true }: { focus?: boolean } = {}): void {
  const s = bundle.scenarioOf?.(scenarioId)
  if (!s?.briefing) return
  if (focus && s.focus) useUi.getState().focusOn(s.focus, 0.8)
  useUi.getState().openDialog('briefing')
}

export const randomSeed = (): number => Math.floor(Math.random() * 100000)

/**
 * Closing with × starts the scenario in view with a fresh seed, as the buttons do (never always 1812), without the
 * hand-over screen: who closes the welcome unanswered is most often one person looking at the board, not two.
 */
export function closeWelcome(players?: Players): void {
  // A plain function (the dialog's × and the tests call it): the scenario in view at the moment it is closed.
  gameStore.getState().setHandover(false)
  begin(gameStore.getState().scenarioId, randomSeed(), players)
}

/** «Фаланга» from the welcome or New game: a fresh game or its tutorial (its screens load then). */
export function openPhalanx(start: PhalanxStart): void {
  useUi.getState().openDialog(null)
  useActiveGame.getState().open('phalanx', start)
}
