// A new or loaded game keeps nothing the screen and the computer player held for the game before it: the
// computer's pause (which would otherwise leave the new game's computer side silent), its skip and summary, the
// selection, the attack being put together and the last explanation.
import { describe, expect, it } from 'vitest'
import { gameStore, startApp } from '../../src/store/app'
import { useUi } from '../../src/store/ui/uiStore'

await startApp()
const game = () => gameStore.getState()

describe('another game', () => {
  it('drops the earlier game’s selection, attack and explanation on a new game and on a load', () => {
    for (const next of ['new', 'load'] as const) {
      game().newGame('historical', 7)
      const text = JSON.stringify(game().save())
      useUi.getState().selectUnit('fr-I-4')
      useUi.getState().setDefender('ru-1')
      useUi.getState().toggleAttacker('fr-I-4')
      useUi.getState().setSetupLimbered(true)
      game().dispatch({ type: 'move', unit: 'fr-I-4', path: ['1520', '1519'] })
      useUi.getState().explain(game().refusal)
      if (next === 'new') game().newGame('historical', 8)
      else expect(game().loadText(text)).toEqual([])
      const ui = useUi.getState()
      expect([ui.selectedUnit, ui.defender, ui.attackers, ui.setupLimbered, ui.explanation], next).toEqual([
        null,
        null,
        [],
        false,
        null,
      ])
    }
  })

  it('drops the computer player’s pause, skip and failure on a new game and on a load', async () => {
    const { aiStatusStore } = await import('../../src/store/ai/aiApp')
    for (const next of ['new', 'load'] as const) {
      game().newGame('historical', 7)
      const text = JSON.stringify(game().save())
      aiStatusStore.setState({ paused: true, skipFor: '1-fr', failed: { side: 'fr', message: 'x' } })
      if (next === 'new') game().newGame('historical', 9)
      else expect(game().loadText(text)).toEqual([])
      const st = aiStatusStore.getState()
      expect([st.paused, st.skipFor, st.failed], next).toEqual([false, null, null])
    }
  })
})
