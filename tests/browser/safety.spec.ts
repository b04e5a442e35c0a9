// Issue 9: nothing a player does or loads may lose the game or stop the app (items 2, 4, 5, 7, 8, 11).
import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { apply, type Command, type GameState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { exportText, makeSave } from '../../src/store/game/save/save'
import { realBundle } from '../../scripts/fuzz/realGame'
import { finishRally, gameState, hook, shot, startGame } from './helpers'
import { isGameOver } from '../../src/engine'

const AUTOSAVE = 'borodino:autosave'
const commands = (page: Page) =>
  page.evaluate(() => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands())
/** Waits until the autosave (written when the browser is idle, within a second) is done. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 1500 })))
const autosaveText = (page: Page) => page.evaluate((k) => localStorage.getItem(k), AUTOSAVE)

/** A save file of a random historical game stopped right after the first command whose events pass `want`. */
function saveAfter(want: (events: { type: string; held?: boolean }[], after: GameState) => boolean): string {
  const b = realBundle()
  for (let seed = 1; seed < 60; seed++) {
    let s = b.newGame('historical', seed) as GameState
    const p = createRandomPlayer(seededRand(seed), { attackChance: 0.9 })
    const cmds: Command[] = []
    for (let i = 0; i < 5000 && !isGameOver(s); i++) {
      let c = p.next(b.ctx, s)
      let o = apply(b.ctx, s, c)
      if (!o.ok) {
        c = { type: 'endPhase' }
        o = apply(b.ctx, s, c)
        if (!o.ok) break
      }
      cmds.push(c)
      s = o.state
      if (want(o.events, s)) return exportText(makeSave(b.map, 'historical', seed, cmds, s))
    }
  }
  throw new Error('no such game found')
}

async function importText(page: Page, text: string) {
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
}

test('item 2: a hostile autosave or file never blanks the page; a drawing failure shows the crash screen', async ({
  page,
}) => {
  await startGame(page, 'historical', 3)
  await finishRally(page)
  // A file naming built-in object keys as ids, and one with a deeply nested extra field.
  const hostile = JSON.stringify({
    format: 'borodino-save',
    version: 1,
    scenarioId: 'historical',
    seed: 3,
    commands: [{ type: 'rally' }, { type: 'attack', defender: 'constructor', attackers: ['__proto__'] }],
    state: {},
  })
  await importText(page, hostile)
  await expect(page.getByTestId('import-error')).toBeVisible()
  expect(await commands(page)).toHaveLength(1)
  await page.keyboard.press('Escape')

  // The same text as the autosave: the page starts, says so, and keeps the text.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [AUTOSAVE, hostile] as const)
  await page.reload()
  await expect(page.getByTestId('broken-autosave')).toBeVisible()
  await expect(page.getByTestId('board')).toBeVisible()
  expect(await autosaveText(page)).toBe(hostile)
  await page.getByTestId('broken-discard').click()

  // A failure while drawing: the crash screen, in the player's language, with its three ways out.
  await page.getByTestId('end-phase').click()
  const before = await gameState(page)
  await page.evaluate(() => (window as never as { __borodino: { failRender(): void } }).__borodino.failRender())
  await expect(page.getByTestId('crash-screen')).toBeVisible()
  await expect(page.getByTestId('crash-screen')).toContainText('Что-то пошло не так')
  await shot(page, '09-crash-screen')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('crash-download').click()])
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; commands: unknown[] }
  expect(file.format).toBe('borodino-save')
  expect(file.commands).toHaveLength(1)
  await page.getByTestId('crash-back').click()
  await expect(page.getByTestId('board')).toBeVisible()
  expect(await gameState(page)).toEqual(before)

  await page.evaluate(() => (window as never as { __borodino: { failRender(): void } }).__borodino.failRender())
  await page.getByTestId('crash-new').click()
  await expect(page.getByTestId('board')).toBeVisible()
  expect(await commands(page)).toEqual([])
})

