// The counters' shadows are one path where the counters stand (CountersLayer); a counter sliding to its new hex
// carries its own shadow meanwhile, so no shadow waits at the hex before the counter arrives.
import { expect, test } from '@playwright/test'
import { finishRally, gameState, hook, startGame } from './helpers'

test('a sliding counter carries its own shadow, and the board’s shadow path takes it back when it arrives', async ({
  page,
}) => {
  await startGame(page, 'historical', 1)
  await finishRally(page)
  const s = await gameState(page)
  const occupied = new Set(Object.values(s.units).map((u) => u.hex))
  let mover = ''
  let to = ''
  for (const u of Object.values(s.units).filter((x) => x.side === 'fr' && x.hex && x.status === 'active')) {
    const free = (await hook(page, (h, id: string) => h.reach(id), u.id)).filter((h) => !occupied.has(h))
    if (free.length) {
      mover = u.id
      to = free[free.length - 1]!
      break
    }
  }
  expect(mover).not.toBe('')
  const shared = page.locator('.counters > path.shadows').first()
  const placed = async () => ((await shared.getAttribute('d')) ?? '').split('M').length - 1
  const all = await placed()
  const own = page.locator(`[data-unit="${mover}"] > path[fill="#000"]`)
  await expect(own).toHaveCount(0)
  // The browser's animations run a hundred times slower, so the slide can be looked at while it runs.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 })
  await page.locator(`[data-unit="${mover}"]`).click()
  await page.locator(`[data-hex="${to}"]`).click()
  await expect(page.locator(`[data-unit="${mover}"]`)).toHaveAttribute('data-at', to)
  await expect(own).toHaveCount(1)
  expect(await placed()).toBe(all - 1)
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
  await expect(own).toHaveCount(0)
  expect(await placed()).toBe(all)
})
