// Parts loaded on demand: a chunk that cannot be fetched gives a message and a retry, never a blank.
import { expect, test, type Page } from '@playwright/test'
import { startGame } from './helpers'

test('a dialog whose chunk cannot be fetched says so, and opens on retry once the network is back', async ({
  page,
}) => {
  await page.goto('./?new=historical&seed=3&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  // The rules reference's chunk fails (as it would offline before the service worker has stored it).
  await page.route('**/assets/RulesDialog-*.js', (r) => r.abort())
  await page.getByTestId('menu-rules').click()
  const failed = page.getByTestId('load-failed')
  await expect(failed).toBeVisible()
  await expect(failed).toContainText('Не удалось загрузить')
  await page.unroute('**/assets/RulesDialog-*.js')
  await failed.getByRole('button').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
})

test('a side panel part whose chunk cannot be fetched says so in the panel', async ({ page }) => {
  // Blocked from the start, so that the idle preload cannot fetch it first.
  await page.route('**/assets/UnitDetails-*.js', (r) => r.abort())
  await startGame(page, 'historical', 3)
  await page.locator('[data-unit^="fr-"]').first().click()
  await expect(page.locator('.side-panel [data-testid="load-failed"]')).toContainText('панель')
  await expect(page.getByTestId('board')).toBeVisible()
})

/** Starts a game with the rules' chunk held back, as on a slow network; the returned function lets it through. */
async function startWithRulesHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/assets/rulesCode-*.js', async (r) => {
    await held
    await r.continue()
  })
  await page.goto('./?new=historical&seed=3&handover=off')
  return release
}

test.describe('without a service worker', () => {
  // A service worker that has already stored every chunk would serve the reader past the blocked route.
  test.use({ serviceWorkers: 'block' })

  test('the rules come after the first paint: until then «End phase» waits, and «e» pressed meanwhile ends one phase when they come', async ({
    page,
  }) => {
    const release = await startWithRulesHeld(page)
    await expect(page.locator('[data-unit]').first()).toBeVisible()
    const end = page.getByTestId('end-phase')
    await expect(end).toBeDisabled()
    await expect(end).toHaveAttribute('aria-busy', 'true')
    // The keyboard's «e» waits for the rules and is then carried out once, however often it was pressed.
    await page.getByTestId('board').focus()
    await page.keyboard.press('e')
    await page.keyboard.press('e')
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    release()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
    await expect(end).toBeEnabled()
    await page.waitForTimeout(200)
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
    await end.click()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  })

  test('«e» pressed before the rules came is dropped when a dialog was opened meanwhile', async ({ page }) => {
    const release = await startWithRulesHeld(page)
    const end = page.getByTestId('end-phase')
    await expect(end).toHaveAttribute('aria-busy', 'true')
    await page.getByTestId('board').focus()
    await page.keyboard.press('e')
    await page.keyboard.press('?')
    await expect(page.getByTestId('keys-dialog')).toBeVisible()
    release()
    await expect(end).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('keys-dialog')).toHaveCount(0)
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
  })

  test('rules that cannot be fetched: a message, the game untouched, and «End phase» tries again', async ({ page }) => {
    await page.route('**/assets/rulesCode-*.js', (r) => r.abort())
    await page.goto('./?new=historical&seed=3&handover=off')
    await expect(page.getByTestId('board')).toBeVisible()
    await expect(page.getByTestId('message')).toContainText('правила игры')
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    // Still offline: the click is not carried out and says why.
    await page.getByTestId('end-phase').click()
    await expect(page.getByTestId('refusal')).toHaveAttribute('data-code', 'rules.unavailable')
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    // The network is back: the next click fetches the rules and ends the phase.
    await page.unroute('**/assets/rulesCode-*.js')
    await page.getByTestId('end-phase').click()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  })

  test('rules that cannot be fetched: «e» says so and changes nothing; pressed again once the network is back, it ends the phase', async ({
    page,
  }) => {
    await page.route('**/assets/rulesCode-*.js', (r) => r.abort())
    await page.goto('./?new=historical&seed=3&handover=off')
    await expect(page.getByTestId('message')).toContainText('правила игры')
    await expect(page.getByTestId('refusal')).toHaveCount(0)
    await page.getByTestId('board').focus()
    await page.keyboard.press('e')
    await expect(page.getByTestId('refusal')).toHaveAttribute('data-code', 'rules.unavailable')
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
    await page.unroute('**/assets/rulesCode-*.js')
    await page.getByTestId('board').focus()
    await page.keyboard.press('e')
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  })

  test('the save reader is fetched only to resume an autosave; when it cannot be, a message and the autosave kept', async ({
    page,
  }) => {
    const readerRequests: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/saveReader-[\w-]+\.js$/.test(r.url())) readerRequests.push(r.url())
    })
    await startGame(page, 'historical', 3)
    // A fresh game from a link reads no save: the board is there without the reader.
    expect(readerRequests).toEqual([])
    await page.getByTestId('end-phase').click()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
    // The autosave is written when the browser is idle.
    const autosave = () => page.evaluate(() => localStorage.getItem('borodino:autosave'))
    await expect.poll(autosave).toContain('"commands":["e"]')
    const saved = await autosave()

    // The reader cannot be fetched (offline before the service worker has it): said plainly, nothing lost.
    await page.route('**/assets/saveReader-*.js', (r) => r.abort())
    await page.reload()
    await expect(page.getByTestId('load-failed')).toContainText('The game could not be loaded')
    expect(await autosave()).toBe(saved)

    // Back online: the reload resumes the game where it was.
    await page.unroute('**/assets/saveReader-*.js')
    await page.getByTestId('load-failed').getByRole('button').click()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
    expect(readerRequests.length).toBeGreaterThan(0)
  })
})

