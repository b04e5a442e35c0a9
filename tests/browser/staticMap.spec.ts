// The battlefield is one image (StaticMap.tsx) and the counters and marks are drawn over it: the two must line up,
// and a click anywhere on the image must find its hex by arithmetic (players' builds have no element per hex).
import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { finishRally, gameState, hook, startGame } from './helpers'

const R = 50
/** From this hex radius on the screen (CSS px) the board shows the hex numbers (StaticMap.tsx). */
const NUMBERS_FROM_PX = 30
/** The hex numbers' ink (static/labels.ts). */
const NUMBER_INK = [0x6d, 0x66, 0x56]

interface ImageBox {
  x: number
  y: number
  width: number
  height: number
  left: number
  top: number
  sw: number
  sh: number
}

/** An image's box on the board (its attributes, board units) and on the screen (CSS px): the map's by default. */
const imageBox = (page: Page, testId = 'map-image'): Promise<ImageBox> =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect()
    const a = (n: string) => Number(el.getAttribute(n))
    return {
      x: a('x'),
      y: a('y'),
      width: a('width'),
      height: a('height'),
      left: r.left,
      top: r.top,
      sw: r.width,
      sh: r.height,
    }
  })

/** A board point on the screen, through the image's own box. */
const onScreen = (b: ImageBox, bx: number, by: number) => ({
  x: b.left + ((bx - b.x) * b.sw) / b.width,
  y: b.top + ((by - b.y) * b.sh) / b.height,
})

/**
 * Where the hex numbers' image draws the hex around board point (bx, by): the image (file `href`, over the map's box
 * `b`) drawn alone on a canvas at 4 px a unit around the place of that hex's number, and the centre of the number's
 * ink found there (the digits' ink spans 7.2 units up from their baseline, 0.66 R above the hex centre). In board
 * units.
 */
async function drawnCentre(
  page: Page,
  b: ImageBox,
  href: string,
  bx: number,
  by: number,
): Promise<{ x: number; y: number }> {
  const ink = await page.evaluate(
    async ({ href, sx, sy, colour }) => {
      const S = 4
      const W = 60
      const H = 24
      const img = new Image()
      img.src = href
      await img.decode()
      const c = document.createElement('canvas')
      c.width = W * S
      c.height = H * S
      const ctx = c.getContext('2d')!
      ctx.drawImage(img, sx, sy, W, H, 0, 0, W * S, H * S)
      const d = ctx.getImageData(0, 0, c.width, c.height).data
      let x0 = Infinity
      let x1 = -Infinity
      let y0 = Infinity
      let y1 = -Infinity
      for (let i = 0; i < d.length; i += 4) {
        if (colour.some((v, k) => Math.abs(d[i + k]! - v) > 10)) continue
        const px = (i / 4) % c.width
        const py = Math.floor(i / 4 / c.width)
        x0 = Math.min(x0, px)
        x1 = Math.max(x1, px)
        y0 = Math.min(y0, py)
        y1 = Math.max(y1, py)
      }
      return x1 < 0 ? null : { x: sx + (x0 + x1 + 1) / 2 / S, y: sy + (y0 + y1 + 1) / 2 / S }
    },
    // The window in the image's own units (its viewBox starts at the box's corner).
    { href, sx: bx - b.x - 30, sy: by - R * 0.66 - 3.6 - b.y - 12, colour: NUMBER_INK },
  )
  expect(ink, 'the hex number drawn near its place').not.toBeNull()
  return { x: ink!.x + b.x, y: ink!.y + b.y + R * 0.66 + 3.6 }
}

