// A retreat into a hex held by one's own unit is chosen by a click on that unit's counter (the counter covers most of
// the hex): the unit retreats there.
import { expect, test } from '@playwright/test'
import { Combat } from '../../src/engine'
import { findGame, realCtx } from './gameSearch'
import { startGame } from './helpers'

/** A historical game stopped where a retreat may go into a hex held by one of the retreating side's units. */
function retreatOntoFriend(): { text: string; unit: string; friend: string; hex: string } {
  const { save, found } = findGame((s) => {
    const step = s.pending[0]
    if (step?.kind !== 'retreat') return null
    for (const hex of Combat.pendingRetreatHexes(realCtx, s)) {
      const friend = Object.values(s.units).find((u) => u.hex === hex && u.side === step.side && u.id !== step.unit)
      if (friend) return { unit: step.unit, friend: friend.id, hex }
    }
    return null
  })
  return { text: save, ...found }
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
