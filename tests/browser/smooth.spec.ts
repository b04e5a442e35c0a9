// The common case made smooth (issue 30): one recommended first step and a one-click game alone against the
// computer on the welcome, every lesson of both games in «Обучение», the «Фаланга» lesson card whole on common
// screens, a new game that keeps nothing of the computer's pause, and «Ходов нет» that says why.
import { expect, test, type Page } from '@playwright/test'
import { phalanxAgainstComputer } from './helpers'

const recommended = (page: Page) => page.locator('[data-testid="welcome-dialog"] [data-recommended="true"]')

test('the welcome recommends one first step and starts a game alone against the computer in one click', async ({
  page,
}) => {
  await page.goto('./')
  await expect(page.getByTestId('welcome-dialog')).toBeVisible()
  await expect(recommended(page)).toHaveCount(1)
  await expect(recommended(page)).toHaveAttribute('data-testid', 'welcome-tutorial')
  // The side and the level are chosen right there; the person plays the Russians against a strong computer.
  await page.getByTestId('welcome-solo-side').selectOption('ru')
  await page.getByTestId('welcome-solo-level').selectOption('hard')
  await page.getByTestId('welcome-solo').click()
  await expect(page.getByTestId('welcome-dialog')).toHaveCount(0)
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.getByTestId('ai-panel')).toContainText('Французы: играет компьютер (сильный)')
})

test('a lesson left half-way is the one recommended step on the welcome', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('borodino:tutorial-step', JSON.stringify({ step: 3, starts: [0, 0, 1, 2] })),
  )
  await page.goto('./')
  await expect(recommended(page)).toHaveCount(1)
  await expect(recommended(page)).toHaveAttribute('data-testid', 'welcome-resume')
  await expect(page.getByTestId('welcome-resume')).toContainText('шаг 4')
  await expect(page.getByTestId('welcome-tutorial')).toBeVisible()
})

test('«Обучение» lists «Фаланга»’s lesson and opens it', async ({ page }) => {
  await page.goto('./?new=historical&seed=3&handover=off')
  await page.getByTestId('menu-tutorial').click()
  const row = page.locator('[data-lesson][data-game="phalanx"]')
  await expect(row).toHaveCount(1)
  await expect(page.locator('[data-lesson][data-game="borodino"]')).toHaveCount(3)
  await row.getByRole('button').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
  await expect(page.locator('[data-game="phalanx"].ph-app')).toBeVisible()
})

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 820, height: 1180 },
]) {
  test(`the «Фаланга» lesson card is whole at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('./')
    await page.getByTestId('welcome-phalanx-tutorial').click()
    const card = page.getByTestId('tutorial')
    await expect(card).toBeVisible()
    const box = (await card.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    // Its text and buttons are not cut off inside it.
    expect(await card.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
    await expect(page.getByTestId('tutorial-leave')).toBeInViewport()
  })
}

test('a new game does not keep the computer’s pause from the game before', async ({ page }) => {
  await page.goto('./?new=historical&seed=3&handover=off&fr=easy&ru=easy')
  await expect(page.getByTestId('ai-pause')).toBeVisible()
  await page.getByTestId('ai-pause').click()
  await expect(page.getByTestId('ai-pause')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('menu-new').click()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('ai-pause')).toHaveAttribute('aria-pressed', 'false')
  const count = () =>
    page.evaluate(() => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands().length)
  await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(0)
})

test('«Фаланга»: «Ходов нет» says why; no hand-over screen when the computer plays a side', async ({ page }) => {
  await phalanxAgainstComputer(page, 'easy', 'south')
  await expect(page.getByTestId('handover')).toHaveCount(0)
  // The cavalry comes out of the camp; selected again, it has no moves, and the panel says it has moved already.
  await page.locator('[data-unit="S-C1"]').click()
  await page.locator('[data-hex="0508"][data-reachable="true"]').click()
  await page.getByTestId('facing-0').click()
  await page.locator('[data-unit="S-C1"]').click()
  const why = page.getByTestId('ph-no-moves')
  await expect(why).toHaveAttribute('data-why', 'move.already-moved')
  await expect(why).toContainText('Ходов нет')
  await expect(why).toContainText('уже двигался')
  await expect(page.locator('[data-unit="S-C1"] title')).toContainText('Фронт')
})
