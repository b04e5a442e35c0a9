// Combat by keyboard (the keys dialog lists them): from the combat phase's start, t picks a target with every unit
// that can join, Enter on it rolls — two key presses to a roll, none of them Tab.
import { expect, test } from '@playwright/test'
import { Combat } from '../../src/engine'
import { findGame, realCtx } from './gameSearch'
import { startGame } from './helpers'

/** A historical game stopped in a combat phase where the side to play can attack. */
const combatStart = (): string =>
  findGame((s) => (s.phase === 'combat' && !s.pending.length && Combat.legalTargets(realCtx, s).length ? true : null))
    .save

test('combat in two keys: t picks a target with its attackers, Enter on it rolls', async ({ page }) => {
  const text = combatStart()
  const at = (JSON.parse(text) as { commands: unknown[] }).commands.length
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  const commands = () =>
    page.evaluate(() => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands().length)
  expect(await commands()).toBe(at)
  await page.keyboard.press('t')
  await expect(page.locator('[data-testid^="pick-"]:checked').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect.poll(commands).toBe(at + 1)
})

test('the die just rolled tumbles onto its face once; with reduced motion it just shows', async ({ page }) => {
  const text = combatStart()
  for (const motion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion: motion })
    await startGame(page, 'historical', 1)
    await page.getByTestId('menu-saves').click()
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
    await page.keyboard.press('t')
    await page.keyboard.press('Enter')
    const die = page.getByTestId('last-result').locator('[data-rolling]').first()
    await expect(die).toBeVisible()
    const animation = await die.evaluate((el) => getComputedStyle(el).animationName)
    expect(animation).toBe(motion === 'reduce' ? 'none' : 'die-roll')
  }
})
