// The computer opponent in the browser: it thinks in a Web Worker, plays its side through the same
// store as a person, hands the turn back, and can take a side over or give it back mid-game.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, shot, startGame } from './helpers'

/** Records page errors, whether the thinking indicator ever appeared, and the main thread's long tasks. */
async function watch(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  await page.addInitScript(() => {
    const w = window as unknown as { __sawThinking: boolean; __longTasks: number[] }
    w.__sawThinking = false
    w.__longTasks = []
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="ai-thinking"]')) w.__sawThinking = true
    }).observe(document, { subtree: true, childList: true })
    try {
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__longTasks.push(Math.round(e.duration))
      }).observe({ type: 'longtask', buffered: false })
    } catch {
      /* no long-task timing in this browser */
    }
  })
  return { errors, workers }
}

const where = (page: Page) => ({
  turn: page.locator('[data-turn]').first(),
  side: page.locator('[data-side]').first(),
  phase: page.locator('[data-phase]').first(),
})

test('Russians at Easy: the person plays the French turn 1, the computer the Russian turn 1 in a worker, turn 2 is the French', async ({
  page,
}) => {
  const seen = await watch(page)
  await startGame(page, 'historical', 11)
  // A new game with the Russians played by the computer at Easy.
  await page.getByTestId('menu-new').click()
  await expect(page.getByTestId('player-fr')).toHaveValue('human')
  const options = await page
    .getByTestId('player-ru')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  expect(options).toEqual(['human', 'easy', 'normal', 'hard'])
  await page.getByTestId('scenario-historical').check()
  await page.getByTestId('seed').fill('11')
  await page.getByTestId('player-ru').selectOption('easy')
  await shot(page, 'ai-01-new-game-ru')
  await page.getByTestId('start-game').click()
  const at = where(page)
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(at.turn).toHaveAttribute('data-turn', '1')
  await expect(page.getByTestId('ai-panel')).toContainText('Русские: играет компьютер (лёгкий)')

  // The French turn 1, by the person.
  await finishRally(page)
  await page.getByTestId('end-phase').click()
  await expect(at.phase).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()

  // The Russian turn 1, by the computer: no hand-over screen, the person's buttons give way to its panel.
  await expect(at.side).toHaveAttribute('data-side', 'ru')
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.getByTestId('ai-panel')).toHaveAttribute('data-ai-side', 'ru')
  await expect(page.getByTestId('end-phase')).toHaveCount(0)
  await expect(page.getByTestId('solo-note')).toHaveCount(0)
  await expect(at.phase).toHaveAttribute('data-phase', 'movement', { timeout: 30_000 })
  await page.waitForTimeout(600)
  await shot(page, 'ai-02-computer-moving-ru')

  await expect(at.turn).toHaveAttribute('data-turn', '2', { timeout: 80_000 })
  await expect(at.side).toHaveAttribute('data-side', 'fr')
  await expect(at.phase).toHaveAttribute('data-phase', 'rally')
  await expect(page.getByTestId('end-phase')).toBeVisible()
  await shot(page, 'ai-03-back-to-french')

  expect(await page.evaluate(() => (window as unknown as { __sawThinking: boolean }).__sawThinking)).toBe(true)
  expect(seen.workers.some((u) => /aiWorker/.test(u))).toBe(true)
  // What the computer did is in the record: Russian movement entries of turn 1.
  const cmds = (await page.evaluate(() =>
    (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands(),
  )) as Array<{ type: string }>
  expect(cmds.filter((c) => c.type === 'move').length).toBeGreaterThan(0)
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
  console.log(`long tasks (ms) during the game: ${JSON.stringify(longTasks)}`)
  expect(seen.errors).toEqual([])
})

