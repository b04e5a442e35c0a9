// Issue 33: two players at two browsers play by mail — each turn file downloaded on one screen and opened on the
// other — through the opening and two full turns of each side, and both screens hold the same game.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'

async function player(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('./?new=historical&seed=33&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  await page.waitForFunction(() => '__borodino' in window)
  return page
}

const status = (page: Page) => page.getByTestId('pbm-status')

/** «Отправить ход»: the file the browser downloads, as text. */
async function send(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pbm-send-turn').click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') }
}

/** «Открыть ход» with a file the other player sent. */
async function open(page: Page, file: { name: string; text: string }, input = 'pbm-open-input') {
  await page
    .getByTestId(input)
    .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) })
}

/** Plays this player's turn by ending each phase (rolling the rally when it must be rolled) until it is to be sent. */
async function playTurn(page: Page) {
  await expect(status(page)).toHaveAttribute('data-pbm-status', 'play')
  let first = true
  for (let i = 0; i < 20; i++) {
    if ((await status(page).getAttribute('data-pbm-status')) !== 'play') return
    if (await page.getByTestId('rally').count()) await page.getByTestId('rally').click()
    else await page.getByTestId('end-phase').click()
    // Once this player has moved, the other side's turn is no longer offered again.
    if (first) await expect(page.getByTestId('pbm-show-turn')).toHaveCount(0)
    first = false
    await page.waitForTimeout(50)
  }
  throw new Error('the turn did not end')
}

/** The other side's turn, opened, is shown as the hand-over shows a turn (even with the board's hiding off). */
async function seeTurn(page: Page, me: string) {
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', me)
  await page.getByTestId('handover-show').click()
  await expect(page.getByTestId('handover')).toHaveCount(0)
  // Until this player moves, the strip shows it again.
  await page.getByTestId('pbm-show-turn').click()
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', me)
  await page.getByTestId('handover-show').click()
  await expect(page.getByTestId('handover')).toHaveCount(0)
}

const game = (page: Page) =>
  page.evaluate(() => {
    const h = (window as never as { __borodino: { state(): { turn: number; side: string }; commands(): unknown[] } })
      .__borodino
    return { state: h.state(), commands: h.commands() }
  })

test('two browsers exchange turn files through two full turns', async ({ browser }) => {
  const fr = await player(browser)
  const ru = await player(browser)

  // The French player starts the game and sends the opening; the Russian player joins with it and answers.
  await fr.getByTestId('menu-pbm').click()
  await fr.getByTestId('pbm-start-fr').click()
  await expect(status(fr)).toHaveAttribute('data-pbm-status', 'send')
  const opening = await send(fr)
  expect(opening.name).toMatch(/\.borodino-turn$/)
  await expect(status(fr)).toHaveAttribute('data-pbm-status', 'wait')

  await ru.getByTestId('menu-pbm').click()
  await open(ru, opening, 'pbm-join-input')
  await expect(status(ru)).toHaveAttribute('data-pbm-status', 'send')
  await open(fr, await send(ru))

  let french = opening
  for (let turn = 1; turn <= 2; turn++) {
    await playTurn(fr)
    await expect(status(fr)).toHaveAttribute('data-pbm-status', 'send')
    french = await send(fr)
    await expect(status(fr)).toHaveAttribute('data-pbm-status', 'wait')
    // While waiting, the panel says what is awaited and offers none of the phase's controls.
    await expect(fr.getByTestId('pbm-awaiting')).toHaveAttribute('data-awaiting', 'wait-ru')
    await expect(fr.getByTestId('end-phase')).toHaveCount(0)
    await open(ru, french)
    await seeTurn(ru, 'ru')
    await playTurn(ru)
    const russian = await send(ru)
    await open(fr, russian)
    await seeTurn(fr, 'fr')
    await expect(status(fr)).toHaveAttribute('data-pbm-status', 'play')
    const a = await game(fr)
    const b = await game(ru)
    expect(a.commands).toEqual(b.commands)
    expect(a.state.turn).toBe(turn + 1)
    expect(a.state.side).toBe('fr')
  }

  // The last French file opened again on the Russian screen is refused in words, the game unchanged.
  await expect(status(ru)).toHaveAttribute('data-pbm-status', 'wait')
  const before = await game(ru)
  await open(ru, french)
  await expect(ru.getByTestId('pbm-problems').locator('[data-problem="stale"]')).toBeVisible()
  expect(await game(ru)).toEqual(before)

  // Joining another game from the dialog asks first while this one goes on; cancelling changes nothing.
  const fr0 = await game(fr)
  await fr.getByTestId('menu-pbm').click()
  await fr.getByTestId('pbm-join').click()
  await expect(fr.getByTestId('pbm-join-sure')).toBeVisible()
  // One question at a time: asking to start a new game closes the question about joining, and the other way round.
  await fr.getByTestId('pbm-start-fr').click()
  await expect(fr.getByTestId('pbm-start-sure')).toBeVisible()
  await expect(fr.getByTestId('pbm-join-sure')).toHaveCount(0)
  await fr.getByTestId('pbm-join').click()
  await expect(fr.getByTestId('pbm-start-sure')).toHaveCount(0)
  await fr.getByTestId('pbm-join-sure').getByRole('button', { name: 'Отмена' }).click()
  await expect(fr.getByTestId('pbm-join-sure')).toHaveCount(0)
  await fr.keyboard.press('Escape')
  expect(await game(fr)).toEqual(fr0)

  // New game asks first while the game by mail goes on, and keeps it (its exchange with it) as a named save.
  await ru.getByTestId('menu-new').click()
  await ru.getByTestId('start-game').click()
  await expect(ru.getByTestId('new-game-mail-sure')).toContainText('по переписке')
  expect(await game(ru)).toEqual(before)
  await ru.getByTestId('start-game-confirm').click()
  await expect(ru.getByTestId('pbm-bar')).toHaveCount(0)
  expect((await game(ru)).commands).toEqual([])
  await ru.getByTestId('menu-saves').click()
  await expect(ru.getByTestId('saves-dialog')).toContainText('по переписке')
})