test('item 4: a full storage is said, named saves that do not fit change nothing, the autosave is still read', async ({
  page,
}) => {
  await startGame(page, 'historical', 4)
  await page.getByTestId('menu-saves').click()
  await page.getByTestId('save-name').fill('первое')
  await page.getByTestId('save-named').click()
  await expect(page.locator('[data-save="первое"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await finishRally(page)
  await settled(page)
  const kept = await autosaveText(page)
  expect(kept).toContain('borodino-save')
  // Fill the storage in the page until the browser refuses.
  const junk = await page.evaluate(() => {
    let n = 0
    let last = ''
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = 'x'.repeat(size)
      for (;;) {
        try {
          localStorage.setItem(`junk:${n}`, chunk)
          last = `junk:${n++}`
        } catch {
          break
        }
      }
    }
    // A new item costs its key too: grow one item a character at a time, so not one character is left.
    for (let v = localStorage.getItem(last) ?? ''; ; v += 'x') {
      try {
        localStorage.setItem(last, v + 'x')
      } catch {
        break
      }
    }
    return n
  })
  expect(junk).toBeGreaterThan(0)
  await expect(page.getByTestId('save-failed-banner')).toHaveCount(0)
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('save-failed-banner')).toBeVisible()
  await expect(page.getByTestId('save-failed-banner')).toContainText('Сохранить партию в файл')
  await shot(page, '10-storage-full')
  // A named save that does not fit: said, and the list stays as it was.
  await page.getByTestId('menu-saves').click()
  await page.getByTestId('save-name').fill('второе')
  await page.getByTestId('save-named').click()
  await expect(page.getByTestId('save-failed')).toContainText('второе')
  await expect(page.locator('[data-save]')).toHaveCount(1)
  await page.keyboard.press('Escape')
  // The banner's button saves the game to a file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('save-failed-download').click(),
  ])
  expect((JSON.parse(readFileSync(await download.path(), 'utf8')) as { commands: unknown[] }).commands).toHaveLength(2)
  // A reload with the storage still full resumes the autosave that was written before it filled up.
  expect(await autosaveText(page)).toBe(kept)
  await page.reload()
  await expect(page.getByTestId('board')).toBeVisible()
  expect(await commands(page)).toHaveLength(1)
  // Room again: the next save works and the banner goes.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('junk:'))
      .forEach((k) => localStorage.removeItem(k)),
  )
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('save-failed-banner')).toHaveCount(0)
  await expect
    .poll(async () => (JSON.parse((await autosaveText(page)) ?? '{}') as { commands?: unknown[] }).commands?.length)
    .toBe(2)
})

test('item 5: an unreadable autosave is said and kept until the player decides', async ({ page }) => {
  await startGame(page, 'historical', 5)
  // The new game's own autosave is written first: a write still pending would be flushed on reload, over the
  // damaged text (as it should: the game on screen is the newer one).
  await expect.poll(() => autosaveText(page)).not.toBeNull()
  await page.evaluate((k) => localStorage.setItem(k, '{"format":"borodino-save","vers'), AUTOSAVE)
  await page.reload()
  await expect(page.getByTestId('broken-autosave')).toBeVisible()
  await expect(page.getByTestId('broken-autosave')).toContainText('повреждён')
  await shot(page, '11-broken-autosave')
  // Closed without a choice: a banner, the text still kept while the player plays.
  await page.getByTestId('broken-autosave').getByRole('button', { name: '×' }).click()
  await expect(page.getByTestId('broken-autosave-banner')).toBeVisible()
  await finishRally(page)
  await settled(page)
  expect(await autosaveText(page)).toBe('{"format":"borodino-save","vers')
  await page.getByTestId('broken-autosave-banner').getByRole('button').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('broken-download').click()])
  expect(readFileSync(await download.path(), 'utf8')).toBe('{"format":"borodino-save","vers')
  await page.getByTestId('broken-discard').click()
  await expect(page.getByTestId('broken-autosave')).toHaveCount(0)
  await expect
    .poll(async () => (await autosaveText(page))?.startsWith('{"format":"borodino-save","version":3'))
    .toBe(true)
})

