// The second lesson step by step on a phone (390×844, touch) and a tablet (1024×768), for a look by eye at the
// lesson card and the board's callout. PNGs in test-results/tutorial-shots/<tag>/ (tag: the first argument).
// Usage: npx tsx scripts/tutorial-shots.ts [tag]
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { runMain, withBuiltApp, type BuiltApp } from './withBrowser'

const tag = process.argv[2] ?? 'now'

/** Clicks a control that on a phone may sit in the folded side panel. */
async function press(page: Page, testId: string) {
  const el = page.getByTestId(testId)
  if (!(await el.isVisible())) await page.getByTestId('panel-toggle').click()
  await el.click()
  const toggle = page.getByTestId('panel-toggle')
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click()
}

async function lesson2(app: BuiltApp, name: string, size: { width: number; height: number }, touch: boolean) {
  const out = `test-results/tutorial-shots/${tag}/${name}`
  mkdirSync(out, { recursive: true })
  const page = await app.newPage({ viewport: size, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 })
  await page.goto(app.base)
  await page.evaluate(() => localStorage.clear())
  await page.goto(`${app.base}?new=historical&seed=7&handover=off`)
  await page.waitForSelector('[data-unit]')
  if (!(await page.getByTestId('menu-tutorial').isVisible())) await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId('tutorial2-start').click()
  const shot = async (extra = '') => {
    const card = page.getByTestId('tutorial')
    const id = await card.getAttribute('data-step')
    await page.waitForTimeout(600)
    await page.screenshot({ path: `${out}/${id}${extra}.png` })
  }
  const next = async () => {
    await shot()
    await page.getByTestId('tutorial-next').click()
  }
  for (let i = 0; i < 4; i++) await next()
  await shot() // w-surround (5)
  await page.locator('[data-unit="fr-V-cav"]').click()
  await page.locator('[data-hex="1519"]').click()
  await shot() // w-end-movement (6)
  await press(page, 'end-phase')
  await shot() // w-bad-roll (7)
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-III-25"]').click()
  await press(page, 'resolve')
  await shot() // w-own-retreat (8)
  await page.locator('[data-mark="retreat"]').first().click()
  await shot() // w-ru-advance (9)
  await press(page, 'decline-advance')
  await shot() // w-destroy (10)
  await page.context().close()
}

runMain(async () => {
  await withBuiltApp(async (_page, _base, app) => {
    for (const [name, size, touch] of [
      ['phone-390x844', { width: 390, height: 844 }, true],
      ['tablet-1024x768', { width: 1024, height: 768 }, false],
    ] as const)
      // A step that cannot be played (a counter under the card) ends that size's run, not the others.
      await lesson2(app, name, size, touch).catch((e: unknown) =>
        console.error(`${name}: stopped at`, (e as Error).message.split('\n')[0]),
      )
  })
})
