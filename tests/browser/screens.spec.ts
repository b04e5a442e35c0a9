// Every supported screen: no horizontal scrolling, every menu command reachable inside the viewport (behind the
// menu button on narrow screens), the board at least half the screen, dialogs inside the viewport; on a phone the
// side panel opens as a sheet over the board.
import { expect, test, type Page } from '@playwright/test'

const VIEWPORTS: Array<[number, number]> = [
  [1920, 1080],
  [1366, 768],
  [1280, 800],
  [1024, 768],
  [820, 1180],
  [1180, 820],
  [390, 844],
]
const MENU = [
  'menu-new',
  'menu-saves',
  'menu-pbm',
  'menu-tutorial',
  'menu-rules',
  'menu-handover',
  'menu-lang',
  'menu-keys',
]

async function noHorizontalScroll(page: Page) {
  const m = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    w: window.innerWidth,
    x: window.scrollX,
    left: document.querySelector('.app')?.getBoundingClientRect().left ?? 0,
  }))
  expect(m.doc, 'document wider than the viewport').toBeLessThanOrEqual(m.w)
  expect(m.body, 'body wider than the viewport').toBeLessThanOrEqual(m.w)
  expect(m.x).toBe(0)
  expect(m.left, 'the app shifted sideways').toBe(0)
}

async function inside(page: Page, testId: string, vw: number, vh: number) {
  const box = await page.getByTestId(testId).boundingBox()
  expect(box, `${testId} has no box`).not.toBeNull()
  expect(box!.x, `${testId} left`).toBeGreaterThanOrEqual(0)
  expect(box!.y, `${testId} top`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${testId} right`).toBeLessThanOrEqual(vw + 0.5)
  expect(box!.y + box!.height, `${testId} bottom`).toBeLessThanOrEqual(vh + 0.5)
}

/** Shows the menu command (opening the menu button first where there is one) and checks it lies on screen. */
async function reachMenu(page: Page, testId: string, vw: number, vh: number) {
  if (!(await page.getByTestId(testId).isVisible())) {
    await expect(page.getByTestId('menu-toggle')).toBeVisible()
    await page.getByTestId('menu-toggle').click()
  }
  await expect(page.getByTestId(testId)).toBeVisible()
  await inside(page, testId, vw, vh)
}

for (const [vw, vh] of VIEWPORTS) {
  test.describe(`${vw}×${vh}`, () => {
    test.use({ viewport: { width: vw, height: vh } })

    test('menu, board, dialogs and panel fit the screen', async ({ page }) => {
      await page.goto('./?new=historical&seed=1&handover=off')
      await expect(page.getByTestId('board')).toBeVisible()
      await noHorizontalScroll(page)
      // The board gets at least half the screen.
      const board = (await page.getByTestId('board').boundingBox())!
      expect(board.width * board.height, 'board area').toBeGreaterThanOrEqual(0.5 * vw * vh)
      if (vw <= 600) expect(board.width).toBeGreaterThanOrEqual(vw - 1)
      // The menu button is there exactly when the menu does not fit.
      expect(await page.getByTestId('menu-toggle').isVisible()).toBe(vw < 1200)
      for (const id of MENU) {
        await reachMenu(page, id, vw, vh)
        await page.keyboard.press('Escape')
      }
      // Tabbing through the whole page never shifts it sideways.
      for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
      await noHorizontalScroll(page)
      // Each dialog opened from the menu fits inside the viewport.
      for (const [id, dialog] of [
        ['menu-new', 'new-game'],
        ['menu-saves', 'saves'],
        ['menu-rules', 'rules-dialog'],
        ['menu-keys', 'keys-dialog'],
        ['menu-tutorial', 'tutorial-dialog'],
        ['menu-pbm', 'pbm-dialog'],
      ] as const) {
        await reachMenu(page, id, vw, vh)
        await page.getByTestId(id).click()
        const d = page.locator('[role="dialog"]')
        await expect(d).toBeVisible()
        const box = (await d.boundingBox())!
        expect(box.x, `${dialog} left`).toBeGreaterThanOrEqual(0)
        expect(box.y, `${dialog} top`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${dialog} right`).toBeLessThanOrEqual(vw)
        expect(box.y + box.height, `${dialog} bottom`).toBeLessThanOrEqual(vh)
        await noHorizontalScroll(page)
        await page.keyboard.press('Escape')
        await expect(d).toHaveCount(0)
      }
      // The phase's controls: beside or under the board, or in the sheet a phone opens over it.
      if (await page.getByTestId('panel-toggle').isVisible()) {
        expect(vw).toBeLessThanOrEqual(600)
        await expect(page.getByTestId('end-phase')).not.toBeVisible()
        await page.getByTestId('panel-toggle').click()
        // The sheet slides up (0.2 s): wait until it has settled.
        await expect
          .poll(async () => (await page.getByTestId('end-phase').boundingBox())?.y ?? 9999)
          .toBeLessThan(vh - 60)
        await page.waitForTimeout(300)
      }
      await expect(page.getByTestId('end-phase')).toBeVisible()
      await inside(page, 'end-phase', vw, vh)
      await page.getByTestId('end-phase').click()
      await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
      await noHorizontalScroll(page)
    })
  })
}

// The menu button keeps its room from the window's edge, in both games and both languages (the Russian «Меню»
// once sat on the edge of a tablet's screen): at least the top bar's own padding on a phone (6 px).
for (const [vw, vh] of [
  [1024, 768],
  [390, 844],
] as const)
  test.describe(`${vw}×${vh} menu button`, () => {
    test.use({ viewport: { width: vw, height: vh } })
    for (const lang of ['ru', 'en'] as const)
      test(`${lang}: stands clear of the window's edge in both games`, async ({ page }) => {
        for (const url of [`./?new=historical&seed=1&handover=off&lang=${lang}`, `./?game=phalanx&lang=${lang}`]) {
          await page.goto(url)
          const show = page.getByTestId('handover-show')
          const toggle = page.getByTestId('menu-toggle')
          await expect(show.or(toggle)).toBeVisible()
          if (await show.isVisible()) await show.click()
          await expect(toggle).toBeVisible()
          const box = (await toggle.boundingBox())!
          expect(vw - (box.x + box.width), `room right of the menu button (${url})`).toBeGreaterThanOrEqual(6)
          await toggle.click()
          await expect(page.getByTestId('menu-lang')).toBeVisible()
          await inside(page, 'menu-lang', vw, vh)
          await page.keyboard.press('Escape')
          await expect(page.getByTestId('menu-lang')).toBeHidden()
        }
      })
  })
