// Lesson 3, the coach, played to its end in the browser: the warning on the hex that takes III-25's way back, the
// phase-end confirmation with Davout alone ("go back" leaves the phase as it was), the hint asked and played at the
// step that teaches it (and only there), the retreat into the hex kept free.
import { expect, test, type Page } from '@playwright/test'
import { gameState, shot, startGame, startLesson } from './helpers'

const stepIs = async (page: Page, id: string, n: number) => {
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', id)
  await shot(page, `lesson3-${String(n).padStart(2, '0')}-${id}`)
}

test('lesson 3, the coach: a retreat kept open, a commander not left alone, a hint played', async ({ page }) => {
  await startGame(page, 'historical', 7)
  await startLesson(page, 3)
  await stepIs(page, 'c-intro', 1)
  // Elsewhere in a lesson the hint is not offered: the lesson asks for its own steps.
  await expect(page.getByTestId('hint')).toHaveCount(0)
  await page.getByTestId('tutorial-next').click()

  await stepIs(page, 'c-block', 2)
  await expect(page.locator('[data-unit="fr-I-5"]')).toHaveAttribute('data-selected', 'true')
  await page.locator('[data-hex="1217"]').hover()
  const warning = page.getByTestId('move-warning')
  await expect(warning.locator('[data-warning="retreat-blocked"]')).toContainText('III-25')
  await shot(page, 'lesson3-02b-warning')
  await page.locator('[data-hex="1218"]').hover()
  await expect(warning).toHaveCount(0)
  await page.locator('[data-hex="1218"]').click()

  await stepIs(page, 'c-commander', 3)
  // Ending the phase now would cost Davout: the coach asks first, and "go back" changes nothing.
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('phase-warning')).toContainText('Даву')
  await shot(page, 'lesson3-03b-phase-warning')
  await page.getByTestId('phase-warning-back').click()
  await expect(page.getByTestId('phase-warning')).toHaveCount(0)
  expect((await gameState(page)).phase).toBe('movement')
  // Asked again, the dialog says how to avoid it and shows him on the map: he is selected, ready to move.
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('phase-warning')).toContainText(/переведите его в клетку его части/)
  await page.getByTestId('phase-warning-show').click()
  await expect(page.getByTestId('phase-warning')).toHaveCount(0)
  await expect(page.locator('[data-commander="davout"]')).toHaveAttribute('data-selected', 'true')
  await page.locator('[data-join="fr-I-5"]').click()

  await stepIs(page, 'c-end-movement', 4)
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('phase-warning')).toHaveCount(0)

  await stepIs(page, 'c-hint', 5)
  await page.getByTestId('hint').click()
  const panel = page.getByTestId('hint-panel')
  await expect(panel).toBeVisible({ timeout: 20_000 })
  await expect(panel).toHaveAttribute('data-hint-kind', 'attack')
  await shot(page, 'lesson3-05b-hint')
  await page.getByTestId('hint-apply').click()

  await stepIs(page, 'c-retreat', 6)
  await page.locator('[data-hex="1217"]').click()
  await stepIs(page, 'c-advance', 7)
  await page.getByTestId('decline-advance').click()
  await stepIs(page, 'c-done', 8)
  const s = await gameState(page)
  expect(s.units['fr-III-25']?.hex).toBe('1217')
  await expect(page.locator('[data-commander="davout"]')).toHaveAttribute('data-at', '1218')
  await page.getByTestId('tutorial-finish').click()
  await expect(page.getByTestId('tutorial')).toHaveCount(0)
})
