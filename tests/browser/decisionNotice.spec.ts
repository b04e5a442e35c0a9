// A decision of the person's in the computer's turn (here a retreat after its attack) is said on the board, where
// the person is looking, and goes once it is made; the side panel asks for it as before.
import { expect, test } from '@playwright/test'
import { Combat } from '../../src/engine'
import { findGame, realCtx } from './gameSearch'
import { startGame } from './helpers'

/** A save of a random game stopped where a Russian attack left one French unit one hex to retreat, the Russians
 * played by the computer; and a hex it may retreat to. */
function frenchRetreatInRussianTurn(): { text: string; hex: string } {
  const { save, found } = findGame(
    (s) => {
      const step = s.pending[0]
      const one = s.pending.length === 1 && step?.kind === 'retreat' && step.side === 'fr' && step.remaining === 1
      return s.side === 'ru' && one ? (Combat.pendingRetreatHexes(realCtx, s)[0] ?? null) : null
    },
    { fr: 'human', ru: 'normal' },
  )
  return { text: save, hex: found }
}

test('the computer’s turn waiting for the person’s retreat says so on the board, until the retreat is made', async ({
  page,
}) => {
  const { text, hex } = frenchRetreatInRussianTurn()
  await startGame(page, 'historical', 3)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  const notice = page.getByTestId('decision-notice')
  await expect(notice).toBeVisible()
  await expect(notice).toHaveAttribute('data-pending', 'retreat')
  await expect(notice).toContainText('Компьютер ждёт вашего решения')
  await expect(notice).toContainText('отступает: нажмите выделенную клетку на карте')
  await expect(page.getByTestId('pending')).toHaveAttribute('data-pending-side', 'fr')
  await page.locator(`[data-hex="${hex}"]`).first().click()
  await expect(notice).toHaveCount(0)
})
