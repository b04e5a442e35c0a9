// A retreat into a hex held by one's own unit is chosen by a click on that unit's counter (the counter covers most of
// the hex): the unit retreats there.
import { expect, test } from '@playwright/test'
import { apply, Combat, isGameOver, type Command, type GameState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { exportText, makeSave } from '../../src/store/game/save/save'
import { realBundle } from '../../scripts/fuzz/realGame'
import { startGame } from './helpers'

/** A historical game stopped where a retreat may go into a hex held by one of the retreating side's units. */
function retreatOntoFriend(): { text: string; unit: string; friend: string; hex: string } {
  const b = realBundle()
  for (let seed = 1; seed < 80; seed++) {
    let s = b.newGame('historical', seed) as GameState
    const p = createRandomPlayer(seededRand(seed), { attackChance: 0.9 })
    const cmds: Command[] = []
    for (let i = 0; i < 4000 && !isGameOver(s); i++) {
      const c = p.next(b.ctx, s)
      const o = apply(b.ctx, s, c)
      if (!o.ok) break
      cmds.push(c)
      s = o.state
      const step = s.pending[0]
      if (step?.kind !== 'retreat') continue
      for (const hex of Combat.pendingRetreatHexes(b.ctx, s)) {
        const friend = Object.values(s.units).find((u) => u.hex === hex && u.side === step.side && u.id !== step.unit)
        if (friend)
          return {
            text: exportText(makeSave(b.map, 'historical', seed, cmds, s)),
            unit: step.unit,
            friend: friend.id,
            hex,
          }
      }
    }
  }
  throw new Error('no such game found')
}

test('a retreat onto a hex held by an own unit: a click on that counter retreats there', async ({ page }) => {
  const { text, unit, friend, hex } = retreatOntoFriend()
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  await page.locator(`[data-unit="${friend}"]`).click()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', hex)
})
