// A first visit in Russian opens on the first screen made at build time (src/ui/firstScreen): the board and the
// welcome are there before any of the app's code has run, React adopts that HTML without a mismatch, and then the
// page plays as always. Other visits start as before.
import { expect, test, type Page } from '@playwright/test'

/** Every error the page logs or throws (React reports a screen it could not adopt as an error). */
function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** How far each counter's centre lies from its hex's centre (the hex's test polygon), in CSS px: the largest. */
const worstOffset = (page: Page): Promise<number> =>
  page.evaluate(() => {
    let worst = 0
    for (const c of document.querySelectorAll<SVGGraphicsElement>('[data-unit][data-at]')) {
      const hex = document.querySelector(`[data-hex="${c.dataset.at}"]`)
      if (!hex) return Infinity
      const a = c.querySelector('rect')?.getBoundingClientRect() ?? c.getBoundingClientRect()
      const b = hex.getBoundingClientRect()
      const d = Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2))
      worst = Math.max(worst, d)
    }
    return worst
  })

const adopted = (page: Page) => page.waitForFunction(() => document.getElementById('root')?.inert === false)

for (const size of [
  { width: 1280, height: 800 },
  { width: 412, height: 823 },
]) {
  test(`a first visit in Russian shows the game before its code runs, then plays (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    // The app's code held back: what shows is the HTML alone.
    await page.route('**/assets/*.js', (r) => r.abort())
    await page.goto('./')
    const root = page.locator('#root')
    await expect(root).toHaveAttribute('data-first-screen', 'ru')
    await expect(page.getByTestId('welcome-dialog')).toBeVisible()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    await expect(page.locator('[data-turn]').first()).toHaveAttribute('data-turn', '1')
    const counters = await page.locator('[data-unit]').count()
    expect(counters).toBeGreaterThan(40)
    expect(await worstOffset(page)).toBeLessThanOrEqual(2)
    // Inert until adopted: a click cannot be lost on it.
    expect(await root.evaluate((el) => (el as HTMLElement).inert)).toBe(true)

    // With its code: adopted without a mismatch, the same screen, and it plays.
    await page.unroute('**/assets/*.js')
    const errors = errorsOf(page)
    await page.goto('./')
    await adopted(page)
    await expect(root).toHaveAttribute('data-first-screen', 'ru')
    await expect(page.getByTestId('welcome-dialog')).toBeVisible()
    expect(await page.locator('[data-unit]').count()).toBe(counters)
    // The board's first measure has replaced the centring style by the same view in figures.
    await expect(page.locator('.layer-units > g[transform]')).toHaveCount(1)
    expect(await worstOffset(page)).toBeLessThanOrEqual(2)
    await page.getByTestId('welcome-dialog').getByRole('button', { name: '×' }).click()
    await expect(page.getByTestId('welcome-dialog')).toHaveCount(0)
    await page.getByTestId('zoom-in').click()
    expect(await worstOffset(page)).toBeLessThanOrEqual(2)
    // On a phone the side panel is a sheet, opened from its bar.
    if (size.width < 600) await page.getByTestId('panel-toggle').click()
    await page.getByTestId('end-phase').click()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
    expect(errors).toEqual([])
  })
}

test('other visits start as before: in English, with a saved game, through a link', async ({ browser }) => {
  const en = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  const page = await en.newPage()
  await page.goto('./')
  await expect(page.getByTestId('welcome-dialog')).toContainText('Borodino')
  expect(await page.locator('#root').getAttribute('data-first-screen')).toBeNull()
  await en.close()

  const ru = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } })
  const p2 = await ru.newPage()
  await p2.goto('./?new=historical&seed=7&handover=off')
  await expect(p2.getByTestId('board')).toBeVisible()
  expect(await p2.locator('#root').getAttribute('data-first-screen')).toBeNull()
  await p2.getByTestId('end-phase').click()
  await expect(p2.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  // The game is saved when the browser is idle; then a plain visit resumes it, not the first screen.
  await p2.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 1500 })))
  await p2.goto('./')
  await expect(p2.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  expect(await p2.locator('#root').getAttribute('data-first-screen')).toBeNull()
  await expect(p2.getByTestId('welcome-dialog')).toHaveCount(0)
  await ru.close()
})
