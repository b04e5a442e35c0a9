// «Фаланга»'s coach in the browser: against the computer the hint is asked (the button and the h key), comes from the
// worker, is drawn on the board and explained with its rules, and «Play it» plays exactly that command; a move by hand
// makes it stale; a «no help» game hides it; in the attack phase the consequences of an attack being put together are
// shown, exactly, and the attack hint routs what it says; the end screen counts the hints of a saved game.
import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { phalanxAgainstComputer } from './helpers'

type Cmd = { type: string; unit?: string; path?: string[]; target?: string; attackers?: string[] }
type Unit = { side: string; location: string }
const phState = (page: Page) =>
  page.evaluate(() =>
    (window as never as { __phalanx: { state(): { units: Record<string, Unit>; phase: string } } }).__phalanx.state(),
  )
const phCommands = (page: Page) =>
  page.evaluate(() => (window as never as { __phalanx: { commands(): Cmd[] } }).__phalanx.commands())

async function importSave(page: Page, text: string) {
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('ph-import')
    .setInputFiles({ name: 'save.json', mimeType: 'application/json', buffer: Buffer.from(text) })
}

test('Phalanx against the computer: the hint is asked, drawn, explained and played exactly', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await phalanxAgainstComputer(page, 'easy', 'south')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await page.getByTestId('hint').click()
  const panel = page.getByTestId('hint-panel')
  await expect(panel).toBeVisible({ timeout: 30_000 })
  await expect(panel).toHaveAttribute('data-hint-kind', 'move')
  const unit = (await panel.getAttribute('data-hint-unit'))!
  const to = (await panel.getAttribute('data-hint-to'))!
  expect(unit).toMatch(/^S-/)
  expect(to).toMatch(/^\d{4}$/)
  // The arrow ends where the panel says; the lines name the hex and link the rules.
  await expect(page.getByTestId('hint-arrow')).toHaveAttribute('data-hint-to', to)
  await expect(panel).toContainText(to)
  await expect(panel.locator('[data-rule="PH-MOVE.1"]')).toBeVisible()
  await expect(panel.locator('[data-rule="PH-SETUP.3"]')).toBeVisible()
  await expect(page.getByTestId('hint-plan')).toBeVisible()
  expect(await phCommands(page)).toEqual([])

  await page.getByTestId('hint-apply').click()
  // Exactly that command: one command, the hinted unit on the hinted hex.
  await expect.poll(async () => (await phCommands(page)).length).toBe(1)
  const [cmd] = await phCommands(page)
  expect(cmd).toMatchObject({ type: 'move', unit })
  expect(cmd!.path!.at(-1)).toBe(to)
  expect((await phState(page)).units[unit]!.location).toBe(to)
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', to)
  // The state changed: the panel and the arrow are gone.
  await expect(page.getByTestId('hint-panel')).toHaveCount(0)
  await expect(page.getByTestId('hint-arrow')).toHaveCount(0)

  // The h key asks again; a move by hand makes that hint stale.
  await page.locator('[data-testid="board"]').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('h')
  await expect(panel).toBeVisible({ timeout: 30_000 })
  const next = await panel.getAttribute('data-hint-unit')
  const units = (await phState(page)).units
  const other = ['S-H1', 'S-H2', 'S-H3'].find((id) => id !== next && units[id]!.location === 'camp')!
  await page.getByTestId(`ph-unit-${other}`).click()
  await page.locator('[data-reachable="true"]').first().click()
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await phCommands(page)).length).toBe(2)
  await expect(page.getByTestId('hint-panel')).toHaveCount(0)
  await expect(page.getByTestId('hint-arrow')).toHaveCount(0)

  // «No help»: the button is hidden and the key does nothing; it comes back when turned on.
  await page.getByTestId('menu-hints').click()
  await expect(page.getByTestId('hint')).toHaveCount(0)
  await page.keyboard.press('h')
  await page.waitForTimeout(500)
  await expect(page.getByTestId('hint-panel')).toHaveCount(0)
  await page.getByTestId('menu-hints').click()
  await expect(page.getByTestId('hint')).toBeVisible()
  expect(errors).toEqual([])
})

test('Phalanx attack phase: the consequences are shown exactly, and the attack hint routs what it says', async ({
  page,
}) => {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  await importSave(page, readFileSync('tests/fixtures/phalanx-attack.json', 'utf8'))
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'attack')

  // Two attackers against hoplites (defence 3): nothing happens, the target is spent, one attack short.
  for (const id of ['N-H3', 'S-C1', 'S-H2']) await page.locator(`[data-unit="${id}"]`).click()
  const cq = page.getByTestId('attack-consequences')
  await expect(cq).toHaveAttribute('data-routed', '0')
  await expect(cq).toHaveAttribute('data-when', 'now')
  await expect(cq.locator('[data-consequence="spent"]')).toContainText('Гоплиты 3 (север)')
  await expect(cq.locator('[data-consequence="short"]')).toContainText('Гоплиты 4 (юг)')
  await expect(cq.locator('[data-rule="PH-CBT.3"]')).toBeVisible()
  // The third: routed for certain, the hex freed, North's losses.
  await page.locator('[data-unit="S-H4"]').click()
  await expect(cq).toHaveAttribute('data-routed', '1')
  await expect(cq.locator('[data-consequence="routed"]')).toContainText('0805')
  await expect(cq.locator('[data-consequence="losses"]')).toContainText('станет 1')
  await page.getByRole('button', { name: 'Сбросить' }).click()

  // The hint for this phase is that attack: the attackers and the target ringed; played, the target is routed.
  await page.getByTestId('hint').click()
  const panel = page.getByTestId('hint-panel')
  await expect(panel).toBeVisible({ timeout: 30_000 })
  await expect(panel).toHaveAttribute('data-hint-kind', 'attack')
  const target = (await page.getByTestId('hint-target').getAttribute('data-hint-defender'))!
  const to = (await panel.getAttribute('data-hint-to'))!
  await expect(panel.locator('[data-rule="PH-CBT.5"]')).toBeVisible()
  const before = (await phCommands(page)).length
  await page.getByTestId('hint-apply').click()
  await expect.poll(async () => (await phCommands(page)).length).toBe(before + 1)
  const cmd = (await phCommands(page)).at(-1)!
  expect(cmd).toMatchObject({ type: 'attack', target })
  expect((await phState(page)).units[target]!.location).toBe('lost')
  await expect(page.locator(`[data-hex="${to}"]`)).toBeVisible()
  await expect(page.locator(`[data-unit="${target}"]`)).toHaveCount(0)
})

test('the end screen counts the hints a saved game took; a file without the count has none', async ({ page }) => {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  const ended = JSON.parse(readFileSync('tests/fixtures/phalanx-ended.json', 'utf8')) as Record<string, unknown>
  await importSave(page, JSON.stringify({ ...ended, hints: 3 }))
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await expect(page.getByTestId('end-hints')).toHaveAttribute('data-hints', '3')
  await expect(page.getByTestId('end-hints')).toContainText('3')
  await page.getByTestId('ph-end-close').click()
  await importSave(page, JSON.stringify(ended))
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await expect(page.getByTestId('end-hints')).toHaveCount(0)
})
