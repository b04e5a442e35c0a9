// Plays a French turn of the historical scenario through the board, as a person would.
import { expect, test, type Page } from '@playwright/test'
import { findAttack, finishRally, gameState, shot, startGame } from './helpers'

const SEED = 7

async function moveUnit(page: Page, unit: string, hex: string) {
  await page.locator(`[data-unit="${unit}"]`).click()
  await expect(page.locator('[data-reachable="true"]').first()).toBeAttached()
  await expect(page.locator(`[data-hex="${hex}"]`)).toHaveAttribute('data-reachable', 'true')
  await page.locator(`[data-hex="${hex}"]`).hover()
  await page.locator(`[data-hex="${hex}"]`).click()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', hex)
}

async function settlePending(page: Page) {
  for (let i = 0; i < 20; i++) {
    const pending = page.getByTestId('pending')
    // The game says whether a decision is pending; its panel loads on demand and then shows it.
    if (!(await gameState(page)).pending.length) return
    await expect(pending).toBeVisible()
    const kind = await pending.getAttribute('data-pending')
    if (kind === 'retreat') {
      const hexes = page.locator('[data-mark="retreat"]')
      await expect(hexes.first()).toBeAttached()
      await hexes.first().click()
    } else if (kind === 'advance') {
      await page.getByTestId('decline-advance').click()
    } else if (kind === 'exchange') {
      // Give up attackers one at a time until the loss is enough: CBT.8 refuses a superfluous one.
      const boxes = pending.locator('input[type=checkbox]')
      for (let k = 0; k < (await boxes.count()); k++) {
        await boxes.nth(k).check()
        await page.getByTestId('confirm-exchange').click()
        if (!(await gameState(page)).pending.length || (await pending.getAttribute('data-pending')) !== 'exchange')
          break
      }
    }
  }
  throw new Error('pending steps did not finish')
}

test('a French turn: rally, move, attack with two units, retreat, end phases into the Russian turn; reload resumes', async ({
  page,
}) => {
  await startGame(page, 'historical', SEED)
  await expect(page.locator('[data-turn]')).toHaveAttribute('data-turn', '1')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
  await shot(page, '01-start')

  // No French unit is demoralized at the start: no roll button, «End phase» ends the rally.
  await expect(page.getByTestId('rally-none')).toBeVisible()
  await expect(page.getByTestId('rally')).toHaveCount(0)
  await finishRally(page)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')

  const plan = await findAttack(page)
  await moveUnit(page, plan.a[0], plan.a[1])
  await expect(page.getByTestId('undo')).toContainText('1')
  await moveUnit(page, plan.b[0], plan.b[1])
  await expect(page.getByTestId('undo')).toContainText('2')
  await expect(page.getByTestId('undo')).toBeEnabled()
  await shot(page, '02-moved')

  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await expect(page.getByTestId('undo')).toHaveCount(0)
  // Units left in an enemy zone of control are flagged, and the phase cannot end before they attack (CBT.3).
  if ((await page.locator('[data-must-attack]').count()) > 0) {
    await expect(page.getByTestId('end-phase')).toBeDisabled()
    await expect(page.getByTestId('end-phase-why')).toContainText('CBT.3')
  }

  await page.locator(`[data-unit="${plan.defender}"]`).click()
  await expect(page.getByTestId('defender')).toBeVisible()
  await page.locator(`[data-unit="${plan.a[0]}"]`).click()
  await page.locator(`[data-unit="${plan.b[0]}"]`).click()
  const preview = page.getByTestId('preview')
  await expect(preview).toBeVisible()
  await expect(preview).toContainText('CBT.5')
  await expect(preview.locator('.odd').first()).toBeVisible()
  await expect(preview.getByTestId('odds-legend')).toContainText('А1')
  await shot(page, '03-combat-preview')

  // The rules opened from the preview close on Escape, and only they: the attack being planned stays.
  await preview.locator('[data-rule="CBT.7"]').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0)
  await expect(page.getByTestId('defender')).toBeVisible()
  await expect(preview).toBeVisible()

  await page.getByTestId('resolve').click()
  await expect(page.getByTestId('last-result').locator('[data-die]').first()).toBeVisible()
  await expect(page.locator('[data-event="combat-resolved"]').first()).toBeVisible()
  await shot(page, '04-combat-result')
  await settlePending(page)
  await expect(page.getByTestId('pending')).toHaveCount(0)

  // Anyone else who must attack is flagged; finish the phase when the rules allow.
  const endPhase = page.getByTestId('end-phase')
  if (await endPhase.isDisabled()) await expect(page.getByTestId('end-phase-why')).toContainText('CBT.3')
  else {
    await endPhase.click()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
  }
  await shot(page, '05-russian-turn')

  const before = await gameState(page)
  const positions = await page
    .locator('[data-unit]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-unit')}@${e.getAttribute('data-at')}`))
  await page.reload()
  await expect(page.getByTestId('board')).toBeVisible()
  expect(await gameState(page)).toEqual(before)
  await expect(page.locator('[data-turn]')).toHaveAttribute('data-turn', String(before.turn))
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', before.phase)
  const after = await page
    .locator('[data-unit]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-unit')}@${e.getAttribute('data-at')}`))
  expect(after).toEqual(positions)
  await expect(page.locator('[data-event="combat-resolved"]').first()).toBeVisible()
})

test('undo takes a move back and is blocked after the phase ends', async ({ page }) => {
  await startGame(page, 'historical', SEED)
  await finishRally(page)
  const plan = await findAttack(page)
  const start = (await gameState(page)).units[plan.a[0]]!.hex as string
  await moveUnit(page, plan.a[0], plan.a[1])
  await page.getByTestId('undo').click()
  await expect(page.locator(`[data-unit="${plan.a[0]}"]`)).toHaveAttribute('data-at', start)
  await expect(page.getByTestId('undo')).toBeDisabled()
  await expect(page.getByTestId('undo-why')).not.toBeEmpty()
})

test('hot-seat hand-over hides the board until the next player clicks', async ({ page }) => {
  await startGame(page, 'historical', SEED, 'on')
  await finishRally(page)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', 'ru')
  await expect(page.getByTestId('board')).toHaveCount(0)
  await expect(page.locator('[data-unit]')).toHaveCount(0)
  await shot(page, '06-handover')
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
})

test('a rule id in the log opens the rule text; the new-game dialog starts the hypothetical setup with a seed', async ({
  page,
}) => {
  await startGame(page, 'historical', SEED)
  await finishRally(page)
  await page.getByTestId('log').locator('[data-rule="SEQ.3"]').first().click()
  await expect(page.getByTestId('rule-text')).toHaveAttribute('data-rule-shown', 'SEQ.3')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0)

  await page.getByTestId('menu-new').click()
  await page.getByTestId('scenario-hypothetical').check()
  await page.getByTestId('seed').fill('1234')
  await page.getByTestId('start-game').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'setup')
  await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
  await expect(page.getByTestId('setup-panel')).toBeVisible()
  await expect(page.locator('[data-mark="zone"]').first()).toBeAttached()
  await expect(page.getByTestId('end-phase')).toBeDisabled()
  const s = await page.evaluate(() =>
    (window as never as { __borodino: { state(): { seed: number } } }).__borodino.state(),
  )
  expect(s.seed).toBe(1234)
  await shot(page, '08-setup')
})
