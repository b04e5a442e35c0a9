// Screenshots of the battle record screens (move list, review, hand-over replay, end screen, roster) in
// Russian and English at desktop and tablet sizes, from the recorded finished game. Usage: npm run screenshots:review
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { finishedSaveText } from '../tests/fixtures/finishedGame'
import { runMain } from './withBrowser'
import { withServedBuild } from './serveBuild'

const OUT = process.env.SHOTS_DIR ?? 'test-results/review-shots'

async function loadFinished(page: Page, base: string, lang: string) {
  await page.goto(`${base}?new=historical&seed=1&handover=off&lang=${lang}`)
  await page.waitForSelector('[data-testid=board]')
  await page.click('[data-testid=menu-saves]')
  await page.setInputFiles('[data-testid=import-file]', {
    name: 'finished.json',
    mimeType: 'application/json',
    buffer: Buffer.from(finishedSaveText()),
  })
  await page.waitForSelector('[data-testid=end-screen]')
}

async function main() {
  mkdirSync(OUT, { recursive: true })
  await withServedBuild(async (browser, base) => {
    for (const [w, h, tag] of [
      [1280, 800, 'desktop'],
      [1024, 768, 'tablet'],
    ] as const) {
      for (const lang of ['ru', 'en']) {
        const page = await browser.newPage({
          viewport: { width: w, height: h },
          locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
        })
        await loadFinished(page, base, lang)
        await page.screenshot({ path: `${OUT}/${tag}-${lang}-end.png` })
        await page.click('[data-testid=big-combat] >> nth=0')
        await page.waitForSelector('[data-review=true]')
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${OUT}/${tag}-${lang}-review-combat.png` })
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('ArrowRight')
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${OUT}/${tag}-${lang}-review-step.png` })
        await page.click('[data-testid=tab-roster]')
        await page.waitForTimeout(200)
        await page.screenshot({ path: `${OUT}/${tag}-${lang}-roster.png` })
        await page.click('[data-testid=review-live]')
        await page.close()
      }
    }
    // The hand-over replay: a fresh game, the French end their turn, the Russian player gets the offer.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' })
    await page.goto(`${base}?new=historical&seed=5&handover=on&lang=ru`)
    await page.click('[data-testid=handover-show]')
    for (let i = 0; i < 3; i++) await page.click('[data-testid=end-phase]')
    await page.waitForSelector('[data-testid=handover-replay]')
    await page.screenshot({ path: `${OUT}/handover-offer.png` })
    await page.click('[data-testid=handover-replay]')
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${OUT}/handover-replay.png` })
    await page.close()
  })
  console.log(`screenshots in ${OUT}`)
}

runMain(main)
