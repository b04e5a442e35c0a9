// The overlay switches on narrow screens: folded behind one button (keyboard reachable, aria-expanded, a label in the
// game's language) so that they do not cover the counters of lesson 2 on a phone; on a wide screen they stay open.
import { expect, test, type Page } from '@playwright/test'
import { clear, startLesson2OnPhone } from './helpers'

async function lesson2AtAttacks(page: Page) {
  const card = await startLesson2OnPhone(page)
  for (let i = 0; i < 3; i++) await page.getByTestId('tutorial-next').tap()
  await expect(card).toHaveAttribute('data-step', 'w-attacks')
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('lesson 2: the switches fold behind a button that clears the counters and opens them', async ({ page }) => {
    await lesson2AtAttacks(page)
    const toggle = page.getByTestId('overlay-toggle')
    const bar = page.locator('.overlay-bar')
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-label', 'Показать слои карты (включено: 1)')
    await expect(page.getByTestId('overlay-attacks')).toBeHidden()
    // The step switched its overlay on: the marks are on the board and the folded button counts it.
    await expect(page.locator('[data-attackable="true"]').first()).toBeAttached()
    await expect(toggle).toContainText('1')
    const inView = async (ids: string[]) => {
      for (const id of ids) {
        const counter = page.locator(`[data-unit="${id}"]`)
        await expect(counter).toBeInViewport()
        expect(await clear(counter, bar), id).toBe(true)
      }
    }
    // The target and the units that can strike it.
    await inView(['fr-I-5', 'fr-III-25', 'ru-IV-23'])

    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAttribute('aria-label', 'Скрыть слои карты (включено: 1)')
    await expect(page.getByTestId('overlay-attacks')).toBeVisible()
    await expect(page.getByTestId('overlay-attacks')).toHaveAttribute('aria-pressed', 'true')
    await page.getByTestId('overlay-zoc').tap()
    await expect(page.getByTestId('overlay-zoc')).toHaveAttribute('aria-pressed', 'true')
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByTestId('overlay-zoc')).toBeHidden()
    await expect(toggle).toContainText('2')
    // The next step's counters, the cavalry that closes the ring among them.
    await page.getByTestId('tutorial-next').tap()
    await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'w-surround')
    await inView(['fr-V-cav', 'fr-I-5', 'fr-III-25', 'ru-IV-23'])
  })

  test('the button is reached and worked with the keyboard, and speaks English in an English game', async ({
    page,
  }) => {
    await page.goto('./?new=historical&seed=1&handover=off&lang=en')
    const toggle = page.getByTestId('overlay-toggle')
    await expect(toggle).toHaveAttribute('aria-label', 'Show map overlays')
    await page.getByTestId('board').focus()
    // Tab order: the board, then its toolbar.
    let reached = false
    for (let i = 0; i < 5 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await toggle.evaluate((el) => el === document.activeElement)
    }
    expect(reached).toBe(true)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAttribute('aria-label', 'Hide map overlays')
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('overlay-attacks')).toBeFocused()
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test('on a wide screen the switches stay as they are, with no fold button', async ({ page }) => {
  await page.goto('./?new=historical&seed=1&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  await expect(page.getByTestId('overlay-toggle')).toBeHidden()
  await expect(page.getByTestId('overlay-zoc')).toBeVisible()
  await page.getByTestId('overlay-zoc').click()
  await expect(page.locator('[data-legend="zoc"]')).toBeVisible()
})

test('on a wide screen a legend’s explanation is folded to one line until asked for; the list of targets stays', async ({
  page,
}) => {
  await page.goto('./?new=historical&seed=1&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  await page.getByTestId('overlay-zoc').click()
  const how = page.locator('[data-legend="zoc"] details.legend-how')
  await expect(how).not.toHaveAttribute('open')
  const box = (await page.locator('[data-legend="zoc"]').boundingBox())!
  expect(box.height).toBeLessThan(30)
  await how.locator('summary').click()
  await expect(how).toHaveAttribute('open')
  await expect(page.locator('[data-legend="zoc"]')).toBeVisible()
})