test('an empty move list is drawn without the list’s code, which comes with the first command', async ({ page }) => {
  const listRequests: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/MoveList-[\w-]+\.js$/.test(r.url())) listRequests.push(r.url())
  })
  // The idle preload would fetch it too: keep the browser from ever being idle for this test.
  await page.addInitScript(() => {
    ;(window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0
  })
  await startGame(page, 'historical', 3)
  await expect(page.getByTestId('move-count')).toHaveText('действий: 0')
  await expect(page.getByTestId('move-list')).toContainText('Действий пока нет.')
  await expect(page.getByTestId('export-record')).toBeDisabled()
  expect(listRequests).toEqual([])
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('move-count')).toHaveText('действий: 1')
  await expect(page.getByTestId('export-record')).toBeEnabled()
  expect(listRequests.length).toBe(1)
})

test.describe('lessons and scenarios fetched when started, without a service worker', () => {
  // A service worker that has already stored every chunk would serve them past the blocked routes.
  test.use({ serviceWorkers: 'block' })

  test('a lesson or a scenario whose data cannot be fetched says so and leaves the game as it was', async ({
    page,
  }) => {
    // Blocked from the start, so that the dialogs' idle preload cannot fetch them first.
    await page.route('**/assets/game-*.js', (r) => r.abort())
    await page.route('**/assets/hypothetical-*.js', (r) => r.abort())
    await startGame(page, 'historical', 3)
    await page.getByTestId('end-phase').click()
    const phase = page.locator('[data-phase]')
    await expect(phase).toHaveAttribute('data-phase', 'movement')

    // A lesson: its data does not arrive; the message says so and the game in progress stays.
    await page.getByTestId('menu-tutorial').click()
    await page.getByTestId('tutorial-start').click()
    // The dialog closes, so that the message is seen over the game as it was.
    await expect(page.getByTestId('message')).toContainText('Не удалось загрузить: урок')
    await expect(page.getByTestId('tutorial-dialog')).toHaveCount(0)
    await expect(phase).toHaveAttribute('data-phase', 'movement')
    await expect(page.getByTestId('tutorial')).toHaveCount(0)

    // The hypothetical scenario from New game: likewise.
    await page.getByTestId('menu-new').click()
    await page.getByTestId('scenario-hypothetical').check()
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('message')).toContainText('Не удалось загрузить: сценарий')
    await expect(page.getByTestId('new-game-dialog')).toHaveCount(0)
    await expect(phase).toHaveAttribute('data-phase', 'movement')

    // Back online: the lesson starts.
    await page.unroute('**/assets/game-*.js')
    await page.unroute('**/assets/hypothetical-*.js')
    await page.getByTestId('menu-tutorial').click()
    await page.getByTestId('tutorial-start').click()
    await expect(page.getByTestId('tutorial')).toBeVisible()
    await expect(phase).toHaveAttribute('data-phase', 'rally')
  })

  test('a lesson whose data is slow to arrive says it is loading, then starts', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/assets/game-*.js', async (r) => {
      await held
      await r.continue()
    })
    await startGame(page, 'historical', 3)
    await page.getByTestId('menu-tutorial').click()
    await page.getByTestId('tutorial-start').click()
    // The click was taken: a note says what is awaited (not a silent button).
    await expect(page.getByTestId('message')).toHaveText('Загрузка: урок…')
    // Above the dialog, which stays open until the lesson can start.
    await expect(page.getByTestId('message')).toBeVisible()
    await expect(page.getByTestId('tutorial-dialog')).toBeVisible()
    release()
    await expect(page.getByTestId('tutorial')).toBeVisible()
    await expect(page.getByTestId('message')).toHaveCount(0)
  })

  test('a link to a scenario whose data cannot be fetched says so instead of failing the page, and works on reload', async ({
    page,
  }) => {
    // A first visit from a shared link, while the scenario's chunk cannot be fetched.
    await page.route('**/assets/hypothetical-*.js', (r) => r.abort())
    await page.goto('./?new=hypothetical&seed=5&handover=off')
    // Not the page-level failure: the page works, with a message naming what failed; nothing was started.
    await expect(page.getByTestId('message')).toContainText('Не удалось загрузить сценарий из ссылки')
    await expect(page.getByTestId('load-failed')).toHaveCount(0)
    await expect(page.getByTestId('board')).toBeVisible()
    // The link is kept in the address bar: once the data can be fetched, a reload starts it.
    expect(page.url()).toContain('new=hypothetical')
    await page.unroute('**/assets/hypothetical-*.js')
    await page.reload()
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'setup')
    expect(page.url()).not.toContain('new=')
  })
})
