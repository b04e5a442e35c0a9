// The Phalanx field by keyboard alone, as Borodino's map: the board takes the focus, arrows move the hex
// cursor (data-cursor), Enter on a reachable hex moves the selected unit there, and the facing is chosen
// with the keys too.
import { expect, test } from '@playwright/test'
import { shot } from './helpers'

test('the Phalanx board has a keyboard hex cursor: arrows move it, Enter acts on its hex', async ({ page }) => {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  await page.getByTestId('ph-intro-close').click()
  const board = page.locator('[data-game="phalanx"][data-testid="board"]')
  const cursor = page.locator('[data-cursor="true"]')
  await expect(cursor).toHaveCount(0)
  await board.focus()
  await expect(cursor).toHaveCount(1)
  const start = await cursor.getAttribute('data-hex')
  await page.keyboard.press('ArrowRight')
  const right = await cursor.getAttribute('data-hex')
  expect(right).not.toBe(start)
  await page.keyboard.press('ArrowLeft')
  await expect(cursor).toHaveAttribute('data-hex', start ?? '')
  // Two steps up and two down come back to the same hex (the cursor keeps to its column).
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  const up2 = await cursor.getAttribute('data-hex')
  expect(up2).not.toBe(start)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(cursor).toHaveAttribute('data-hex', start ?? '')

  // A unit chosen in the panel, then a reachable hex chosen with the cursor and Enter, then its facing.
  await page.getByTestId('ph-unit-S-C1').click()
  await board.focus()
  await page.keyboard.press('ArrowUp')
  const to = await cursor.getAttribute('data-hex')
  await expect(cursor).toHaveAttribute('data-reachable', 'true')
  await shot(page, 'ph-keyboard-cursor')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('facing-picker')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('facing-picker')).toHaveCount(0)
  const at = await page.evaluate(
    () =>
      (window as never as { __phalanx: { state(): { units: Record<string, { location: string }> } } }).__phalanx.state()
        .units['S-C1']?.location,
  )
  expect(at).toBe(to)
})
