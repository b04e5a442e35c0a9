// The front view (issue 30, item 4): zoomed out to the whole map, each army is one outlined shape; «Фронт» (or f)
// brings the units where the armies meet into view, closer than the whole map: those whose nearest enemy is at most
// two hexes farther than the closest pair of enemies.
import { expect, test } from '@playwright/test'
import { hexId } from '../../src/engine'
import { distance } from '../../src/core'
import { realCtx } from './gameSearch'
import { gameState, shot, startGame } from './helpers'

test('zoomed out, the armies are outlined; the front view shows every unit in contact, larger', async ({ page }) => {
  await startGame(page, 'historical', 7)
  await page.getByTestId('zoom-fit').click()
  await expect(page.locator('[data-army-outline="fr"]')).toBeAttached()
  await expect(page.locator('[data-army-outline="ru"]')).toBeAttached()
  await shot(page, 'front-01-outline')
  const s = await gameState(page)
  const units = Object.values(s.units).filter((u) => u.hex)
  const map = realCtx.map
  const apart = (a: string, b: string) => distance(map.geo, hexId(map, a), hexId(map, b))
  const nearest = (u: (typeof units)[number]) =>
    Math.min(...units.filter((e) => e.side !== u.side).map((e) => apart(u.hex!, e.hex!)))
  const closest = Math.min(...units.map(nearest))
  const touching = units.filter((u) => nearest(u) <= closest + 2).map((u) => u.id)
  expect(touching.length).toBeGreaterThan(1)
  const width = async () => (await page.locator(`[data-unit="${touching[0]}"]`).boundingBox())!.width
  const atFit = await width()
  await page.getByTestId('zoom-front').click()
  await expect.poll(width).toBeGreaterThan(atFit * 1.2)
  for (const id of touching) await expect(page.locator(`[data-unit="${id}"]`)).toBeInViewport()
  await shot(page, 'front-02-front')
  // The key does the same from the whole map.
  await page.getByTestId('zoom-fit').click()
  await page.getByTestId('board').focus()
  await page.keyboard.press('f')
  await expect.poll(width).toBeGreaterThan(atFit * 1.2)
})