test('take over and give back mid-game; computer against computer plays on and resumes after a reload', async ({
  page,
}) => {
  const seen = await watch(page)
  await startGame(page, 'historical', 3)
  const at = where(page)
  await finishRally(page)
  // The person hands the French movement to the computer, then takes it back.
  await page.getByTestId('ai-takeover-level').selectOption('easy')
  await page.getByTestId('ai-takeover').click()
  await expect(page.getByTestId('ai-panel')).toHaveAttribute('data-ai-side', 'fr')
  await expect(page.getByTestId('ai-panel')).toContainText('Французы: играет компьютер (лёгкий)')
  await page.getByTestId('ai-speed').selectOption('1000')
  await shot(page, 'ai-04-take-over')
  await page.getByTestId('ai-giveback').click()
  await expect(page.getByTestId('end-phase')).toBeVisible()
  await expect(page.getByTestId('ai-takeover')).toBeVisible()
  await expect(at.side).toHaveAttribute('data-side', 'fr')

  // Both sides to the computer: watch mode, with pause.
  await page.getByTestId('menu-new').click()
  await page.getByTestId('player-fr').selectOption('easy')
  await page.getByTestId('player-ru').selectOption('easy')
  await page.getByTestId('start-game').click()
  await page.getByTestId('ai-speed').selectOption('0')
  await expect(at.side).toHaveAttribute('data-side', 'ru', { timeout: 60_000 })
  await page.getByTestId('ai-pause').click()
  await expect(page.getByTestId('ai-pause')).toHaveAttribute('aria-pressed', 'true')
  const count = () =>
    page.evaluate(() => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands().length)
  await page.waitForTimeout(300)
  const paused = await count()
  await page.waitForTimeout(1200)
  expect(await count()).toBe(paused)
  await shot(page, 'ai-05-watch-paused')
  await page.getByTestId('ai-pause').click()
  await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(paused)

  // A reload resumes the game with the computer still playing both sides.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 1500 })))
  await page.reload()
  await expect(page.getByTestId('board')).toBeVisible()
  const resumed = await count()
  await expect(page.getByTestId('ai-panel')).toHaveAttribute('data-ai-side', /fr|ru/)
  await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(resumed)
  expect(seen.errors).toEqual([])
})

test('the welcome screen lets the computer play a side', async ({ page }) => {
  const seen = await watch(page)
  await page.goto('./')
  await expect(page.getByTestId('welcome-dialog')).toBeVisible()
  await page.getByTestId('player-ru').selectOption('normal')
  await shot(page, 'ai-06-welcome')
  await page.getByTestId('welcome-historical').click()
  // Hand-over stays off between a person and the computer, even though it is on by default.
  await expect(page.getByTestId('handover')).toHaveCount(0)
  await expect(page.getByTestId('ai-panel')).toContainText('Русские: играет компьютер (средний)')
  expect(seen.errors).toEqual([])
})

test('the computer at a tablet size and in English', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await startGame(page, 'historical', 11)
  // Below 1200 px the commands fold behind the menu button.
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-lang').click()
  await expect(page.getByTestId('menu-toggle')).toContainText('Menu')
  await page.getByTestId('menu-toggle').click()
  await page.getByTestId('menu-new').click()
  await page.getByTestId('player-fr').selectOption('normal')
  await shot(page, 'ai-07-new-game-en-1024')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('ai-panel')).toContainText('French: the computer plays (normal)')
  await expect(page.locator('[data-phase]').first()).toHaveAttribute('data-phase', 'movement', { timeout: 30_000 })
  await page.waitForTimeout(1500)
  await shot(page, 'ai-08-computer-moving-en-1024')
})

test('the note after the first French turn of a two-person game offers the computer for the Russians', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]').first()).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('solo-note')).toBeVisible()
  await page.getByTestId('solo-note-computer').click()
  await expect(page.getByTestId('solo-note')).toHaveCount(0)
  await expect(page.getByTestId('ai-panel')).toHaveAttribute('data-ai-side', 'ru')
  await expect(page.locator('[data-side]').first()).toHaveAttribute('data-side', 'fr', { timeout: 80_000 })
  await expect(page.locator('[data-turn]').first()).toHaveAttribute('data-turn', '2')
})