test('item 7 as issue 30 amends it: a click on an own commander selects him; a click on the hex around him moves the selected unit there', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  const s = await gameState(page)
  const taken = new Set(Object.values(s.units).map((u) => u.hex))
  const st = s as unknown as {
    commanders: Record<string, { id: string; side: string; hex: string | null; status: string }>
  }
  // A French commander, a hex he can reach that a French infantry unit can also reach, empty of units.
  let pick: { c: string; u: string; hex: string } | null = null
  for (const c of Object.values(st.commanders).filter((c) => c.side === 'fr' && c.status === 'active' && c.hex)) {
    const cr = new Set(
      await hook(
        page,
        (h, id: string) => (h as never as { commanderReach(i: string): string[] }).commanderReach(id),
        c.id,
      ),
    )
    for (const u of Object.values(s.units).filter((u) => u.side === 'fr' && u.type === 'infantry' && u.hex)) {
      const hex = (await hook(page, (h, id: string) => h.reach(id), u.id)).find(
        (x) => cr.has(x) && !taken.has(x) && !Object.values(st.commanders).some((o) => o.hex === x),
      )
      if (hex) {
        pick = { c: c.id, u: u.id, hex }
        break
      }
    }
    if (pick) break
  }
  if (!pick) throw new Error('no setup found')
  await page.locator(`[data-commander="${pick.c}"]`).click()
  await page.locator(`[data-hex="${pick.hex}"]`).click({ force: true })
  await expect(page.locator(`[data-commander="${pick.c}"]`)).toHaveAttribute('data-at', pick.hex)
  await page.keyboard.press('Escape')
  const from = (await page.locator(`[data-unit="${pick.u}"]`).getAttribute('data-at'))!
  await page.locator(`[data-unit="${pick.u}"]`).click()
  await page.locator(`[data-commander="${pick.c}"]`).click()
  // The badge took the click: the commander is selected (the units he may join are listed) and the unit stayed.
  await expect(page.locator(`[data-unit="${pick.u}"]`)).toHaveAttribute('data-at', from)
  await expect(page.getByTestId('commander-join')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.locator(`[data-unit="${pick.u}"]`).click()
  // The hex's lower edge, away from the badge, is the hex.
  const box = (await page.locator(`[data-hex="${pick.hex}"]`).boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.85)
  await expect(page.locator(`[data-unit="${pick.u}"]`)).toHaveAttribute('data-at', pick.hex)
})

test('item 8: the result box and the hand-over screen show a commander holding the unit and the check that failed', async ({
  page,
}) => {
  const held = saveAfter((ev) => ev.some((e) => e.type === 'retreat-check' && e.held))
  await startGame(page, 'historical', 8)
  await importText(page, held)
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  await expect(page.getByTestId('last-result').locator('.ev-retreat-check')).toBeVisible()
  await shot(page, '12-result-commander-held')

  const failed = saveAfter(
    (ev, s) =>
      ev.some((e) => e.type === 'retreat-check' && !e.held) &&
      s.pending[0]?.kind === 'retreat' &&
      s.pending[0].side !== s.side,
  )
  await startGame(page, 'historical', 8, 'on')
  await importText(page, failed)
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-decision', 'retreat')
  await expect(page.getByTestId('handover-result').locator('.ev-retreat-check')).toBeVisible()
})

test('item 11: load and import ask before replacing an unsaved game; delete can be undone', async ({ page }) => {
  await startGame(page, 'historical', 11)
  await page.getByTestId('menu-saves').click()
  await page.getByTestId('save-name').fill('утро')
  await page.getByTestId('save-named').click()
  await page.keyboard.press('Escape')
  await finishRally(page)
  const now = await gameState(page)
  await page.getByTestId('menu-saves').click()
  await page.locator('[data-save="утро"]').getByTestId('save-load').click()
  await expect(page.getByTestId('confirm-replace')).toBeVisible()
  await page.getByTestId('confirm-replace-no').click()
  expect(await gameState(page)).toEqual(now)
  await page.locator('[data-save="утро"]').getByTestId('save-load').click()
  await page.getByTestId('confirm-replace-yes').click()
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  expect((await gameState(page)).phase).toBe('rally')

  // Just loaded, nothing to lose: no question.
  await page.getByTestId('menu-saves').click()
  await page.locator('[data-save="утро"]').getByTestId('save-load').click()
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)

  await page.getByTestId('menu-saves').click()
  await page.locator('[data-save="утро"]').getByTestId('save-delete').click()
  await expect(page.locator('[data-save="утро"]')).toHaveCount(0)
  await expect(page.getByTestId('save-deleted')).toBeVisible()
  await page.getByTestId('save-undo-delete').click()
  await expect(page.locator('[data-save="утро"]')).toBeVisible()
})
