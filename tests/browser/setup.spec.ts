// The hypothetical scenario's free setup (SCN.2), played by clicking: a refused hex, a placed unit, "place the rest".
import { expect, test } from '@playwright/test'
import { gameState, shot, startGame } from './helpers'

test('both sides set up the hypothetical scenario and turn 1 begins', async ({ page }) => {
  await startGame(page, 'hypothetical', 1234)
  await expect(page.locator('[data-phase]').first()).toHaveAttribute('data-phase', 'setup')
  await expect(page.getByTestId('setup-panel')).toBeVisible()
  // The end-phase button explains why it is disabled: nothing is placed yet.
  await expect(page.getByTestId('end-phase')).toBeDisabled()

  // Pick a Russian unit from the tray and click west of the line: refused with its rule.
  const tray = page.locator('[data-tray-unit]').first()
  const unit = await tray.getAttribute('data-tray-unit')
  await tray.click()
  await page.locator('[data-hex="0513"]').click({ force: true })
  await expect(page.getByText('SCN.2').first()).toBeVisible()
  expect((await gameState(page)).units[unit!]!.hex).toBeNull()

  // The unit stays selected after the refusal. The zone is shaded: click a hex in it and the unit stands there.
  await expect(page.locator(`[data-tray-unit="${unit}"]`)).toHaveClass(/active/)
  const zoneHex = await page.locator('[data-mark="zone"]').nth(40).getAttribute('data-hex')
  await page.locator(`[data-hex="${zoneHex}"]`).click({ force: true })
  await expect.poll(async () => (await gameState(page)).units[unit!]!.hex).toBe(zoneHex)

  await page.getByTestId('setup-auto').click()
  await shot(page, 'setup-russian')
  await expect(page.getByTestId('end-phase')).toBeEnabled()
  await page.getByTestId('end-phase').click()
  await expect.poll(async () => (await gameState(page)).side).toBe('fr')

  await page.getByTestId('setup-auto').click()
  await page.getByTestId('end-phase').click()
  await expect
    .poll(async () => {
      const s = await gameState(page)
      return [s.turn, s.side, s.phase]
    })
    .toEqual([1, 'fr', 'rally'])
  const s = await gameState(page)
  expect(Object.values(s.units).filter((u) => u.hex === null)).toEqual([])
  await shot(page, 'setup-done')
})
