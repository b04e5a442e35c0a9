// «Фаланга» opened from the welcome screen introduces itself: what the game is, how it is won and how a
// turn goes, in both languages, readable on a phone and a tablet; «Играть» puts it away, and the
// tutorial and the rules are a click from it.
import { expect, test } from '@playwright/test'
import { shot } from './helpers'

test('Phalanx from the welcome screen opens with a short introduction', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  const intro = page.getByTestId('ph-intro')
  await expect(intro).toBeVisible()
  await expect(intro).toContainText('«Фаланга»: с чего начать')
  await expect(intro).toContainText('4 отряда')
  await expect(page.getByTestId('ph-intro-close')).toBeFocused()
  await page.setViewportSize({ width: 1024, height: 768 })
  await shot(page, 'ph-intro-01-tablet-ru')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByTestId('ph-intro-rules').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0)

  await page.getByTestId('menu-lang').click()
  await expect(intro).toContainText('Phalanx: how to start')
  await expect(intro).toContainText('4 units')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(400)
  await shot(page, 'ph-intro-02-phone-en')

  await page.getByTestId('ph-intro-close').click()
  await expect(intro).toHaveCount(0)
  // The panel folds away on a phone and opens again from its bar.
  await page.getByTestId('panel-toggle').click()
  await expect(page.getByTestId('ph-panel')).not.toBeVisible()
  await page.getByTestId('panel-toggle').click()
  await expect(page.getByTestId('ph-panel')).toBeVisible()
  expect(errors).toEqual([])
})
