// The first visit: a welcome dialog with three ways in; never when a game is saved or a link starts one.
import { expect, test } from '@playwright/test'
import { shot } from './helpers'

test('a first visit shows the welcome; the historical choice starts with the hand-over screen; a reload resumes without it', async ({
  page,
}) => {
  await page.goto('./')
  const welcome = page.getByTestId('welcome-dialog')
  await expect(welcome).toBeVisible()
  await expect(page.getByTestId('welcome-tutorial')).toContainText('Обучение')
  await expect(page.getByTestId('welcome-historical')).toContainText('Бородино, утро 7 сентября 1812')
  await expect(page.getByTestId('welcome-hypothetical')).toContainText('свободная расстановка')
  await expect(welcome).toContainText('«Правила»')
  await shot(page, 'welcome-01')

  // The rules open over it; Escape closes only the rules.
  await page.getByTestId('welcome-rules').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0)
  await expect(welcome).toBeVisible()

  // Hand-over is on by default: the first turn is handed over like any new game.
  await page.getByTestId('welcome-historical').click()
  await expect(welcome).toHaveCount(0)
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', 'fr')
  await page.getByTestId('handover-show').click()
  await expect(page.getByTestId('board')).toBeVisible()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')

  // A saved game: no welcome again.
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await page.reload()
  await expect(page.getByTestId('handover')).toBeVisible()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await expect(welcome).toHaveCount(0)
})

test('the welcome starts the tutorial or the hypothetical setup', async ({ page }) => {
  await page.goto('./')
  await page.getByTestId('welcome-tutorial').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'welcome')
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0)
  await page.getByTestId('tutorial-leave').click()
  await expect(page.getByTestId('tutorial')).toHaveCount(0)
  // No game of one's own to go back to: the welcome offers the choice again, and one click plays alone.
  await expect(page.getByTestId('welcome-dialog')).toBeVisible()
  await page.getByTestId('welcome-solo').click()
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.getByTestId('board')).toBeVisible()

  // A new visitor: the storage emptied once the autosave (written when the browser is idle) is done.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 1500 })))
  await page.evaluate(() => localStorage.clear())
  await page.goto('./')
  await page.getByTestId('welcome-hypothetical').click()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'setup')
  await expect(page.getByTestId('setup-panel')).toBeVisible()
})

test('no welcome when a link starts a game', async ({ page }) => {
  await page.goto('./?new=historical&seed=3&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0)
})

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' })
  test('the welcome opens in English and switches to Russian in place; the choice is kept', async ({ page }) => {
    await page.goto('./')
    const welcome = page.getByTestId('welcome-dialog')
    await expect(welcome).toContainText('Welcome')
    await expect(page.getByTestId('welcome-lang-en')).toHaveAttribute('aria-pressed', 'true')
    await page.getByTestId('welcome-lang-ru').click()
    await expect(welcome).toContainText('Добро пожаловать')
    await page.reload()
    await expect(page.getByTestId('welcome-dialog')).toContainText('Добро пожаловать')
  })
})
