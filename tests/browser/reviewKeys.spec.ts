// Keyboard in a review of the game: the board's cursor, the rules and the key list work; the review steps with
// its own keys; the keys that would change the game say why not and change nothing.
import { expect, test } from '@playwright/test'
import { gameState, startGame } from './helpers'

test('review: cursor, r and ? work; ← → PageUp PageDown Home End step; e, u, n, Enter explain and change nothing', async ({
  page,
}) => {
  await startGame(page, 'historical', 11)
  // Three entries in the record: the rally ends, the movement ends, a combat-phase entry.
  await page.keyboard.press('e')
  await page.keyboard.press('e')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  const live = await gameState(page)
  await page.getByTestId('review-open').click()
  const banner = page.getByTestId('review-banner')
  await expect(banner).toBeVisible()
  const total = Number(await banner.getAttribute('data-total'))
  expect(total).toBeGreaterThanOrEqual(2)
  await expect(banner).toHaveAttribute('data-position', String(total))

  // Off the board ← steps back.
  await page.keyboard.press('ArrowLeft')
  await expect(banner).toHaveAttribute('data-position', String(total - 1))

  // On the board, reached with Tab, the arrows move the cursor (the review stays where it is); PageUp / PageDown step.
  const board = page.getByTestId('board')
  for (let i = 0; i < 40 && !(await board.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(board).toBeFocused()
  await page.keyboard.press('ArrowUp')
  const cursor = page.locator('[data-cursor="true"]')
  await expect(cursor).toHaveCount(1)
  const first = await cursor.getAttribute('data-hex')
  await page.keyboard.press('ArrowLeft')
  await expect(cursor).not.toHaveAttribute('data-hex', first ?? '')
  await expect(banner).toHaveAttribute('data-position', String(total - 1))
  await page.keyboard.press('PageDown')
  await expect(banner).toHaveAttribute('data-position', String(total))
  await page.keyboard.press('PageUp')
  await expect(banner).toHaveAttribute('data-position', String(total - 1))
  await page.keyboard.press('Home')
  await expect(banner).toHaveAttribute('data-position', '0')
  await page.keyboard.press('End')
  await expect(banner).toHaveAttribute('data-position', String(total))

  // The keys that would change the game explain themselves and change nothing.
  for (const key of ['e', 'u', 'n', 'Enter']) {
    await page.keyboard.press(key)
    await expect(page.getByTestId('message')).toContainText('просмотр')
    await expect(banner).toBeVisible()
  }
  const after = await gameState(page)
  expect(after.phase).toBe(live.phase)
  expect(after.turn).toBe(live.turn)
  expect(after.units).toEqual(live.units)

  // The rules and the key list open, and the review is still there when they close.
  await page.keyboard.press('r')
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0)
  await expect(banner).toBeVisible()
  await page.keyboard.press('?')
  await expect(page.getByTestId('keys-dialog')).toContainText('PageUp')
  await page.keyboard.press('Escape')
  await expect(banner).toBeVisible()

  // Esc goes back to the game.
  await page.keyboard.press('Escape')
  await expect(banner).toHaveCount(0)
  await expect(board).not.toHaveAttribute('data-review', 'true')
})
