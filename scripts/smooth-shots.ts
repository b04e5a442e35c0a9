// Screenshots of the welcome screen, of the «Фаланга» lesson and of a combat (lesson 2's weak attack, its odds and roll
// button) at four screen sizes, for judging them as a player: npx tsx scripts/smooth-shots.ts →
// docs/screens/welcome-<lang>-<w>x<h>.png, phalanx-lesson-ru-<w>x<h>.png, combat-<lang>-<w>x<h>.png
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { runMain, withBuiltApp } from './withBrowser'

/** Lesson 2 played to its first attack, III-25 ticked against IV-23: the combat panel with odds and the roll. */
async function combat(page: Page, base: string, lang: string): Promise<void> {
  await page.goto(`${base}?new=historical&seed=7&handover=off&lang=${lang}`)
  const toggle = page.getByTestId('menu-toggle')
  if (await toggle.isVisible()) await toggle.click()
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId('tutorial2-start').click()
  for (let i = 0; i < 4; i++) await page.getByTestId('tutorial-next').click()
  await page.locator('[data-unit="fr-V-cav"]').click()
  await page.locator('[data-hex="1519"]').click()
  // On a phone the panel is a sheet over the board: opened for the phase's end, closed to pick on the map.
  const sheet = page.getByTestId('panel-toggle')
  const phone = await sheet.isVisible()
  if (phone) await sheet.click()
  await page.getByTestId('end-phase').click()
  if (phone && (await page.getByTestId('end-phase').isVisible())) await sheet.click()
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-III-25"]').click()
  if (phone && (await sheet.getAttribute('aria-expanded')) !== 'true') await sheet.click()
  await page.getByTestId('resolve').waitFor()
  await page.waitForTimeout(300)
}

const dir = 'docs/screens'
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]

runMain(() =>
  withBuiltApp(async (_page, base, app) => {
    mkdirSync(dir, { recursive: true })
    for (const viewport of SIZES) {
      const size = `${viewport.width}x${viewport.height}`
      for (const lang of ['ru', 'en'] as const) {
        const page = await app.newPage({
          viewport,
          locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
          hasTouch: viewport.width < 900,
        })
        {
          await combat(page, base, lang)
          await page.screenshot({ path: `${dir}/combat-${lang}-${size}.png` })
          await page.evaluate(() => localStorage.clear())
        }
        await page.goto(`${base}?lang=${lang}`)
        await page.getByTestId('welcome-dialog').waitFor()
        await page.screenshot({ path: `${dir}/welcome-${lang}-${size}.png` })
        if (lang === 'ru') {
          await page.getByTestId('welcome-phalanx-tutorial').click()
          await page.getByTestId('tutorial').waitFor()
          await page.waitForTimeout(300)
          await page.screenshot({ path: `${dir}/phalanx-lesson-ru-${size}.png` })
        }
        await page.context().close()
      }
    }
  }),
)
