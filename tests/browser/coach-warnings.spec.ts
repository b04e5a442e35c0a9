// Issue 28, the coach: warnings before a costly step (a commander left alone next to the enemy, CMD.5), one question
// before a phase end that loses him, the switch that turns warnings off, and the attack preview's consequences on
// this board (a defender whose retreat is blocked is destroyed, CBT.9). Positions come from seeded random games.
import { expect, test, type Page } from '@playwright/test'
import { Coach } from '../../src/engine'
import { percentText } from '../../src/i18n/coach'
import { gameState, shot, startGame } from './helpers'
import { blockedDefender, commanderLeftAlone, realCtx } from './coachPositions'

const commands = (page: Page) =>
  page.evaluate(() => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands())
const phase = (page: Page) => page.locator('[data-phase]')

async function load(page: Page, save: string) {
  await startGame(page, 'historical', 8)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(save) })
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
}

/** Selects the unit and points at the hex it would leave its commander from: the tooltip shows the cost. */
async function pointAtMove(page: Page, unit: string, to: string) {
  await page.locator(`[data-unit="${unit}"]`).click()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-selected', 'true')
  await page.locator(`[data-hex="${to}"]`).hover()
  await expect(page.getByTestId('tip-cost')).toBeVisible()
}

test('CMD.5 a move leaving a commander alone is warned; the phase end asks once: go back keeps the game, end anyway ends it', async ({
  page,
}) => {
  const pos = commanderLeftAlone()
  const { unit, commander, name, to } = pos.found
  await load(page, pos.save)
  await expect(phase(page)).toHaveAttribute('data-phase', 'movement')
  await pointAtMove(page, unit, to)
  const warn = page.getByTestId('move-warning')
  await expect(warn).toContainText(name)
  await expect(warn.locator('[data-rule="CMD.5"]')).toBeAttached()
  await expect(page.locator('.path-overlay')).toHaveAttribute('data-warn', 'true')
  await shot(page, 'coach-01-move-warning')
  await page.locator(`[data-hex="${to}"]`).click()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', to)
  const played = (await commands(page)).length

  // The button: one question naming him, «Вернуться» focused; going back changes nothing.
  await page.getByTestId('end-phase').click()
  const ask = page.getByTestId('phase-warning')
  await expect(ask).toContainText(name)
  await expect(ask.locator('[data-warning="commander-captured"] [data-rule="CMD.5"]')).toBeVisible()
  await expect(page.getByTestId('phase-warning-back')).toBeFocused()
  await expect(page.getByTestId('phase-warning-end')).toHaveText('Всё равно завершить')
  await shot(page, 'coach-02-phase-warning')
  await page.getByTestId('phase-warning-back').click()
  await expect(ask).toHaveCount(0)
  await expect(phase(page)).toHaveAttribute('data-phase', 'movement')
  expect(await commands(page)).toHaveLength(played)

  // The e key asks the same; Escape goes back.
  await page.keyboard.press('e')
  await expect(ask).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(ask).toHaveCount(0)
  await expect(phase(page)).toHaveAttribute('data-phase', 'movement')
  expect(await commands(page)).toHaveLength(played)

  // «Всё равно завершить»: the phase ends, and the rules capture him as warned.
  await page.getByTestId('end-phase').click()
  await page.getByTestId('phase-warning-end').click()
  await expect(ask).toHaveCount(0)
  await expect(phase(page)).toHaveAttribute('data-phase', 'combat')
  const after = (await gameState(page)) as unknown as { commanders: Record<string, { status: string }> }
  expect(after.commanders[commander]!.status).toBe('captured')
})

test('with warnings switched off (remembered), neither the move nor the phase end warns', async ({ page }) => {
  const pos = commanderLeftAlone()
  const { unit, to } = pos.found
  await load(page, pos.save)
  await page.getByTestId('menu-coach').click()
  await expect(page.getByTestId('menu-coach')).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(page.getByTestId('menu-coach')).toHaveAttribute('aria-pressed', 'false')
  await expect(phase(page)).toHaveAttribute('data-phase', 'movement')
  await page.getByTestId('zoom-fit').click()
  await pointAtMove(page, unit, to)
  await expect(page.getByTestId('move-warning')).toHaveCount(0)
  await page.locator(`[data-hex="${to}"]`).click()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', to)
  await page.getByTestId('end-phase').click()
  await expect(phase(page)).toHaveAttribute('data-phase', 'combat')
  await expect(page.getByTestId('phase-warning')).toHaveCount(0)
})

test('CBT.9 the attack preview says the defender is destroyed because its retreat is blocked, with the exact chance', async ({
  page,
}) => {
  const pos = blockedDefender()
  const { defender, attackers, result, label } = pos.found
  const q = Coach.attackConsequences(realCtx, pos.state, { defender, attackers })
  if (!q.ok) throw new Error(q.refusal.code)
  await load(page, pos.save)
  await expect(phase(page)).toHaveAttribute('data-phase', 'combat')
  await page.locator(`[data-unit="${defender}"]`).click()
  await expect(page.getByTestId('defender')).toContainText(label)
  for (const id of attackers) await page.getByTestId(`pick-${id}`).check()
  const block = page.getByTestId('attack-consequences')
  await expect(block).toContainText(`Защитник уничтожен: ${percentText(q.consequences.defender.destroyed, 'ru')}`)
  await expect(block.getByTestId('consequences-blocked')).toContainText('отступление перекрыто')
  await expect(block.getByTestId('consequences-blocked').locator('[data-rule="CBT.9"]')).toBeVisible()
  await block.getByTestId('consequences-details').locator('summary').click()
  const distance = result === 'D2' ? 2 : 1
  await expect(block.locator(`[data-result="${result}"] [data-consequence="no-retreat"]`)).toContainText(
    `${label}: отступление на ${distance} перекрыто — уничтожена`,
  )
  await shot(page, 'coach-03-consequences')
})
