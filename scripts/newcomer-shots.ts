// Screens a newcomer sees while learning (for a look by eye): lesson 2 step by step in Russian at desktop size
// and in English at tablet size, and turn 1 with the attack overlay. PNGs in test-results/newcomer/.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { runMain, withBuiltApp } from './withBrowser'

const OUT = 'test-results/newcomer'

/** Opens a new historical game in the given language (the language is the player's stored choice). */
async function open(page: Page, base: string, lang: 'ru' | 'en') {
  // The preview server may take a while to answer on a busy machine.
  for (let i = 0; ; i++) {
    try {
      await page.goto(base)
      break
    } catch (e) {
      if (i > 20) throw e
      await page.waitForTimeout(500)
    }
  }
  await page.evaluate((l) => {
    localStorage.clear()
    localStorage.setItem('borodino:lang', l)
  }, lang)
  await page.goto(`${base}?new=historical&seed=7&handover=off`)
}

async function lesson2(page: Page, base: string, lang: 'ru' | 'en', tag: string) {
  await open(page, base, lang)
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId('tutorial2-start').click()
  let n = 0
  const shot = async () => {
    const id = await page.getByTestId('tutorial').getAttribute('data-step')
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${OUT}/${tag}-${String(++n).padStart(2, '0')}-${id}.png` })
  }
  const next = async () => {
    await shot()
    await page.getByTestId('tutorial-next').click()
  }
  for (let i = 0; i < 4; i++) await next()
  await shot()
  await page.locator('[data-unit="fr-V-cav"]').click()
  await page.locator('[data-hex="1519"]').hover()
  await shot()
  await page.locator('[data-hex="1519"]').click()
  await shot()
  await page.getByTestId('end-phase').click()
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-III-25"]').click()
  await shot()
  await page.getByTestId('resolve').click()
  await shot()
  await page.locator('[data-mark="retreat"]').first().click()
  await shot()
  await page.getByTestId('decline-advance').click()
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-I-5"]').click({ position: { x: 12, y: 40 } })
  await page.locator('[data-unit="fr-V-cav"]').click()
  await shot()
  await page.getByTestId('resolve').click()
  await shot()
  await page.getByTestId('decline-advance').click()
  await page.getByTestId('losses').hover()
  await shot()
  await page.getByTestId('tutorial-next').click()
  await shot()
}

runMain(async () => {
  mkdirSync(OUT, { recursive: true })
  await withBuiltApp(async (page, base) => {
    await lesson2(page, base, 'ru', 'ru-desktop')
    await open(page, base, 'ru')
    await page.getByTestId('end-phase').click()
    await page.getByTestId('overlay-attacks').click()
    await page.screenshot({ path: `${OUT}/ru-turn1-attacks-fit.png` })
    await page.locator('[data-target-jump="ru-V-jaeg"]').click()
    await page.locator('[data-unit="ru-V-jaeg"]').hover()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${OUT}/ru-turn1-attacks-jaeg.png` })
    await page.locator('[data-hex="1712"]').hover()
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${OUT}/ru-turn1-hex-tooltip.png` })
    await page.setViewportSize({ width: 1024, height: 768 })
    await lesson2(page, base, 'en', 'en-tablet')
  })
})
