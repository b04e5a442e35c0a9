// Touch: on a tablet, taps select and move, a long-press shows what hover shows, two fingers pinch and pan,
// and the controls are at least 44 px.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, hook } from './helpers'

test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true })

const centre = async (page: Page, sel: string) => {
  const b = (await page.locator(sel).boundingBox())!
  return { x: Math.round(b.x + b.width / 2), y: Math.round(b.y + b.height / 2) }
}

type Touch = { x: number; y: number; id: number }

test('tap selects and moves, a long-press shows the details, two fingers zoom and pan, targets are 44 px', async ({
  page,
}) => {
  await page.goto('./?new=historical&seed=7&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  // At the default zoom a counter is a comfortable finger target.
  const counter = (await page.locator('[data-unit^="fr-"]').first().boundingBox())!
  expect(counter.width).toBeGreaterThanOrEqual(44)
  expect(counter.height).toBeGreaterThanOrEqual(44)
  // So are the buttons on the screen (rule ids inside a sentence excepted, as WCAG 2.5.8 allows).
  const small = await page.locator('button:visible:not(p .rule-link)').evaluateAll((els) =>
    els
      .map((e) => ({ t: e.getAttribute('data-testid') ?? e.textContent, r: e.getBoundingClientRect() }))
      .filter((b) => b.r.width < 44 || b.r.height < 44)
      .map((b) => b.t),
  )
  expect(small).toEqual([])

  await finishRally(page)
  await page.getByTestId('zoom-fit').tap()
  const bb = (await page.getByTestId('board').boundingBox())!
  const onBoard = (b: { x: number; y: number } | null) =>
    !!b && b.x > bb.x + 230 && b.y > bb.y + 140 && b.x < bb.x + bb.width - 80 && b.y < bb.y + bb.height - 60
  // A unit that can move, on screen: tap it, tap one of its reachable hexes.
  const units = await page
    .locator('[data-unit^="fr-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-unit') as string))
  let unit = ''
  let target = ''
  for (const u of units) {
    const box = await page.locator(`[data-unit="${u}"]`).boundingBox()
    if (!onBoard(box)) continue
    const reach = await hook(page, (h, id: string) => h.reach(id), u)
    for (const hex of reach) {
      const hb = await page.locator(`[data-hex="${hex}"]`).boundingBox()
      const free = await page.locator(`[data-at="${hex}"]`).count()
      if (!free && onBoard(hb)) {
        unit = u
        target = hex
        break
      }
    }
    if (unit) break
  }
  expect(unit, 'a French unit with a free reachable hex on screen').not.toBe('')
  await page.locator(`[data-unit="${unit}"]`).tap()
  await expect(page.getByTestId('board')).toHaveAttribute('data-selected-unit', unit)
  await expect(page.locator(`[data-hex="${target}"]`)).toHaveAttribute('data-reachable', 'true')
  await page.locator(`[data-hex="${target}"]`).tap()
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', target)

  // Long-press on another counter: its details, as hover shows them with a mouse; it does not select it.
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Touch[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points })
  const other = await page.locator('[data-unit^="ru-"]').first().getAttribute('data-unit')
  const p = await centre(page, `[data-unit="${other}"]`)
  await touch('touchStart', [{ ...p, id: 1 }])
  await page.waitForTimeout(800)
  await touch('touchEnd', [])
  await expect(page.getByTestId('hover-tip')).toBeVisible()
  await expect(page.getByTestId('board')).toHaveAttribute('data-selected-unit', unit)
  // A tap elsewhere closes it.
  await page.locator(`[data-unit="${unit}"]`).tap()
  await expect(page.getByTestId('hover-tip')).toHaveCount(0)

  // Pinch: two fingers apart zoom in around their middle; moving both pans.
  const scale = async () =>
    Number((await page.locator('.layer-units > g').getAttribute('transform'))!.match(/scale\(([\d.]+)\)/)![1])
  const before = await scale()
  const mid = { x: 600, y: 450 }
  await touch('touchStart', [
    { x: mid.x - 40, y: mid.y, id: 1 },
    { x: mid.x + 40, y: mid.y, id: 2 },
  ])
  for (let i = 1; i <= 8; i++)
    await touch('touchMove', [
      { x: mid.x - 40 - i * 15, y: mid.y, id: 1 },
      { x: mid.x + 40 + i * 15, y: mid.y, id: 2 },
    ])
  await touch('touchEnd', [])
  await expect.poll(scale).toBeGreaterThan(before * 1.5)
  const shift = async () =>
    (await page.locator('.layer-units > g').getAttribute('transform'))!
      .match(/translate\(([-\d.]+) ([-\d.]+)\)/)!
      .slice(1)
      .map(Number) as [number, number] // the pattern has two groups
  const [x0, y0] = await shift()
  await touch('touchStart', [
    { x: 500, y: 400, id: 1 },
    { x: 600, y: 400, id: 2 },
  ])
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', [
      { x: 500 + i * 20, y: 400 + i * 10, id: 1 },
      { x: 600 + i * 20, y: 400 + i * 10, id: 2 },
    ])
  await touch('touchEnd', [])
  await expect.poll(async () => (await shift())[0]).toBeGreaterThan(x0 + 80)
  expect((await shift())[1]).toBeGreaterThan(y0 + 40)
  // No drag or pinch moved a unit.
  await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', target)
})
