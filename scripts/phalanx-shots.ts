// Screenshots of every Phalanx screen at tablet size (1024×768) in both languages, for looking at them as a
// player: npx tsx scripts/phalanx-shots.ts → test-results/screenshots/phalanx-tablet-*.png
import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { runMain, withBuiltApp } from './withBrowser'

const dir = 'test-results/screenshots'
const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/phalanx-tablet-${name}.png` })

/** At tablet width the commands are behind the menu button. */
async function menu(page: Page, id: string) {
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId(id).click()
}

async function importFile(page: Page, file: string) {
  await menu(page, 'menu-saves')
  await page
    .getByTestId('ph-import')
    .setInputFiles({ name: 'save.json', mimeType: 'application/json', buffer: readFileSync(file) })
}

runMain(() =>
  withBuiltApp(async (_page, base, app) => {
    mkdirSync(dir, { recursive: true })
    for (const lang of ['ru', 'en'] as const) {
      const page = await app.newPage({
        viewport: { width: 1024, height: 768 },
        locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
      })
      await page.goto(`${base}?lang=${lang}`)
      await page.getByTestId('welcome-phalanx').waitFor()
      await shot(page, `${lang}-01-welcome`)
      await page.getByTestId('welcome-phalanx').click()
      await page.getByTestId('handover-show').waitFor()
      await shot(page, `${lang}-02-handover`)
      await page.getByTestId('handover-show').click()
      await page.locator('[data-unit="S-C1"]').click()
      await shot(page, `${lang}-03-reach`)
      await page.locator('[data-reachable="true"]').first().click()
      await shot(page, `${lang}-04-exit-facing`)
      await page.keyboard.press('Enter')
      await page.getByTestId('end-phase').click()
      await page.locator('[data-unit="S-C1"]').click()
      await page.keyboard.press('ArrowRight')
      await shot(page, `${lang}-05-facing`)
      await page.keyboard.press('Escape')
      await importFile(page, 'tests/fixtures/phalanx-attack.json')
      await page.getByTestId('handover-show').click()
      await page.locator('[data-unit="N-H3"]').click()
      await page.locator('[data-unit="S-C1"]').click()
      await page.locator('[data-unit="S-H2"]').click()
      await shot(page, `${lang}-06-attack-short`)
      await page.locator('[data-unit="S-H4"]').click()
      await shot(page, `${lang}-07-attack`)
      await page.getByTestId('attack-commit').click()
      await menu(page, 'menu-rules')
      await shot(page, `${lang}-08-rules`)
      await page.keyboard.press('Escape')
      await menu(page, 'menu-new')
      await shot(page, `${lang}-09-new`)
      await page.keyboard.press('Escape')
      await importFile(page, 'tests/fixtures/phalanx-ended.json')
      await page.getByTestId('end-screen').waitFor()
      await shot(page, `${lang}-10-end`)
      await page.getByTestId('ph-end-review').click()
      await page.getByTestId('review-forward').click()
      await page.getByTestId('review-forward').click()
      await shot(page, `${lang}-11-review`)
      await page.getByTestId('review-close').click()
      await page.getByTestId('ph-end-close').click()
      await menu(page, 'ph-tutorial')
      await shot(page, `${lang}-12-tutorial`)
      await menu(page, 'menu-saves')
      await shot(page, `${lang}-13-saves`)
      await page.keyboard.press('Escape')
      // Against the computer: North at hard (the longest think), North first.
      await menu(page, 'menu-new')
      await page.getByTestId('ph-player-north').selectOption('hard')
      await page.getByTestId('ph-first-north').check()
      await shot(page, `${lang}-14-new-computer`)
      await page.getByTestId('start-game').click()
      await page.getByTestId('ai-panel').waitFor()
      await shot(page, `${lang}-15-computer-thinking`)
      await page.locator('[data-turn][data-side="south"]').waitFor({ timeout: 60_000 })
      await shot(page, `${lang}-16-computer-done`)
      await page.context().close()
    }
  }),
)
