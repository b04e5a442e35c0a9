// Issue 33, «Фаланга»: two players at two browsers play by mail — each turn file downloaded on one screen and opened
// on the other — through the opening and two full turns of each side, and both screens hold the same game; a file
// opened twice is refused in words, and the game by mail comes back from the autosave.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'

async function player(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-game="phalanx"][data-testid="board"]')).toBeVisible()
  return page
}

const status = (page: Page) => page.getByTestId('pbm-status')

/** «Отправить ход»: the file the browser downloads, as text. */
async function send(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pbm-send-turn').click()])
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') }
}

/** «Открыть ход» (or the dialog's «Открыть файл соперника…») with a file the other player sent. */
async function open(page: Page, file: { name: string; text: string }, input = 'pbm-open-input') {
  await page
    .getByTestId(input)
    .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) })
}

/** South's cavalry out of the camp, by clicks: a command of the turn that the file carries. */
async function leaveCamp(page: Page) {
  await page.locator('[data-unit="S-C1"]').click()
  await page.locator('[data-hex="0508"][data-reachable="true"]').click()
  await page.getByTestId('facing-0').click()
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')
}

/** Plays this player's turn by ending each phase until it is to be sent. */
async function playTurn(page: Page) {
  await expect(status(page)).toHaveAttribute('data-pbm-status', 'play')
  for (let i = 0; i < 10; i++) {
    if ((await status(page).getAttribute('data-pbm-status')) !== 'play') return
    await page.getByTestId('end-phase').click()
    await page.waitForTimeout(50)
  }
  throw new Error('the turn did not end')
}

const game = (page: Page) =>
  page.evaluate(() => {
    const h = (window as never as { __phalanx: { state(): { side: string; ownTurn: object }; commands(): unknown[] } })
      .__phalanx
    return { state: h.state(), commands: h.commands() }
  })

test('two browsers exchange Phalanx turn files through two full turns', async ({ browser }) => {
  const south = await player(browser)
  const north = await player(browser)

  // South starts the game and sends the opening; North joins with it and answers.
  await south.getByTestId('menu-pbm').click()
  await south.getByTestId('pbm-start-south').click()
  await expect(status(south)).toHaveAttribute('data-pbm-status', 'send')
  const opening = await send(south)
  expect(opening.name).toMatch(/\.phalanx-turn$/)
  await expect(status(south)).toHaveAttribute('data-pbm-status', 'wait')

  await north.getByTestId('menu-pbm').click()
  await open(north, opening, 'pbm-join-input')
  await expect(status(north)).toHaveAttribute('data-pbm-status', 'send')
  await open(south, await send(north))

  let southFile = opening
  for (let turn = 1; turn <= 2; turn++) {
    await expect(status(south)).toHaveAttribute('data-pbm-status', 'play')
    if (turn === 1) await leaveCamp(south)
    await playTurn(south)
    southFile = await send(south)
    await expect(status(south)).toHaveAttribute('data-pbm-status', 'wait')
    // Waiting for North, South's board takes no command, and says why.
    const waiting = await game(south)
    await south.getByTestId('end-phase').click()
    await expect(south.locator('.ph-note')).toContainText(/not your move|не ваш черёд/)
    expect(await game(south)).toEqual(waiting)
    await open(north, southFile)
    await playTurn(north)
    await open(south, await send(north))
    await expect(status(south)).toHaveAttribute('data-pbm-status', 'play')
    const a = await game(south)
    const b = await game(north)
    expect(a.commands).toEqual(b.commands)
    expect(a.state.ownTurn).toEqual({ south: turn + 1, north: turn })
    expect(a.state.side).toBe('south')
  }
  await expect(north.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')

  // The last South file opened again on North's screen is refused in words, the game unchanged.
  await expect(status(north)).toHaveAttribute('data-pbm-status', 'wait')
  const before = await game(north)
  await open(north, southFile)
  await expect(north.getByTestId('pbm-problems').locator('[data-problem="stale"]')).toBeVisible()
  expect(await game(north)).toEqual(before)

  // North's screen reloaded: the game by mail comes back from the autosave, still waiting for South.
  await north.waitForTimeout(300)
  await north.reload()
  await expect(status(north)).toHaveAttribute('data-pbm-status', 'wait')
  expect(await game(north)).toEqual(before)
})
