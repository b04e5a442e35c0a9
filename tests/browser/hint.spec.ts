// The coach's hint in the browser: on the French first turn of the historical battle the hint (from the computer
// player in its worker) is shown in a panel and on the board, «Play it» plays exactly it, the panel closes when
// the game moves on, the h key asks too, and a «no help» game hides the button.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, gameState, startGame } from './helpers'

async function askHint(page: Page) {
  await page.getByTestId('hint').click()
  const panel = page.getByTestId('hint-panel')
  await expect(panel).toBeVisible({ timeout: 20_000 })
  return panel
}

test('a hint in the movement phase is drawn, explained and played', async ({ page }) => {
  await startGame(page, 'historical', 1812)
  await finishRally(page)
  const panel = await askHint(page)
  const kind = await panel.getAttribute('data-hint-kind')
  expect(kind).toBe('move')
  const unit = (await panel.getAttribute('data-hint-unit'))!
  const to = (await panel.getAttribute('data-hint-to'))!
  expect(unit).toBeTruthy()
  expect(to).toMatch(/^\d{4}$/)
  // The arrow ends where the panel says; the lines name the hex and link the rules.
  await expect(page.getByTestId('hint-arrow')).toHaveAttribute('data-hint-to', to)
  await expect(panel).toContainText(to)
  await expect(panel.locator('[data-rule="MOVE.1"]')).toBeVisible()
  const before = await gameState(page)
  expect(before.units[unit]?.hex).not.toBe(to)
  await page.getByTestId('hint-apply').click()
  const moved = page.locator(`[data-unit="${unit}"], [data-commander="${unit}"]`).first()
  await expect(moved).toHaveAttribute('data-at', to)
  // The state changed: the panel and the arrow are gone.
  await expect(page.getByTestId('hint-panel')).toHaveCount(0)
  await expect(page.getByTestId('hint-arrow')).toHaveCount(0)
  const after = await gameState(page)
  expect(after.units[unit]?.hex ?? to).toBe(to)
})

test('the h key asks for a hint, a move by hand makes it stale, and hints can be turned off', async ({ page }) => {
  await startGame(page, 'historical', 1812)
  await finishRally(page)
  await page.keyboard.press('h')
  const panel = page.getByTestId('hint-panel')
  await expect(panel).toBeVisible({ timeout: 20_000 })
  // The keys dialog lists the key.
  await page.keyboard.press('?')
  await expect(page.getByTestId('keys-dialog')).toContainText('h')
  await page.keyboard.press('Escape')
  // The player ends the phase instead: the hint was about the old position and is put away.
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('hint-panel')).toHaveCount(0)
  await expect(page.getByTestId('hint-arrow')).toHaveCount(0)
  // A «no help» game: the button is hidden, the key does nothing.
  await page.getByTestId('menu-hints').click()
  await expect(page.getByTestId('hint')).toHaveCount(0)
  await page.keyboard.press('h')
  await expect(page.getByTestId('hint-panel')).toHaveCount(0)
  await page.getByTestId('menu-hints').click()
  await expect(page.getByTestId('hint')).toBeVisible()
})
