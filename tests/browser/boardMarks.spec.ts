// The hex cells' hooks follow the selection exactly: only the marked cells change, so a hook left behind by an
// earlier selection would be a bug no other test sees.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, startGame } from './helpers'

const reachable = (page: Page) =>
  page.$$eval('[data-reachable="true"]', (els) => els.map((e) => e.getAttribute('data-hex')).sort())
const marked = (page: Page) =>
  page.$$eval('[data-mark]', (els) =>
    els.map((e) => `${e.getAttribute('data-hex')}:${e.getAttribute('data-mark')}`).sort(),
  )
const select = (page: Page, unit: string) =>
  page.evaluate(
    (u) => document.querySelector(`[data-unit="${u}"]`)?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    unit,
  )

test('reach hooks on the cells: set for the selected unit only, cleared on a new selection and on Esc', async ({
  page,
}) => {
  await startGame(page, 'historical', 1)
  await finishRally(page)
  // A cavalry unit (a wide reach) and an infantry unit (a narrow one).
  await select(page, 'fr-I-cav')
  await expect(page.locator('[data-reachable="true"]').first()).toBeAttached()
  const cav = await reachable(page)
  const cavMarks = await marked(page)
  expect(cav.length).toBeGreaterThan(20)
  // The reach is drawn as one path, the cells keep the hooks.
  await expect(page.locator('.hit-layer path[data-kind="reach"]')).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(page.locator('[data-mark]')).toHaveCount(0)
  await select(page, 'fr-I-2')
  await expect(page.locator('[data-reachable="true"]').first()).toBeAttached()
  const inf = await reachable(page)
  const infMarks = await marked(page)
  expect(inf).not.toEqual(cav)

  // From one selection straight to another: exactly the second unit's hooks, none of the first's left.
  await select(page, 'fr-I-cav')
  await expect.poll(() => reachable(page)).toEqual(cav)
  expect(await marked(page)).toEqual(cavMarks)
  await select(page, 'fr-I-2')
  await expect.poll(() => reachable(page)).toEqual(inf)
  expect(await marked(page)).toEqual(infMarks)
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-reachable="true"]')).toHaveCount(0)
  await expect(page.locator('.hit-layer path')).toHaveCount(0)
})

// The counters' layer no longer takes the selection: its hook is put on the counter directly (SelectionMarks). This
// checks the hooks' contract through that path; that the layer is not re-rendered is seen in profile-click, not here.
test('a click changes only the selection hooks among the counters, none left on the last one', async ({ page }) => {
  await startGame(page, 'historical', 1)
  await finishRally(page)
  await select(page, 'fr-I-2')
  await expect(page.locator('[data-unit="fr-I-2"]')).toHaveAttribute('data-selected', 'true')
  const changes = await page.evaluate(async () => {
    const counters = document.querySelector('.counters')!
    const seen: string[] = []
    const o = new MutationObserver((l) => {
      for (const m of l)
        seen.push(
          m.type === 'attributes'
            ? `${(m.target as Element).getAttribute('data-unit') ?? '?'} ${m.attributeName ?? ''}`
            : m.type,
        )
    })
    o.observe(counters, { subtree: true, childList: true, attributes: true, characterData: true })
    document.querySelector('[data-unit="fr-I-cav"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    o.disconnect()
    return seen.sort()
  })
  expect(changes).toEqual(['fr-I-2 data-selected', 'fr-I-cav data-selected'])
  await expect(page.locator('[data-selected="true"]')).toHaveCount(1)
  await expect(page.locator('[data-unit="fr-I-cav"]')).toHaveAttribute('data-selected', 'true')
})
