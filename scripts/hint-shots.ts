// Screenshots of the coach's hint (panel and arrow) on the French first turn of the historical battle, in both
// languages at a laptop and a tablet size: `npx tsx scripts/hint-shots.ts [outDir]` (builds first; set
// BENCH_DIST=dist to serve the last build as it is).
import { mkdirSync } from 'node:fs'
import { runMain, withBuiltApp } from './withBrowser'

const SIZES = [
  { width: 1280, height: 800 },
  { width: 820, height: 1180 },
]
const out = process.argv[2] ?? 'shots/hint'

runMain(() =>
  withBuiltApp(async (_page, base, app) => {
    mkdirSync(out, { recursive: true })
    for (const lang of ['ru', 'en'] as const)
      for (const size of SIZES) {
        const page = await app.newPage({ viewport: size })
        await page.goto(`${base}?new=historical&seed=1812&handover=off&lang=${lang}`)
        await page.getByTestId('board').waitFor()
        await page.getByTestId('end-phase').click()
        await page.locator('[data-phase=movement]').waitFor()
        const toggle = page.getByTestId('panel-toggle')
        if (await toggle.isVisible()) await toggle.click()
        await page.getByTestId('hint').click()
        await page.getByTestId('hint-panel').waitFor({ timeout: 30_000 })
        await page.waitForTimeout(300)
        const name = `${out}/hint-${lang}-${size.width}x${size.height}`
        await page.screenshot({ path: `${name}.png` })
        // The board alone, zoomed in (the sheet folded on a narrow screen).
        if (await toggle.isVisible()) await toggle.click()
        await page.getByTestId('zoom-in').click()
        await page.getByTestId('zoom-in').click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${name}-board.png` })
        // The combat phase after the hinted movement, hint by hint: the hint for an attack (the attackers and the
        // target ringed, the odds in the panel).
        await page.getByTestId('zoom-fit').click()
        if (await toggle.isVisible()) await toggle.click()
        for (let i = 0; i < 80 && !(await page.locator('[data-phase=combat]').count()); i++) {
          await page.getByTestId('hint').click()
          await page.getByTestId('hint-panel').waitFor({ timeout: 30_000 })
          await page.getByTestId('hint-apply').click()
          await page.getByTestId('hint-panel').waitFor({ state: 'detached' })
        }
        await page.locator('[data-phase=combat]').waitFor()
        await page.getByTestId('hint').click()
        await page.getByTestId('hint-panel').waitFor({ timeout: 30_000 })
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${name}-combat.png` })
        await page.close()
      }
  }),
)
