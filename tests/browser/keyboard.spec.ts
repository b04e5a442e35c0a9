// Keyboard-only play: a whole French turn (rally, two moves, an attack with its retreat choice, the end of each
// phase) with no mouse, the board's hex cursor, the shortcuts, and the log as one tab stop.
import { expect, test, type Page } from '@playwright/test'
import { findAttack, gameState, hook } from './helpers'

const SEED = 7

const cursor = (page: Page) => page.locator('[data-cursor="true"]').getAttribute('data-hex')
const colRow = (hex: string) => [Number(hex.slice(0, 2)), Number(hex.slice(2))] as const

/** Tab (or Shift+Tab) until the focused element matches; fails after a whole round. */
async function tabTo(page: Page, selector: string, back = false) {
  for (let i = 0; i < 120; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`could not tab to ${selector}`)
}

/** Walks the board's cursor to a hex with the arrow keys: columns first (zig-zag), then rows. */
async function cursorTo(page: Page, hex: string) {
  await tabTo(page, '[data-testid="board"]', true)
  if (!(await page.locator('[data-cursor="true"]').count())) await page.keyboard.press('ArrowUp')
  const [tc, tr] = colRow(hex)
  for (let i = 0; i < 80; i++) {
    const at = (await cursor(page))!
    if (at === hex) return
    const [c, r] = colRow(at)
    await page.keyboard.press(c < tc ? 'ArrowRight' : c > tc ? 'ArrowLeft' : r < tr ? 'ArrowDown' : 'ArrowUp')
  }
  throw new Error(`cursor did not reach ${hex}`)
}

/** n until the unit is selected (and the cursor is on it). */
async function selectByN(page: Page, unit: string) {
  for (let i = 0; i < 100; i++) {
    if ((await page.getByTestId('board').getAttribute('data-selected-unit')) === unit) return
    await page.keyboard.press('n')
  }
  throw new Error(`n never selected ${unit}`)
}

/** Whatever the dice asked for: a retreat hex chosen with the cursor, an advance declined, losses picked. */
async function settle(page: Page) {
  await page.waitForTimeout(300)
  for (let i = 0; i < 20; i++) {
    const pending = page.getByTestId('pending')
    if (!(await pending.isVisible())) break
    const kind = await pending.getAttribute('data-pending')
    if (kind === 'retreat') {
      const hex = (await page.locator('[data-mark="retreat"]').first().getAttribute('data-hex'))!
      await cursorTo(page, hex)
      await page.keyboard.press('Enter')
    } else if (kind === 'advance') {
      await tabTo(page, '[data-testid="decline-advance"]')
      await page.keyboard.press('Enter')
    } else if (kind === 'exchange') {
      // Give up attackers one at a time until the loss is enough (CBT.8 refuses a superfluous one).
      while (await pending.locator('input[type=checkbox]:not(:checked)').count()) {
        await tabTo(page, '[data-testid="pending"] input[type=checkbox]:not(:checked)')
        await page.keyboard.press('Space')
        await tabTo(page, '[data-testid="confirm-exchange"]')
        await page.keyboard.press('Enter')
        await page.waitForTimeout(100)
        if (!(await pending.isVisible()) || (await pending.getAttribute('data-pending')) !== 'exchange') break
      }
    }
    await page.waitForTimeout(100)
  }
}