// (Clicks through the numbers to the map are the click test's below: it runs at the starting zoom, numbers shown.)
test('the hex numbers show only when zoomed in far enough to read them, over the map', async ({ page }) => {
  await startGame(page, 'historical', 1)
  await page.getByTestId('zoom-fit').click()
  await expect(page.getByTestId('map-numbers')).toHaveCount(0)
  for (let i = 0; i < 8 && (await page.getByTestId('map-numbers').count()) === 0; i++)
    await page.getByTestId('zoom-in').click()
  const numbers = await imageBox(page, 'map-numbers')
  const map = await imageBox(page)
  // The same box as the map, on the board and on the screen; a hex radius of at least NUMBERS_FROM_PX on the screen,
  // and under it one zoom step before.
  for (const k of ['x', 'y', 'width', 'height', 'left', 'top', 'sw', 'sh'] as const)
    expect(Math.abs(numbers[k] - map[k]), k).toBeLessThan(0.5)
  expect((R * map.sw) / map.width).toBeGreaterThanOrEqual(NUMBERS_FROM_PX)
  expect((R * map.sw) / map.width / 1.25).toBeLessThan(NUMBERS_FROM_PX)
  await page.getByTestId('zoom-out').click()
  await expect(page.getByTestId('map-numbers')).toHaveCount(0)
})

test('the static map and the counters line up within 2 px at three zoom levels', async ({ page }) => {
  await startGame(page, 'historical', 1)
  // The hex numbers' file, read where the board shows it (zoomed in); its box is the map's at every zoom.
  for (let i = 0; i < 8 && (await page.getByTestId('map-numbers').count()) === 0; i++)
    await page.getByTestId('zoom-in').click()
  const numbersHref = (await page.getByTestId('map-numbers').getAttribute('href'))!
  const s = await gameState(page)
  // Three counters far apart (west, east, and the one nearest the middle), so a wrong scale shows too.
  const placed = Object.values(s.units).filter((u) => u.hex && u.status === 'active')
  const col = (u: (typeof placed)[number]) => Number(u.hex!.slice(0, 2))
  const byCol = [...placed].sort((a, b) => col(a) - col(b))
  const units = [byCol[0]!, byCol[byCol.length - 1]!, byCol[Math.floor(byCol.length / 2)]!]
  for (const zoomIns of [0, 3, 6]) {
    await page.getByTestId('zoom-fit').click()
    for (let i = 0; i < zoomIns; i++) await page.getByTestId('zoom-in').click()
    await page.waitForTimeout(400)
    const b = await imageBox(page)
    for (const u of units) {
      const body = page.locator(`[data-unit="${u.id}"] > rect`).first()
      // The counter's centre on the board (its square's attributes) and on the screen.
      const square = await body.evaluate((el) => {
        const a = (n: string) => Number(el.getAttribute(n))
        const r = el.getBoundingClientRect()
        return {
          bx: a('x') + a('width') / 2,
          by: a('y') + a('height') / 2,
          sx: r.left + r.width / 2,
          sy: r.top + r.height / 2,
        }
      })
      const drawn = await drawnCentre(page, b, numbersHref, square.bx, square.by)
      const at = onScreen(b, drawn.x, drawn.y)
      const where = `${u.id} at ${u.hex}, ${zoomIns} zoom-ins`
      expect(Math.abs(at.x - square.sx), where).toBeLessThanOrEqual(2)
      expect(Math.abs(at.y - square.sy), where).toBeLessThanOrEqual(2)
    }
  }
})

const mapData = JSON.parse(readFileSync('src/data/borodino-map.json', 'utf8')) as {
  hexes: Array<{ hex: string; terrain: string }>
  rivers: Array<{ sides: Array<[string, string]> }>
}
const villages = new Set(mapData.hexes.filter((h) => h.terrain === 'village').map((h) => h.hex))
const byRiver = new Set(mapData.rivers.flatMap((r) => r.sides.flat()))

