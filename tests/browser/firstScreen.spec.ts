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

const adopted = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-waiting'))

/** Where the first counter is drawn on the screen (CSS px). */
const firstCounterBox = (page: Page) =>
  page
    .locator('[data-unit]')
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) }
    })

/**
 * The app's page once it has settled, in a canonical form: each element with its attributes (sorted; a style as the
 * browser reads it, an empty one as none) and the text between them (comments, which the server's HTML has between
 * adjacent texts, left out), so that written HTML and HTML a script made differ only where the page does.
 */
const settledPage = async (page: Page): Promise<string[]> => {
  await page.waitForTimeout(1500)
  return page.locator('#root').evaluate((root) => {
    const out: string[] = []
    const probe = document.createElement('div')
    let text = ''
    const flush = () => {
      if (text.trim()) out.push(`"${text.replace(/\s+/g, ' ').trim()}"`)
      text = ''
    }
    const walk = (n: Node) => {
      if (n.nodeType === Node.TEXT_NODE) text += n.textContent ?? ''
      if (n.nodeType !== Node.ELEMENT_NODE) return
      flush()
      const el = n as Element
      // A passing notice (the offline copy being ready comes when the service worker has installed) is no part of it.
      if (el.classList.contains('toast')) return
      const attrs = [...el.attributes]
        // An option chosen is an attribute in written HTML and a property where a script chose it.
        .filter((a) => a.name !== 'selected')
        .map((a) => {
          if (a.name !== 'style') return `${a.name}=${a.value}`
          probe.style.cssText = a.value
          return probe.style.cssText ? `style=${probe.style.cssText}` : ''
        })
        .filter(Boolean)
        .sort()
      out.push(`<${el.tagName.toLowerCase()} ${attrs.join(' ')}>`)
      el.childNodes.forEach(walk)
      flush()
      out.push(`</${el.tagName.toLowerCase()}>`)
    }
    root.childNodes.forEach(walk)
    return out
  })
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 412, height: 823 },
]) {
  test(`a first visit in Russian shows the game before its code runs, then plays (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    // The app's code held back (its requests never answered): what shows is the HTML alone.
    await page.route('**/assets/*.js', () => undefined)
    // Not waiting for the load event: the first screen's script may ask for the held-back code before it, and the
    // page then never loads (the checks below wait for what they need).
    await page.goto('./', { waitUntil: 'commit' })
    const root = page.locator('#root')
    await expect(root).toHaveAttribute('data-first-screen', 'ru')
    await expect(page.getByTestId('welcome-dialog')).toBeVisible()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    await expect(page.locator('[data-turn]').first()).toHaveAttribute('data-turn', '1')
    const counters = await page.locator('[data-unit]').count()
    expect(counters).toBeGreaterThan(40)
    expect(await worstOffset(page)).toBeLessThanOrEqual(2)
    const before = await firstCounterBox(page)
    // Nothing can be pressed until it is adopted (a press would be lost), but it scrolls.
    await expect(root).toHaveAttribute('data-waiting', '')
    await expect(root).toHaveAttribute('aria-disabled', 'true')
    expect(await page.getByTestId('welcome-tutorial').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')

    // The app's own module cannot be fetched: the screen does not wait for ever, it says so and offers a reload.
    await page.unroute('**/assets/*.js')
    await page.route('**/assets/first-*.js', (r) => r.abort())
    await page.goto('./')
    await expect(page.getByTestId('load-failed')).toBeVisible()
    await expect(root).not.toHaveAttribute('data-waiting')
    await page.unroute('**/assets/first-*.js')

    // With its code: adopted without a mismatch, the same screen, and it plays.

    const errors = errorsOf(page)
    await page.goto('./')
    await adopted(page)
    await expect(root).toHaveAttribute('data-first-screen', 'ru')
    await expect(page.getByTestId('welcome-dialog')).toBeVisible()
    expect(await page.locator('[data-unit]').count()).toBe(counters)
    // The board stays placed by its centring style until it is moved (adopting it redraws nothing): nothing moved.
    await expect(page.locator('.layer-units > g[style*="translate(50%"]')).toHaveCount(1)
    expect(await firstCounterBox(page)).toEqual(before)
    expect(await worstOffset(page)).toBeLessThanOrEqual(2)
    // The adopted HTML is what the app draws itself from the same start (a link that only names the language makes
    // it draw the screen anew): React does not report a differing attribute when it adopts HTML, this does.
    const adoptedPage = await settledPage(page)
    const drawn = await page.context().newPage()
    await drawn.setViewportSize(size)
    await drawn.goto('./?lang=ru')
    await expect(drawn.getByTestId('welcome-dialog')).toBeVisible()
    expect(await drawn.locator('#root').getAttribute('data-first-screen')).toBeNull()
    expect(await settledPage(drawn)).toEqual(adoptedPage)
    await drawn.close()
    await page.getByTestId('welcome-dialog').getByRole('button', { name: '×' }).click()
    await expect(page.getByTestId('welcome-dialog')).toHaveCount(0)
    // The first zoom starts from the centred view measured on the board: in figures from then on, and still aligned.
    await page.getByTestId('zoom-in').click()
    await expect(page.locator('.layer-units > g[transform]')).toHaveCount(1)
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
