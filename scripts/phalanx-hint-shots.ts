// Screenshots of «Фаланга»'s coach: the hint (panel and board mark) on South's first turn against the computer, and
// the attack's consequences with the hint for that attack phase (the recorded position of the browser tests), in both
// languages at a laptop and a portrait tablet size: `npx tsx scripts/phalanx-hint-shots.ts [outDir]` (builds first;
// BENCH_DIST=dist serves the last build as it is).
import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { runMain, withBuiltApp } from './withBrowser'

const SIZES = [
  { width: 1440, height: 900 },
  { width: 820, height: 1180 },
]
const out = process.argv[2] ?? 'test-results/screenshots'

/** A command of the top bar's menu (behind a button on narrow screens). */
async function menu(page: Page, id: string) {
  const toggle = page.getByTestId('menu-toggle')
  if (await toggle.isVisible()) await toggle.click()
  await page.getByTestId(id).click()
}

/** On a narrow screen the side panel is a sheet: opened to be seen. */
async function openSheet(page: Page) {
  const toggle = page.getByTestId('panel-toggle')
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

async function askHint(page: Page) {
  await openSheet(page)
  await page.getByTestId('hint').click()
  await page.getByTestId('hint-panel').waitFor({ timeout: 30_000 })
  await page.waitForTimeout(300)
}

runMain(() =>
  withBuiltApp(async (_page, base, app) => {
    mkdirSync(out, { recursive: true })
    for (const lang of ['ru', 'en'] as const)
      for (const size of SIZES) {
        const page = await app.newPage({ viewport: size, locale: lang === 'ru' ? 'ru-RU' : 'en-GB' })
        const name = `${out}/phalanx-hint-${lang}-${size.width}x${size.height}`
        await page.goto(`${base}?lang=${lang}`)
        await page.getByTestId('welcome-phalanx').click()
        await page.getByTestId('handover-show').click()
        const intro = page.getByTestId('ph-intro-close')
        if (await intro.isVisible()) await intro.click()
        await menu(page, 'menu-new')
        await page.getByTestId('ph-player-north').selectOption('normal')
        await page.getByTestId('ph-first-south').check()
        await page.getByTestId('start-game').click()
        await askHint(page)
        await page.screenshot({ path: `${name}.png` })
        // The attack phase of the recorded game: the hint for it, then an attack put together by hand.
        await menu(page, 'menu-saves')
        await page.getByTestId('ph-import').setInputFiles({
          name: 'save.json',
          mimeType: 'application/json',
          buffer: readFileSync('tests/fixtures/phalanx-attack.json'),
        })
        await page.getByTestId('handover-show').click()
        // The note «game loaded» goes after three seconds: the shots show the panel without it.
        await page.locator('.ph-note').waitFor({ state: 'detached', timeout: 6000 })
        await askHint(page)
        await page.screenshot({ path: `${name}-attack-hint.png` })
        await page.getByTestId('hint-close').click()
        for (const id of ['N-H3', 'S-C1', 'S-H2']) await page.locator(`[data-unit="${id}"]`).click()
        await openSheet(page)
        await page.getByTestId('attack-commit').scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${name}-consequences-short.png` })
        await page.locator('[data-unit="S-H4"]').click()
        await openSheet(page)
        await page.getByTestId('attack-commit').scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${name}-consequences.png` })
        await page.context().close()
      }
  }),
)
