// «Фаланга» saves through the one saves layer: a deeply nested autosave or file never stops the game and is kept or
// refused in words; a name that holds another game asks first and the offered name is free; the tutorial gives the
// player's own game back.
import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { shot } from './helpers'

const AUTOSAVE = 'phalanx:autosave'

async function openPhalanx(page: Page) {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-game="phalanx"][data-testid="board"]')).toBeVisible()
}

/** Cavalry out of the camp: one command (to the first hex it can reach, unless one is named). */
async function leaveCamp(page: Page, unit = 'S-C1', to: string | undefined = unit === 'S-C1' ? '0508' : undefined) {
  const hex =
    to ??
    (await page.evaluate(
      (u) => (window as never as { __phalanx: { reach(u: string): string[] } }).__phalanx.reach(u)[0]!,
      unit,
    ))
  await page.locator(`[data-unit="${unit}"]`).click()
  await page.locator(`[data-hex="${hex}"][data-reachable="true"]`).click()
  await page.getByTestId('facing-0').click()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', hex)
}

const autosave = (page: Page) => page.evaluate((k) => localStorage.getItem(k), AUTOSAVE)

test('a Phalanx autosave nested 5,000 deep: the game opens, says so, and keeps the text until the player decides', async ({
  page,
}) => {
  await openPhalanx(page)
  await leaveCamp(page)
  // The move's autosave is written when the browser is idle: the text is damaged after it.
  await expect.poll(async () => (await autosave(page))?.includes('0508')).toBe(true)
  const broken = await page.evaluate((k) => {
    const t = localStorage.getItem(k)!
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    localStorage.setItem(k, t.replace('"commands":[', `"commands":[${deep},`))
    return localStorage.getItem(k)!
  }, AUTOSAVE)
  await page.reload()
  const dialog = page.getByTestId('broken-autosave')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('глубже, чем игра')
  await shot(page, 'phalanx-08-broken-autosave')
  await dialog.getByRole('button', { name: '×' }).click()
  await expect(page.getByTestId('broken-autosave-banner')).toBeVisible()
  // The player plays on; the unreadable text is not written over, not even when the page is left.
  await leaveCamp(page, 'S-C2')
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
  expect(await autosave(page)).toBe(broken)
  await page.getByTestId('broken-autosave-banner').getByRole('button').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('broken-download').click()])
  expect(readFileSync(await download.path(), 'utf8')).toBe(broken)
  await page.getByTestId('broken-discard').click()
  await expect(page.getByTestId('broken-autosave')).toHaveCount(0)
  await expect.poll(async () => (await autosave(page))?.startsWith('{"format":"phalanx-save"')).toBe(true)
})

test('a deeply nested file is refused in words and the game is untouched', async ({ page }) => {
  await openPhalanx(page)
  await leaveCamp(page)
  await page.getByTestId('menu-saves').click()
  const deep = '['.repeat(100_000) + ']'.repeat(100_000)
  await page.getByTestId('ph-import').setInputFiles({
    name: 'deep.json',
    mimeType: 'application/json',
    buffer: Buffer.from(`{"format":"phalanx-save","version":1,"commands":[${deep}]}`),
  })
  await expect(page.getByTestId('save-problems')).toContainText('вложены друг в друга')
  await expect(page.getByTestId('save-problems')).toContainText('текущая партия не изменилась')
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')
})

test('saving under a name that holds another game asks first; the offered name is always free', async ({ page }) => {
  await openPhalanx(page)
  await leaveCamp(page)
  await page.getByTestId('menu-saves').click()
  const name = page.getByTestId('ph-save-name')
  await expect(name).toHaveValue('Фаланга, ход 1')
  await page.getByTestId('ph-save').click()
  await expect(page.getByTestId('save-note')).toContainText('Фаланга, ход 1')
  await page.keyboard.press('Escape')
  // Another game at the same turn: the name offered is not the taken one.
  await page.getByTestId('menu-new').click()
  await page.getByTestId('start-game').click()
  await page.getByTestId('handover-show').click()
  await leaveCamp(page, 'S-C2')
  await page.getByTestId('menu-saves').click()
  await expect(name).toHaveValue('Фаланга, ход 1 (2)')
  await name.fill('Фаланга, ход 1')
  await page.getByTestId('ph-save').click()
  await expect(page.getByTestId('confirm-overwrite')).toBeVisible()
  await shot(page, 'phalanx-09-name-taken')
  await page.getByTestId('confirm-overwrite-new').click()
  await expect(page.getByTestId('ph-saves-list').locator('li')).toHaveCount(2)
  // One more move, not saved: loading the first game over it asks too.
  await page.keyboard.press('Escape')
  await leaveCamp(page)
  await page.getByTestId('menu-saves').click()
  await page.locator('[data-save="Фаланга, ход 1"]').getByTestId('save-load').click()
  await expect(page.getByTestId('confirm-replace')).toBeVisible()
  await page.getByTestId('confirm-replace-yes').click()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-unit="S-C2"]')).toHaveAttribute('data-in-camp', 'true')
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')
})

test('leaving the tutorial gives the player his own game back', async ({ page }) => {
  await openPhalanx(page)
  await leaveCamp(page)
  await page.getByTestId('ph-tutorial').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-in-camp', 'true')
  // Meanwhile the autosave still holds the player's game.
  expect(await autosave(page)).toContain('"S-C1"')
  await page.getByTestId('tutorial-leave').click()
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')
})
