// «Фаланга» against the computer: North given to the computer at easy in New game; the person plays
// South's first turn; the computer answers in the worker, its commands are shown one by one; the turn
// comes back to South with no hand-over screen and no page error.
import { expect, test, type Page } from '@playwright/test'
import { phalanxAgainstComputer, shot } from './helpers'

type PhState = { side: string; phase: string; units: Record<string, { side: string; location: string }> }
const phState = (page: Page) =>
  page.evaluate(() => (window as never as { __phalanx: { state(): PhState } }).__phalanx.state())
const phCommands = (page: Page) =>
  page.evaluate(() => (window as never as { __phalanx: { commands(): unknown[] } }).__phalanx.commands())

test('Phalanx against the computer at easy: South plays, North answers from the worker, South again', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  await page.getByTestId('menu-new').click()
  await page.getByTestId('ph-player-north').selectOption('easy')
  await expect(page.getByTestId('ph-player-south')).toHaveValue('human')
  await page.getByTestId('ph-first-south').check()
  await shot(page, 'phalanx-ai-01-new-game')
  await page.getByTestId('start-game').click()
  // A person against the computer: no hand-over screen.
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')

  // South's first turn: cavalry out of the camp, then the three phases ended.
  await page.locator('[data-unit="S-C1"]').click()
  await page.locator('[data-hex="0508"][data-reachable="true"]').click()
  await page.getByTestId('facing-0').click()
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')
  for (const phase of ['movement', 'facing', 'attack']) {
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', phase)
    await page.getByTestId('end-phase').click()
  }
  const southDone = (await phCommands(page)).length

  // North's turn: the computer thinks in the worker, then shows its commands one by one.
  await expect(page.locator('[data-turn]')).toHaveAttribute('data-side', 'north')
  await expect(page.getByTestId('ai-panel')).toBeVisible()
  await expect(page.getByTestId('end-phase')).toHaveCount(0)
  await shot(page, 'phalanx-ai-02-computer-turn')
  await expect.poll(async () => (await phCommands(page)).length, { timeout: 30_000 }).toBeGreaterThan(southDone)
  await expect(page.getByTestId('handover')).toHaveCount(0)

  // The turn comes back to South: North's units are out of the camp, the person's controls are back.
  await expect(page.locator('[data-turn]')).toHaveAttribute('data-side', 'south', { timeout: 60_000 })
  await expect(page.getByTestId('end-phase')).toBeVisible()
  await expect(page.getByTestId('ai-thinking')).toHaveCount(0)
  const s = await phState(page)
  expect(s.side).toBe('south')
  expect(s.phase).toBe('movement')
  expect(Object.values(s.units).some((u) => u.side === 'north' && u.location !== 'camp')).toBe(true)
  await expect(page.locator('[data-handover-side]')).toHaveCount(0)
  await shot(page, 'phalanx-ai-03-back-to-south')
  expect(errors).toEqual([])
})

test('Phalanx against the computer: a new game while it plays leaves nothing of the old answer', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await phalanxAgainstComputer(page, 'easy', 'north')
  await expect(page.getByTestId('ai-panel')).toBeVisible()
  // At once a new game for two people: whatever the worker answers for the old game is dropped.
  await page.getByTestId('menu-new').click()
  await page.getByTestId('ph-player-north').selectOption('human')
  await page.getByTestId('ph-first-north').check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('handover')).toBeVisible()
  await page.waitForTimeout(3000)
  expect(await phCommands(page)).toEqual([])
  expect(errors).toEqual([])
})
