// The starting language's chunk fails to load: the game falls back to the other language, or, when
// neither loads, a plain message with a reload button (never a blank page).
import { expect, test } from '@playwright/test'
import { shot } from './helpers'

test('an English chunk that fails falls back to Russian', async ({ page }) => {
  await page.route(/\/assets\/en\.all-[\w-]+\.js$/, (r) => r.abort())
  await page.goto('./?lang=en')
  await expect(page.getByTestId('board')).toBeVisible()
  await shot(page, 'lang-chunk-fallback')
})

test('when no language loads, a message with a reload button', async ({ page }) => {
  await page.route(/\/assets\/(en|ru)\.all-[\w-]+\.js$/, (r) => r.abort())
  await page.goto('./?lang=en')
  await expect(page.getByTestId('load-failed')).toBeVisible()
  await expect(page.getByTestId('load-failed').getByRole('button')).toBeVisible()
})
