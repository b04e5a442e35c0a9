// The lessons on a phone: the card is compact (the step's text folds away) so that the counters the step talks
// about stay visible above it and can be tapped; the texts say «touch and hold» where a mouse would hover.
import { expect, test } from '@playwright/test'
import { clear, startLesson2OnPhone } from './helpers'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('lesson 2 on a phone: compact card, counters in view and tappable, touch wording', async ({ page }) => {
  const card = await startLesson2OnPhone(page)
  await expect(card).toHaveAttribute('data-step', 'w-score')
  // Folded: the step's text is one tap away, and comes back folded.
  await expect(card.locator('.tutorial-text')).toHaveCount(0)
  await page.getByTestId('tutorial-fold').tap()
  await expect(card.locator('.tutorial-text')).toBeVisible()
  await page.getByTestId('tutorial-fold').tap()
  await expect(card.locator('.tutorial-text')).toHaveCount(0)
  const box = (await card.boundingBox())!
  expect(box.height).toBeLessThan(844 * 0.3)

  for (let i = 0; i < 3; i++) await page.getByTestId('tutorial-next').tap()
  await expect(card).toHaveAttribute('data-step', 'w-attacks')
  await expect(page.getByTestId('tutorial-todo')).toContainText('Коснитесь IV-23 и удерживайте')
  await expect(card).not.toContainText('Наведите')
  await page.getByTestId('tutorial-next').tap()
  await expect(card).toHaveAttribute('data-step', 'w-surround')

  // The counters of the step are on the board's visible part, clear of the card, and the move is made by taps.
  for (const id of ['fr-V-cav', 'fr-I-5', 'fr-III-25', 'ru-IV-23']) {
    const counter = page.locator(`[data-unit="${id}"]`)
    await expect(counter).toBeInViewport()
    expect(await clear(counter, card), id).toBe(true)
  }
  await page.locator('[data-unit="fr-V-cav"]').tap()
  await page.locator('[data-hex="1519"]').tap()
  await expect(card).toHaveAttribute('data-step', 'w-end-movement')
})
