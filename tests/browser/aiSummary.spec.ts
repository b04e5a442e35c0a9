// The summary of the computer's turn: after the computer has played the Russian turn 1 the person sees
// what it did (units moved, attacks, losses, the standing), can open a moment of it in review mode, and
// can put the card away. Looked at on a phone and a tablet as well.
import { expect, test } from '@playwright/test'
import { finishRally, shot, startGame } from './helpers'

test('after the computer’s Russian turn 1 a summary shows what it did, opens its moments in review, and can be dismissed', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await startGame(page, 'historical', 11)
  await page.getByTestId('menu-new').click()
  await page.getByTestId('scenario-historical').check()
  await page.getByTestId('seed').fill('11')
  await page.getByTestId('player-ru').selectOption('easy')
  await page.getByTestId('start-game').click()
  const turn = page.locator('[data-turn]').first()
  const side = page.locator('[data-side]').first()
  await expect(turn).toHaveAttribute('data-turn', '1')

  // The French turn 1, by the person: no summary yet (the computer has played nothing).
  await finishRally(page)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]').first()).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('ai-turn-summary')).toHaveCount(0)

  // The Russian turn 1, by the computer at Easy, shown quickly.
  await expect(page.getByTestId('ai-panel')).toHaveAttribute('data-ai-side', 'ru')
  await page.getByTestId('ai-speed').selectOption('0')
  await expect(turn).toHaveAttribute('data-turn', '2', { timeout: 80_000 })
  await expect(side).toHaveAttribute('data-side', 'fr')

  const card = page.getByTestId('ai-turn-summary')
  await expect(card).toBeVisible()
  await expect(card).toContainText('Ход 1: что сделали русские (компьютер)')
  const moved = card.getByTestId('ai-summary-moved')
  const count = Number(await moved.getAttribute('data-count'))
  expect(count).toBeGreaterThan(0)
  await expect(moved).toContainText(`Передвинуто частей: ${count}`)
  await expect(card.getByTestId('ai-summary-losses')).toContainText('Потери за ход')
  await expect(card.getByTestId('ai-summary-standing')).toContainText('Потери русских')
  await shot(page, 'ai-summary-01-desktop-ru')

  // A moved unit opens that moment in review mode; back to the game the card is still there.
  await moved.locator('.ai-chip').first().click()
  await expect(page.getByTestId('review-banner')).toBeVisible()
  await shot(page, 'ai-summary-02-review')
  await page.getByTestId('review-live').click()
  await expect(card).toBeVisible()

  // English, a tablet and a phone.
  await page.getByTestId('menu-lang').click()
  await expect(card).toContainText('Turn 1: what the Russians did (computer)')
  await expect(moved).toContainText(`Units moved: ${count}`)
  await page.setViewportSize({ width: 1024, height: 768 })
  await shot(page, 'ai-summary-03-tablet-en')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'ai-summary-04-phone-en')

  // Dismissed, it stays away while the person plays on.
  await card.getByTestId('ai-turn-summary-close').click()
  await expect(page.getByTestId('ai-turn-summary')).toHaveCount(0)
  expect(errors).toEqual([])
})
