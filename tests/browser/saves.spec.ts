// Saves: export a game to a file and import it back; a corrupt or foreign file is refused with a message.
import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { finishRally, gameState, shot, startGame } from './helpers'

test('export and import a save; corrupt and foreign files leave the game untouched', async ({ page }) => {
  await startGame(page, 'historical', 42)
  await finishRally(page)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  const saved = await gameState(page)

  await page.getByTestId('menu-saves').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()])
  const path = await download.path()
  const text = readFileSync(path, 'utf8')
  const file = JSON.parse(text) as {
    format: string
    version: number
    scenarioId: string
    commands: unknown[]
    check?: string
  }
  expect(file.format).toBe('borodino-save')
  expect(file.version).toBe(3)
  expect(file.scenarioId).toBe('historical')
  // Commands in their short form (endPhase is «e»), and the position's fingerprint instead of the state.
  expect(file.commands).toEqual(['e'])
  expect(file.check).toMatch(/^[0-9a-f]{16}$/)

  // Change the game, then bring the saved one back.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')

  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'save.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  // The game was changed after the export: replacing it is asked first (issue 9.11).
  await page.getByTestId('confirm-replace-yes').click()
  await expect(page.getByTestId('message')).toBeVisible()
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  expect(await gameState(page)).toEqual(saved)

  await page.getByTestId('menu-saves').click()

  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, 200)) })
  await expect(page.getByTestId('import-error')).toBeVisible()
  await shot(page, '07-import-error')
  expect(await gameState(page)).toEqual(saved)

  const foreign = JSON.stringify({ ...file, version: 9 })
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'newer.json', mimeType: 'application/json', buffer: Buffer.from(foreign) })
  await expect(page.getByTestId('import-error')).toContainText('9')
  expect(await gameState(page)).toEqual(saved)
})

test('named saves in the browser', async ({ page }) => {
  await startGame(page, 'historical', 5)
  await page.getByTestId('menu-saves').click()
  await page.getByTestId('save-name').fill('утро')
  await page.getByTestId('save-named').click()
  await expect(page.locator('[data-save="утро"]')).toBeVisible()
})

test('a named save never replaces another game without asking', async ({ page }) => {
  await startGame(page, 'historical', 5)
  await page.getByTestId('menu-saves').click()
  const first = await page.getByTestId('save-name').inputValue()
  await page.getByTestId('save-named').click()
  await expect(page.locator(`[data-save="${first}"]`)).toBeVisible()

  // Another game at the same time and side: its default name is a new one.
  await startGame(page, 'historical', 6)
  await page.getByTestId('menu-saves').click()
  await expect(page.getByTestId('save-name')).toHaveValue(`${first} (2)`)
  // The first game's name typed by hand: asked first, and saved under a free name on request.
  await page.getByTestId('save-name').fill(first)
  await page.getByTestId('save-named').click()
  await expect(page.getByTestId('confirm-overwrite')).toBeVisible()
  await shot(page, 'saves-overwrite-confirm')
  await page.getByTestId('confirm-overwrite-new').click()
  await expect(page.locator('[data-save]')).toHaveCount(2)
  await expect(page.locator(`[data-save="${first} (2)"]`)).toBeVisible()
})

test('an unreadable list of saves is shown, kept apart and not written over', async ({ page }) => {
  await startGame(page, 'historical', 5)
  await page.evaluate(() => localStorage.setItem('borodino:saves', '[{"name":"утро","te'))
  await page.getByTestId('menu-saves').click()
  await expect(page.getByTestId('saves-unreadable')).toBeVisible()
  await page.getByTestId('save-named').click()
  await expect(page.locator('[data-save]')).toHaveCount(1)
  await expect(page.getByTestId('saves-unreadable-delete')).toBeVisible()
  await shot(page, 'saves-unreadable')
  expect(await page.evaluate(() => localStorage.getItem('borodino:saves:unreadable'))).toBe('[{"name":"утро","te')
})

test('a ?new= link keeps the unsaved game in progress as a named save and says so', async ({ page }) => {
  await startGame(page, 'historical', 42)
  await finishRally(page)
  const before = await gameState(page)
  await startGame(page, 'historical', 43)
  await expect(page.getByTestId('message')).toContainText('Прежняя сохранена')
  await shot(page, 'link-kept-game')
  await page.getByTestId('menu-saves').click()
  await expect(page.locator('[data-save]')).toHaveCount(1)
  await page.getByTestId('save-load').click()
  await expect(page.getByTestId('confirm-replace')).toHaveCount(0)
  expect(await gameState(page)).toEqual(before)
})