test('a click on the image finds every kind of hex (no element per hex under the pointer)', async ({ page }) => {
  await startGame(page, 'historical', 1)
  await finishRally(page)
  // Every hex's centre on the board, from the test build's hooks; then the hooks go, so each click lands on the
  // map's image (or a counter) as in a player's build.
  const centres = new Map(
    await page.$$eval('[data-hex]', (els) =>
      els.map((e) => {
        const r = (e as SVGGraphicsElement).getBBox()
        return [e.getAttribute('data-hex')!, [r.x + r.width / 2, r.y + r.height / 2]] as [string, [number, number]]
      }),
    ),
  )
  await page.addStyleTag({ content: '.hex-hooks { display: none !important }' })
  const board = page.getByTestId('board')
  const at = async (hex: string) => {
    const [bx, by] = centres.get(hex)!
    return onScreen(await imageBox(page), bx, by)
  }
  /** The first of the hexes whose centre shows the map's image itself (not a toolbar or a button over it). */
  const onImage = async (hexes: string[]): Promise<string> => {
    for (const h of hexes) {
      const p = await at(h)
      if (await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.matches('.map-image'), p)) return h
    }
    throw new Error(`none of ${hexes.length} hexes shows the map's image at its centre`)
  }
  const click = async (hex: string) => {
    const p = await at(hex)
    await page.mouse.click(p.x, p.y)
  }
  const hexOf = async (id: string) => (await gameState(page)).units[id]!.hex
  const s = await gameState(page)
  const occupied = new Set([
    ...Object.values(s.units).flatMap((u) => (u.hex ? [u.hex] : [])),
    ...Object.values((s as unknown as { commanders: Record<string, { hex: string | null }> }).commanders).flatMap(
      (c) => (c.hex ? [c.hex] : []),
    ),
  ])
  const french = Object.values(s.units).filter((u) => u.side === 'fr' && u.hex && u.status === 'active')
  const reach: Record<string, string[]> = {}
  for (const u of french) reach[u.id] = await hook(page, (h, id: string) => h.reach(id), u.id)
  const free = (u: string, kind: Set<string> | null) =>
    reach[u]!.filter((h) => h !== s.units[u]!.hex && !occupied.has(h) && (!kind || kind.has(h)))
  const mover = french.find((u) => free(u.id, null).length > 0)!
  const inVillage = french.find((u) => u.id !== mover.id && free(u.id, villages).length > 0)
  const byTheRiver = french.find((u) => ![mover.id, inVillage?.id].includes(u.id) && free(u.id, byRiver).length > 0)
  expect(inVillage, 'a French unit that can move into a village').toBeTruthy()
  expect(byTheRiver, 'a French unit that can move next to the river').toBeTruthy()

  // Own unit: selected.
  await click(mover.hex!)
  await expect(board).toHaveAttribute('data-selected-unit', mover.id)
  // An empty hex out of its reach: the unit stays, and the click is answered (the why-not, or the selection let go;
  // a click that found no hex would do neither).
  const out = await onImage(
    [...centres.keys()].filter(
      (h) => !reach[mover.id]!.includes(h) && !occupied.has(h) && Math.abs(col(h) - col(mover.hex!)) > 6,
    ),
  )
  await click(out)
  await expect
    .poll(
      async () => (await page.getByTestId('refusal').count()) > 0 || !(await board.getAttribute('data-selected-unit')),
    )
    .toBe(true)
  expect(await hexOf(mover.id)).toBe(mover.hex)
  // An empty hex in reach: the unit goes there.
  await click(mover.hex!)
  await expect(board).toHaveAttribute('data-selected-unit', mover.id)
  // An empty hex in reach: the unit goes there.
  const to = await onImage(free(mover.id, null))
  await click(to)
  await expect.poll(() => hexOf(mover.id)).toBe(to)
  // An enemy unit: selected to look at.
  const enemy = Object.values(s.units).find((u) => u.side === 'ru' && u.hex)!
  await click(enemy.hex!)
  await expect(board).toHaveAttribute('data-selected-unit', enemy.id)
  // A commander: his badge takes the click.
  const commander = page.locator('[data-commander="davout"]')
  await commander.click()
  await expect(commander).toHaveAttribute('data-selected', 'true')
  // Village and river hexes (drawn on the image like any other): a unit moves into each.
  for (const u of [inVillage!, byTheRiver!]) {
    const target = await onImage(free(u.id, u === inVillage ? villages : byRiver))
    await click(u.hex!)
    await expect(board).toHaveAttribute('data-selected-unit', u.id)
    await click(target)
    await expect.poll(() => hexOf(u.id)).toBe(target)
  }
  // Hovering a river hex names the river in the tooltip: the pointer finds the hex on the image.
  const river = await onImage([...byRiver].filter((h) => !occupied.has(h) && centres.has(h)))
  const p = await at(river)
  await page.mouse.move(p.x, p.y)
  await expect(page.locator(`[data-tip-hex="${river}"]`)).toBeVisible()
})

const col = (hex: string) => Number(hex.slice(0, 2))
