// The camera during the computer's turn: at most one glide per answer of the computer (a movement phase, an attack,
// a retreat), and none at all when «follow the computer» is off.
import { expect, test, type Page } from '@playwright/test'
import { finishRally } from './helpers'

/**
 * Counts the board's camera moves: changes of its transform, those less than 600 ms apart counted as one glide. A
 * glide lasts a quarter of a second, but the page applying a computer's answer can hold a frame of it back for more
 * than 200 ms (one glide in ten was counted twice at that gap); a merge only ever lowers the count checked below.
 */
async function watchCamera(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('borodino:ai-delay', '0')
    const w = window as unknown as { __glides: number; __last: number }
    w.__glides = 0
    w.__last = 0
    new MutationObserver((list) => {
      if (!list.some((m) => m.attributeName === 'transform' && (m.target as Element).parentElement?.tagName === 'svg'))
        return
      const now = performance.now()
      if (now - w.__last > 600) w.__glides++
      w.__last = now
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['transform'] })
  })
}

const glides = (page: Page) => page.evaluate(() => (window as unknown as { __glides: number }).__glides)
const answersSoFar = (page: Page) =>
  page.evaluate(() => {
    const cmds = (window as never as { __borodino: { commands(): Array<{ type: string }> } }).__borodino.commands()
    // The computer answers a rally, a movement phase, and each attack, fire, retreat or advance on its own.
    return 3 + cmds.filter((c) => ['attack', 'fire', 'retreat', 'advance'].includes(c.type)).length
  })

/**
 * Waits until the computer's French movement phase is over (its rally and its movement: two answers). Read from the
 * game, not the phase on screen: a combat phase with no attack lasts too short a time to be seen.
 */
const movementDone = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(() => {
          const s = (window as never as { __borodino: { state(): { side: string; phase: string } } }).__borodino.state()
          return s.side === 'ru' || s.phase === 'combat'
        }),
      { timeout: 60_000 },
    )
    .toBe(true)

test('following the computer: the camera glides to its moves, at most once per answer', async ({ page }) => {
  await watchCamera(page)
  await page.goto('./?new=historical&seed=2&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  // Zoomed in on the map's corner, the computer's moves are off screen: the camera must go to them.
  for (let i = 0; i < 4; i++) await page.keyboard.press('+')
  await page.waitForTimeout(300)
  const before = await glides(page)
  await page.getByTestId('ai-takeover-level').selectOption('easy')
  await page.getByTestId('ai-takeover').click()
  await movementDone(page)
  const made = (await glides(page)) - before
  expect(made).toBeGreaterThanOrEqual(1)
  expect(made).toBeLessThanOrEqual(await answersSoFar(page))
})

test('«follow the computer» off: the camera stays where the player left it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('borodino:follow-ai', 'off'))
  await watchCamera(page)
  await page.goto('./?new=historical&seed=2&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  await page.getByTestId('ai-takeover').click()
  await expect(page.getByTestId('follow-ai')).not.toBeChecked()
  await page.waitForTimeout(300)
  const before = await glides(page)
  await movementDone(page)
  expect(await glides(page)).toBe(before)
})

test('the person’s turn begins where they left the board: the computer’s camera moves are undone', async ({ page }) => {
  // A whole turn of the computer's: longer than a test's usual time on a busy machine.
  test.setTimeout(180_000)
  await watchCamera(page)
  // The person plays the French, the computer the Russians at Normal: no noise, so the same turn every run, and a
  // short one (it seldom attacks, and never leaves the person a retreat to choose here).
  await page.goto('./?new=historical&seed=2&handover=off&fr=human&ru=normal')
  await expect(page.getByTestId('board')).toBeVisible()
  await finishRally(page)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  for (let i = 0; i < 4; i++) await page.keyboard.press('+')
  await page.waitForTimeout(300)
  const transform = () => page.locator('[data-testid="board"] svg.layer-units > g').getAttribute('transform')
  const mine = await transform()
  const before = await glides(page)
  await page.getByTestId('end-phase').click()
  await expect
    .poll(
      () =>
        page.evaluate(() => (window as never as { __borodino: { state(): { side: string } } }).__borodino.state().side),
      {
        timeout: 120_000,
      },
    )
    .toBe('fr')
  // The computer did move the camera to its moves, and the board is back at the person's view.
  expect((await glides(page)) - before).toBeGreaterThanOrEqual(1)
  await expect.poll(transform).toBe(mine)
})
