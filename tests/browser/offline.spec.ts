// Installable and offline: the manifest is served, the service worker stores the game on the first visit, and
// with the network gone a reload still opens the game and a move can be played.
import { expect, test } from '@playwright/test'
import { at } from '../helpers/must'
import { finishRally, hook } from './helpers'

test('after the first load the game reloads and plays with no network', async ({ page, context }) => {
  await page.goto('./?new=historical&seed=7&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  // Installable: a manifest with a name and large icons.
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href')
    return href
      ? ((await (await fetch(href)).json()) as { name: string; icons: Array<{ sizes: string }>; display: string })
      : null
  })
  expect(manifest?.name).toContain('Бородино')
  expect(manifest?.display).toBe('standalone')
  expect(manifest?.icons.some((i) => i.sizes === '512x512')).toBe(true)
  // The service worker is active once everything is precached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect(page.getByTestId('offline-ready')).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('board')).toBeVisible()
  // The network is gone (a request the service worker has not stored fails; navigator.onLine is not relied on, as
  // headless Chromium does not always report the emulated state there).
  expect(
    await page.evaluate(() =>
      fetch(`./not-stored-${Date.now()}.json`).then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed')
  // Parts loaded on demand come from the cache too: the rules reference and the other language.
  await page.getByTestId('menu-rules').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByTestId('menu-lang').click()
  await expect(page.getByTestId('menu-lang')).toHaveText('Русский')

  // A move, offline.
  await page.getByTestId('zoom-fit').click()
  await finishRally(page)
  const units = await page
    .locator('[data-unit^="fr-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-unit') as string))
  for (const u of units) {
    const reach = await hook(page, (h, id: string) => h.reach(id), u)
    const free = []
    for (const hex of reach) if (!(await page.locator(`[data-at="${hex}"]`).count())) free.push(hex)
    if (!free.length) continue
    await page.locator(`[data-unit="${u}"]`).click()
    await page.locator(`[data-hex="${free[0]}"]`).click()
    await expect(page.locator(`[data-unit="${u}"]`)).toHaveAttribute('data-at', at(free, 0))
    return
  }
  throw new Error('no French unit could move')
})
