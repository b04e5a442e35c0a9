// Explanations lead to the rules: a refused action names its rule, and the rule id opens the reference there.
import { expect, test } from '@playwright/test'
import { finishRally, shot, startGame } from './helpers'

test('a refusal’s rule id opens the rules reference at that rule, highlighted; the reference is searchable', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  // An illegal move: a French division asked to go far beyond its reach.
  await page.locator('[data-unit="fr-I-5"]').click()
  await page.locator('[data-hex="2010"]').click()
  const toast = page.getByTestId('refusal')
  await expect(toast).toBeVisible()
  const rule = (await toast.getAttribute('data-rule')) as string
  await shot(page, 'rules-01-refusal')
  expect(rule).toMatch(/^(MOVE|ZOC|STACK)\.\d$/)
  await toast.locator(`[data-rule="${rule}"]`).click()
  const article = page.locator(`[data-rule-article="${rule}"]`)
  await expect(article).toHaveClass(/highlighted/)
  await expect(article).toBeInViewport()
  await expect(page.getByTestId('rule-text')).toHaveAttribute('data-rule-shown', rule)
  await shot(page, 'rules-02-reference')

  // The combat table is there, with Russian labels.
  await expect(page.getByTestId('crt-table')).toContainText('ЗУ')
  await page.getByTestId('rules-search').fill('кустарник')
  await expect(page.locator('[data-rule-article="MOVE.2"]')).toBeVisible()
  await expect(page.locator('[data-rule-article="SEQ.1"]')).toHaveCount(0)
  await page.getByTestId('rules-search').fill('zoc.4')
  await expect(page.locator('[data-rule-article]')).toHaveCount(1)
})

test('the zone-of-control overlay can be switched on and off', async ({ page }) => {
  await startGame(page, 'historical', 7)
  const zoc = page.locator('[data-overlay="zoc"] [data-overlay-hex]')
  await expect(zoc).toHaveCount(0)
  await page.getByTestId('overlay-zoc').click()
  await expect(page.getByTestId('overlay-zoc')).toHaveAttribute('aria-pressed', 'true')
  // The overlay's code loads when it is first switched on.
  await expect.poll(() => zoc.count()).toBeGreaterThan(20)
  await page.getByTestId('overlay-zoc').click()
  await expect(zoc).toHaveCount(0)
})
