// Parts loaded on demand: a chunk that cannot be fetched gives a message and a retry, never a blank.
import { expect, test } from '@playwright/test'
import { startGame } from './helpers'

test('a dialog whose chunk cannot be fetched says so, and opens on retry once the network is back', async ({
  page,
}) => {
  await page.goto('./?new=historical&seed=3&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  // The rules reference's chunk fails (as it would offline before the service worker has stored it).
  await page.route('**/assets/RulesDialog-*.js', (r) => r.abort())
  await page.getByTestId('menu-rules').click()
  const failed = page.getByTestId('load-failed')
  await expect(failed).toBeVisible()
  await expect(failed).toContainText('Не удалось загрузить')
  await page.unroute('**/assets/RulesDialog-*.js')
  await failed.getByRole('button').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
})

test('a side panel part whose chunk cannot be fetched says so in the panel', async ({ page }) => {
  // Blocked from the start, so that the idle preload cannot fetch it first.
  await page.route('**/assets/UnitDetails-*.js', (r) => r.abort())
  await startGame(page, 'historical', 3)
  await page.locator('[data-unit^="fr-"]').first().click()
  await expect(page.locator('.side-panel [data-testid="load-failed"]')).toContainText('панель')
  await expect(page.getByTestId('board')).toBeVisible()
})