test('a whole French turn with the keyboard alone', async ({ page }) => {
  await page.goto(`./?new=historical&seed=${SEED}&handover=off`)
  await expect(page.getByTestId('board')).toBeVisible()
  // The board is reachable with Tab and shows its focus.
  await tabTo(page, '[data-testid="board"]')
  const outline = await page.getByTestId('board').evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-cursor="true"]')).toHaveCount(1)

  // Rally: nothing to roll on turn 1, so e ends the phase.
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
  await page.keyboard.press('e')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')

  // Two moves next to a Russian unit: n selects, the cursor walks there, Enter moves.
  const plan = await findAttack(page)
  for (const [unit, hex] of [plan.a, plan.b]) {
    await selectByN(page, unit)
    const s = await gameState(page)
    expect(await cursor(page)).toBe(s.units[unit]!.hex)
    await cursorTo(page, hex)
    await page.keyboard.press('Enter')
    await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', hex)
  }
  // u takes the last move back, Enter does it again.
  await page.keyboard.press('u')
  await expect(page.locator(`[data-unit="${plan.b[0]}"]`)).not.toHaveAttribute('data-at', plan.b[1])
  await selectByN(page, plan.b[0])
  await cursorTo(page, plan.b[1])
  await page.keyboard.press('Enter')
  await expect(page.locator(`[data-unit="${plan.b[0]}"]`)).toHaveAttribute('data-at', plan.b[1])

  // Combat: e ends movement; Enter on the defender, then on each attacker, then Tab to «Resolve».
  await page.keyboard.press('e')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  const defHex = (await gameState(page)).units[plan.defender]!.hex!
  await cursorTo(page, defHex)
  await page.keyboard.press('Space')
  await cursorTo(page, plan.a[1])
  await page.keyboard.press('Enter')
  await cursorTo(page, plan.b[1])
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('preview')).toBeVisible()
  await tabTo(page, '[data-testid="resolve"]')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('last-result')).toBeVisible()
  // With this seed the attack leaves a decision to take (a retreat or losses to pick): e says which rule stops the
  // phase from ending and changes nothing.
  await expect(page.getByTestId('pending')).toBeVisible()
  await page.keyboard.press('e')
  await expect(page.getByTestId('refusal')).toHaveAttribute('data-rule', /^CBT\.\d+$/)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')

  await settle(page)

  // Units still bound to attack (CBT.3): each attacks a Russian next to it, picked from the combat panel by Tab + Space.
  for (let i = 0; i < 8; i++) {
    const must = await page
      .locator('[data-must-attack]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-must-attack') as string))
    if (!must.length) break
    const st = await gameState(page)
    const around = await hook(page, (h, hex: string) => h.neighbors(hex), st.units[must[0]!]!.hex)
    const enemy = Object.values(st.units).find(
      (u) => u.side === 'ru' && u.status === 'active' && u.hex && around.includes(u.hex),
    )!
    await cursorTo(page, enemy.hex!)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('defender')).toBeVisible()
    await tabTo(page, `[data-testid="pick-${must[0]}"]`)
    await page.keyboard.press('Space')
    await tabTo(page, '[data-testid="resolve"]:not(:disabled)')
    await page.keyboard.press('Enter')
    await settle(page)
  }
  // End of the French combat phase (e ends it, or says why not): the Russian turn begins.
  for (let i = 0; i < 3 && (await gameState(page)).side === 'fr'; i++) await page.keyboard.press('e')
  await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
  const s = await gameState(page)
  expect(s.phase).toBe('rally')
  expect(s.pending).toEqual([])
  await expect(page.locator('[data-event="combat-resolved"]').first()).toBeAttached()
})

test('shortcuts: ? lists them, r opens the rules; the log is one tab stop with arrows inside', async ({ page }) => {
  await page.goto(`./?new=historical&seed=${SEED}&handover=off`)
  await expect(page.getByTestId('board')).toBeVisible()
  // The board's key handler is installed just after its first paint: a key pressed before it is not heard, so
  // press again until the list opens (opening it twice is harmless).
  await expect(async () => {
    await page.keyboard.press('?')
    await expect(page.getByTestId('keys-dialog')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByTestId('keys-dialog')).toContainText('Enter')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('keys-dialog')).toHaveCount(0)
  await page.keyboard.press('r')
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0)
  // A few events in the log: rally ends, movement ends (e), then check Tab passes the log in one stop.
  await page.keyboard.press('e')
  await page.keyboard.press('e')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await expect(page.locator('[data-testid="log"] .rule-link').nth(1)).toBeAttached()
  await tabTo(page, '[data-testid="log"]')
  await page.keyboard.press('ArrowDown')
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-move'))).toBe(true)
  const first = await page.evaluate(() => document.activeElement?.getAttribute('data-move'))
  await page.keyboard.press('ArrowDown')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-move'))).not.toBe(first)
  // Nothing inside the log is in the tab order: the log itself is the one stop.
  expect(
    await page.locator('[data-testid="log"] [tabindex="0"], [data-testid="log"] button:not([tabindex="-1"])').count(),
  ).toBe(0)
  expect(await page.locator('[data-testid="log"] .rule-link').count()).toBeGreaterThan(1)
})
