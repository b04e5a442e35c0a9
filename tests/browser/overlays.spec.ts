// The coach's overlays on the historical map: «Куда атаковать» ranks targets by the chance to destroy them on
// the board and says when a target can only be pushed back; «Угрозы» grades each threatened unit, with a key.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, shot } from './helpers'

async function start(page: Page, lang: 'ru' | 'en') {
  await page.goto(`./?new=historical&seed=7&handover=off&lang=${lang}`)
  await expect(page.getByTestId('board')).toBeVisible()
  await page.getByTestId('zoom-fit').click()
  await finishRally(page)
}

/** From the French movement phase of turn 1 to the Russian rally phase (the French neither move nor attack). */
async function toRussianTurn(page: Page) {
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
  // The one-time note on who plays the Russians: the person does.
  await page.getByTestId('solo-note-ok').click()
}

test('turn 1: targets ranked by the chance to destroy, a push-back told apart; threats graded, with a key', async ({
  page,
}) => {
  await start(page, 'ru')
  await page.getByTestId('overlay-attacks').click()
  // The battery in the flèches can be destroyed (1 in 3): the best target; the Jägers in Borodino only pushed back.
  const battery = page.locator('[data-attack-badge="ru-art-fleches-1"]')
  await expect(battery).toHaveAttribute('data-rank', '1')
  await expect(battery).toHaveAttribute('data-result', 'destroy')
  await expect(battery).toContainText('1 · 33%')
  const jaeg = page.locator('[data-attack-badge="ru-V-jaeg"]')
  await expect(jaeg).toHaveAttribute('data-result', 'retreat')
  await expect(jaeg).toContainText('↩ 83%')
  await expect(page.locator('[data-legend="attacks"] [data-target-jump]').first()).toHaveAttribute(
    'data-target-jump',
    'ru-art-fleches-1',
  )
  await expect(page.locator('[data-legend="attacks"]')).toContainText('↩')
  await page.getByTestId('overlay-attacks').click()

  await toRussianTurn(page)
  await page.getByTestId('overlay-threats').click()
  const badges = page.locator('[data-overlay="threats"] [data-attack-badge]')
  await expect(badges.first()).toBeAttached()
  const grades = await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-grade')))
  expect(grades.every((g) => ['low', 'risk', 'danger', 'lost'].includes(g ?? ''))).toBe(true)
  expect(new Set(grades).size).toBeGreaterThan(1)
  await expect(page.locator('[data-attack-badge="ru-art-fleches-1"]')).toHaveAttribute('data-grade', 'risk')
  await expect(page.locator('[data-attack-badge="ru-V-jaeg"]')).toHaveAttribute('data-grade', 'low')
  const key = page.getByTestId('threat-grades')
  await expect(key).toBeVisible()
  await expect(key.locator('[data-grade-legend]')).toHaveCount(4)
  await expect(key).toContainText('40–75%')
})

for (const lang of ['ru', 'en'] as const) {
  for (const [w, h] of [
    [1280, 800],
    [820, 1180],
  ] as const) {
    test(`screens: both overlays, ${lang}, ${w}×${h}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h })
      await start(page, lang)
      // Narrow screens fold the switches behind one button.
      if (await page.getByTestId('overlay-toggle').isVisible()) await page.getByTestId('overlay-toggle').click()
      await page.getByTestId('overlay-attacks').click()
      await page.locator('[data-target-jump="ru-art-fleches-1"]').click()
      await expect(page.locator('[data-attack-badge="ru-art-fleches-1"]')).toBeVisible()
      await shot(page, `overlay-attacks-${lang}-${w}x${h}`)
      await page.getByTestId('overlay-attacks').click()
      await toRussianTurn(page)
      await page.getByTestId('overlay-threats').click()
      await page.locator('[data-target-jump="ru-art-fleches-1"]').click()
      await expect(page.getByTestId('threat-grades')).toBeVisible()
      await shot(page, `overlay-threats-${lang}-${w}x${h}`)
    })
  }
}
