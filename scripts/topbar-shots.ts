// Screenshots of both games' top bars (menu closed and open) at a tablet, a phone and a laptop size, in
// both languages: `npx tsx scripts/topbar-shots.ts [outDir]`.
import { mkdirSync } from 'node:fs'
import { runMain, withBuiltApp } from './withBrowser'

const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]
const out = process.argv[2] ?? 'shots/topbar'

runMain(() =>
  withBuiltApp(
    async (_page, base, app) => {
      mkdirSync(out, { recursive: true })
      for (const game of ['borodino', 'phalanx'] as const)
        for (const lang of ['ru', 'en'] as const)
          for (const size of SIZES) {
            const page = await app.newPage({ viewport: size })
            const q = game === 'borodino' ? `?new=historical&seed=1812&lang=${lang}` : `?game=phalanx&lang=${lang}`
            await page.goto(`${base}${q}`)
            const show = page.getByTestId('handover-show')
            await Promise.race([page.locator('.topbar').waitFor(), show.waitFor()])
            if (await show.isVisible()) await show.click()
            await page.locator('.topbar').waitFor()
            await page.keyboard.press('Escape')
            await page.waitForTimeout(300)
            const name = `${out}/${game}-${lang}-${size.width}x${size.height}`
            await page.screenshot({ path: `${name}.png` })
            const toggle = page.getByTestId('menu-toggle')
            if (await toggle.isVisible()) {
              await toggle.click()
              await page.waitForTimeout(200)
              await page.screenshot({ path: `${name}-open.png` })
            }
            const box = await toggle.boundingBox()
            console.log(name, box ? `toggle right edge ${Math.round(box.x + box.width)} of ${size.width}` : 'no toggle')
            await page.context().close()
          }
    },
    { build: process.env.NO_BUILD !== '1' },
  ),
)
