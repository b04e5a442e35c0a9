// Screenshots of the main screen at every supported viewport, in Russian and English, for a look by eye.
// Usage: npm run screens  (writes test-results/screens/<w>x<h>-<lang>.png; not committed)
import { mkdirSync } from 'node:fs'
import { runMain, withBuiltApp } from './withBrowser'

export const VIEWPORTS: Array<[number, number]> = [
  [1920, 1080],
  [1366, 768],
  [1280, 800],
  [1024, 768],
  [820, 1180],
  [1180, 820],
  [390, 844],
]

async function main() {
  const dir = 'test-results/screens'
  mkdirSync(dir, { recursive: true })
  const only = process.argv[2]
  await withBuiltApp(async (_page, base, app) => {
    for (const [w, h] of VIEWPORTS) {
      for (const lang of ['ru', 'en']) {
        const touch = w < 1200 && w !== 1024
        const page = await app.newPage({ viewport: { width: w, height: h }, hasTouch: touch, isMobile: w < 600 })
        await page.goto(`${base}?new=historical&seed=1&handover=off&lang=${lang}`)
        await page.waitForSelector('[data-testid=board] [data-unit]')
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/${w}x${h}-${lang}.png` })
        if (only === 'all') {
          if (await page.locator('[data-testid=menu-toggle]').isVisible()) {
            await page.click('[data-testid=menu-toggle]')
            await page.screenshot({ path: `${dir}/${w}x${h}-${lang}-menu.png` })
            await page.keyboard.press('Escape')
          }
          if (await page.locator('[data-testid=panel-toggle]').isVisible()) {
            await page.click('[data-testid=panel-toggle]')
            await page.waitForTimeout(300)
            await page.screenshot({ path: `${dir}/${w}x${h}-${lang}-panel.png` })
            await page.click('[data-testid=panel-toggle]')
          }
          await page.keyboard.press('r')
          await page.waitForSelector('[role=dialog]')
          await page.waitForTimeout(300)
          await page.screenshot({ path: `${dir}/${w}x${h}-${lang}-rules.png` })
        }
        await page.context().close()
      }
    }
    // The overlays as a person with deuteranopia sees them (Machado et al. 2009 matrix, severity 1).
    const page = await app.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${base}?new=historical&seed=7&handover=off`)
    await page.waitForSelector('[data-testid=board] [data-unit]')
    await page.click('[data-testid=end-phase]')
    await page.click('[data-testid=zoom-fit]')
    await page.click('[data-testid=zoom-in]')
    await page.click('[data-testid=overlay-zoc]')
    const unit = await page.locator('[data-unit^="fr-"]').nth(20).getAttribute('data-unit')
    await page.click('[data-testid=zoom-fit]')
    await page.click(`[data-unit="${unit}"]`)
    await page.click('[data-testid=overlay-arc]')
    await page.evaluate(`(() => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
      svg.setAttribute('width', '0'); svg.setAttribute('height', '0')
      svg.innerHTML = '<filter id="cvd-deutan">' +
        '<feColorMatrix type="matrix" values="0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0"/>' +
        '</filter>'
      document.body.appendChild(svg)
      document.querySelector('.app').style.filter = 'url(#cvd-deutan)'
    })()`)
    await page.mouse.move(2, 400)
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/deuteranopia.png` })
    await page.context().close()
    console.log(`wrote ${dir}/*.png`)
  })
}

runMain(main)
