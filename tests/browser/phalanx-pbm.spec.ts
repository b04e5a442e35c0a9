// Issue 33, «Фаланга»: two players at two browsers play by mail — each turn file downloaded on one screen and opened
// on the other — through the opening and two full turns of each side, and both screens hold the same game; the
// receiver is shown the opponent's turn step by step (and again from the strip); while waiting the panel offers no
// mover's controls but says what is awaited; a file opened twice is refused in words; the game by mail comes back
// from the autosave; New game and «Начать за…» ask before they replace it.
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

/** The opponent's turn shown after its file was opened: from the position before it, stepped through to its end. */
async function watchTurn(page: Page, side: 'south' | 'north', from: number, to: number) {
  const banner = page.getByTestId('review-banner')
  await expect(banner).toHaveAttribute('data-mail-turn', side)
  await expect(banner).toHaveAttribute('data-position', String(from))
  await expect(banner).toContainText(`Ход соперника (${side === 'south' ? 'Юг' : 'Север'})`)
  // No mover's control while the turn is shown: the review is read-only.
  await expect(page.getByTestId('end-phase')).toHaveCount(0)
  await expect(page.getByTestId('review-back')).toBeDisabled()
  for (let p = from + 1; p <= to; p++) {
    await page.getByTestId('review-forward').click()
    await expect(banner).toHaveAttribute('data-position', String(p))
  }
  await expect(page.getByTestId('review-forward')).toBeDisabled()
  await expect(banner).toContainText(`действие ${to - from} из ${to - from}`)
  await page.getByTestId('review-close').click()
  await expect(banner).toHaveCount(0)
  await expect(page.getByTestId('end-phase')).toBeVisible()
}

/** While the other side plays (or this player's file is due), the panel offers no mover's controls. */
async function noControls(page: Page, awaiting: 'wait' | 'send') {
  await expect(page.getByTestId('ph-awaiting')).toHaveAttribute('data-awaiting', awaiting)
  await expect(page.getByTestId('end-phase')).toHaveCount(0)
  await expect(page.getByTestId('ph-undo')).toBeDisabled()
  await expect(page.getByTestId('hint')).toHaveCount(0)
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

  // The opening's answer carries no moves: no turn is shown.
  await expect(south.getByTestId('review-banner')).toHaveCount(0)
  await expect(south.getByTestId('pbm-show-turn')).toHaveCount(0)

  let southFile = opening
  let northTurn = { from: 0, to: 0 }
  for (let turn = 1; turn <= 2; turn++) {
    await expect(status(south)).toHaveAttribute('data-pbm-status', 'play')
    if (turn === 1) await leaveCamp(south)
    await playTurn(south)
    await noControls(south, 'send')
    southFile = await send(south)
    await expect(status(south)).toHaveAttribute('data-pbm-status', 'wait')
    // Waiting for North, South's panel says what is awaited; a click on North's unit takes no command, and says why.
    await noControls(south, 'wait')
    await expect(south.getByTestId('ph-awaiting')).toContainText('Сейчас ходит Север')
    const waiting = await game(south)
    await south.locator('[data-unit="N-H3"]').click()
    await expect(south.locator('.ph-note')).toContainText('Сейчас ходит Север')
    expect(await game(south)).toEqual(waiting)
    // North opens South's turn and is shown it, from where it began to where it ended.
    const northFrom = (await game(north)).commands.length
    await open(north, southFile)
    await watchTurn(north, 'south', northFrom, waiting.commands.length)
    await playTurn(north)
    const southFrom = (await game(south)).commands.length
    await open(south, await send(north))
    await expect(status(south)).toHaveAttribute('data-pbm-status', 'play')
    northTurn = { from: southFrom, to: (await game(north)).commands.length }
    await watchTurn(south, 'north', northTurn.from, northTurn.to)
    const a = await game(south)
    const b = await game(north)
    expect(a.commands).toEqual(b.commands)
    expect(a.state.ownTurn).toEqual({ south: turn + 1, north: turn })
    expect(a.state.side).toBe('south')
  }

  // South, to move, sees North's last turn again from the strip; the game is not changed by it.
  const now = await game(south)
  await south.getByTestId('pbm-show-turn').click()
  await expect(south.getByTestId('review-banner')).toHaveAttribute('data-mail-turn', 'north')
  await expect(south.getByTestId('review-banner')).toHaveAttribute('data-position', String(northTurn.from))
  expect(northTurn.to).toBe(now.commands.length)
  await south.getByTestId('review-close').click()
  expect(await game(south)).toEqual(now)

  // «Начать за…» while the game by mail goes on asks first; cancelled, nothing changes.
  await south.getByTestId('menu-pbm').click()
  await south.getByTestId('pbm-start-north').click()
  await expect(south.getByTestId('pbm-start-sure')).toBeVisible()
  await expect(south.getByTestId('pbm-start-confirm')).toBeVisible()
  await south.getByTestId('pbm-start-sure').getByRole('button', { name: 'Отмена' }).click()
  await expect(south.getByTestId('pbm-start-sure')).toHaveCount(0)
  await south.keyboard.press('Escape')
  expect(await game(south)).toEqual(now)
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
  await noControls(north, 'wait')

  // New game asks first while the game by mail goes on, and keeps it as a named save.
  await north.getByTestId('menu-new').click()
  await north.getByTestId('start-game').click()
  await expect(north.getByTestId('new-game-mail-sure')).toContainText('Фаланга по переписке')
  expect(await game(north)).toEqual(before)
  await north.getByTestId('start-game-confirm').click()
  await expect(north.getByTestId('pbm-bar')).toHaveCount(0)
  expect((await game(north)).commands).toEqual([])
  await north.getByTestId('handover-show').click()
  await north.getByTestId('menu-saves').click()
  await expect(north.getByTestId('saves-dialog')).toContainText('Фаланга по переписке')
})
