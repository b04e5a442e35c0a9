// The overlay toolbar on a phone (390×844) and a portrait tablet (820×1180), touch, in both languages: a normal game
// (folded, then opened) and lesson 2 at its overlay steps, for a look by eye at what the toolbar covers.
// PNGs in test-results/overlay-shots/<tag>/ (tag: the first argument).
// Usage: npx tsx scripts/overlay-shots.ts [tag]
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { runMain, withBuiltApp, type BuiltApp } from './withBrowser'

const tag = process.argv[2] ?? 'now'
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 820, height: 1180 }],
] as const

async function open(app: BuiltApp, size: { width: number; height: number }, lang: 'ru' | 'en'): Promise<Page> {
  const page = await app.newPage({ viewport: size, hasTouch: true, isMobile: true, deviceScaleFactor: 1 })
  await page.goto(app.base)
  await page.evaluate(() => localStorage.clear())
  await page.goto(`${app.base}?new=historical&seed=7&handover=off&lang=${lang}`)
  await page.waitForSelector('[data-unit]')
  return page
}

async function shoot(page: Page, path: string) {
  await page.waitForTimeout(500)
  await page.screenshot({ path })
}

runMain(async () => {
  await withBuiltApp(async (_page, _base, app) => {
    for (const [name, size] of SIZES) {
      for (const lang of ['ru', 'en'] as const) {
        const out = `test-results/overlay-shots/${tag}/${name}-${lang}`
        mkdirSync(out, { recursive: true })
        const game = await open(app, size, lang)
        await shoot(game, `${out}/game.png`)
        const toggle = game.getByTestId('overlay-toggle')
        if (await toggle.isVisible()) {
          await toggle.click()
          await shoot(game, `${out}/game-open.png`)
          await toggle.click()
        }
        await game.context().close()

        const lesson = await open(app, size, lang)
        if (!(await lesson.getByTestId('menu-tutorial').isVisible())) await lesson.getByTestId('menu-toggle').click()
        await lesson.getByTestId('menu-tutorial').click()
        await lesson.getByTestId('tutorial2-start').click()
        const card = lesson.getByTestId('tutorial')
        // Steps 3 to 5: the fire arc, where to attack, the ring.
        for (let i = 0; i < 4; i++) {
          const step = await card.getAttribute('data-step')
          if (i >= 2) await shoot(lesson, `${out}/lesson2-${step}.png`)
          await lesson.getByTestId('tutorial-next').click()
        }
        await shoot(lesson, `${out}/lesson2-${await card.getAttribute('data-step')}.png`)
        await lesson.context().close()
      }
    }
  })
})
