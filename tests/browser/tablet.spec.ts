// At a tablet's size (820×1180, portrait) every control of the step at hand is on the screen without scrolling: the
// combat odds and the roll button, the retreat choice, the advance choice and the decline (issue 30, item 8).
import { expect, test, type Page } from '@playwright/test'
import { clear, shot } from './helpers'

test.use({ viewport: { width: 820, height: 1180 } })

const onScreen = async (page: Page, testId: string) => {
  const el = page.getByTestId(testId).first()
  await expect(el).toBeVisible()
  await expect(el).toBeInViewport({ ratio: 1 })
}

test('a whole combat at 820×1180: odds, roll, retreat, advance and decline, none scrolled away', async ({ page }) => {
  await page.goto('./?new=historical&seed=7&handover=off')
  // The menu is folded behind one button at this width.
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId('tutorial2-start').click()
  const step = (id: string) => expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', id)
  for (let i = 0; i < 4; i++) await page.getByTestId('tutorial-next').click()
  await step('w-surround')
  await page.locator('[data-unit="fr-V-cav"]').click()
  await page.locator('[data-hex="1519"]').click()
  await step('w-end-movement')
  await onScreen(page, 'end-phase')
  await page.getByTestId('end-phase').click()
  await step('w-bad-roll')
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-III-25"]').click()
  await shot(page, 'tablet-01-odds')
  await expect(page.getByTestId('preview').locator('.odds')).toBeInViewport({ ratio: 1 })
  await expect(page.getByTestId('crt-column')).toBeInViewport({ ratio: 1 })
  await onScreen(page, 'resolve')
  await page.getByTestId('resolve').click()
  await step('w-own-retreat')
  await expect(page.locator('[data-mark="retreat"]').first()).toBeInViewport()
  await page.locator('[data-mark="retreat"]').first().click()
  await step('w-ru-advance')
  await onScreen(page, 'decline-advance')
  await shot(page, 'tablet-02-advance')
  await page.getByTestId('decline-advance').click()
  await step('w-destroy')
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-I-5"]').click({ position: { x: 12, y: 40 } })
  await page.locator('[data-unit="fr-V-cav"]').click()
  await onScreen(page, 'resolve')
  await page.getByTestId('resolve').click()
  await step('w-advance')
  await onScreen(page, 'decline-advance')
  await expect(page.locator('[data-testid^="advance-fr-"]').first()).toBeInViewport({ ratio: 1 })
  await shot(page, 'tablet-03-advance-choice')
})

test('lesson 3 at 820×1180: the warning the step teaches is not hidden under the lesson card', async ({ page }) => {
  await page.goto('./?new=historical&seed=7&handover=off')
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId('tutorial3-start').click()
  await page.getByTestId('tutorial-next').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'c-block')
  await page.locator('[data-hex="1217"]').hover()
  const warning = page.getByTestId('move-warning')
  await expect(warning).toBeVisible()
  await shot(page, 'tablet-04-lesson3-warning')
  expect(await clear(page.getByTestId('hover-tip'), page.getByTestId('tutorial'))).toBe(true)
  await expect(warning).toBeInViewport({ ratio: 1 })
})
