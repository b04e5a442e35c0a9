// The battle record: move list, review mode, continue from here, the hand-over replay, the end screen.
import { expect, test, type Page } from '@playwright/test'
import { at } from '../helpers/must'
import { readFileSync } from 'node:fs'
import { finishedGame, finishedSaveText } from '../fixtures/finishedGame'
import { finishRally, gameState, hook, shot, startGame } from './helpers'

const SEED = 11

/** Moves a French unit to some hex it can reach; returns the unit, where it stood and where it went. */
async function moveSomeUnit(page: Page, skip: string[] = []): Promise<{ unit: string; from: string; to: string }> {
  const s = await gameState(page)
  for (const u of Object.values(s.units)) {
    if (u.side !== 'fr' || !u.hex || u.type === 'artillery' || skip.includes(u.id)) continue
    const reach = (await hook(page, (h, id: string) => h.reach(id), u.id)).filter((x) => x !== u.hex)
    if (!reach.length) continue
    const to = at(reach, 0)
    await page.locator(`[data-unit="${u.id}"]`).click()
    await page.locator(`[data-hex="${to}"]`).hover()
    await page.locator(`[data-hex="${to}"]`).click()
    await expect(page.locator(`[data-unit="${u.id}"]`)).toHaveAttribute('data-at', to)
    await page.keyboard.press('Escape')
    return { unit: u.id, from: u.hex, to }
  }
  throw new Error('no French unit can move')
}

test('move list and review: an earlier position is shown read-only, keys step, the live game is unchanged', async ({
  page,
}) => {
  await startGame(page, 'historical', SEED)
  await finishRally(page)
  const a = await moveSomeUnit(page)
  const b = await moveSomeUnit(page, [a.unit])
  const live = await gameState(page)
  const list = page.getByTestId('move-list')
  await expect(list.locator('[data-move]')).toHaveCount(3)
  await expect(list.locator('[data-move="1"]')).toContainText(a.to)

  // The first move's entry: the board after it, the second unit still where it stood.
  await list.locator('[data-move="1"]').click()
  const board = page.getByTestId('board')
  await expect(board).toHaveAttribute('data-review', 'true')
  await expect(page.getByTestId('review-banner')).toBeVisible()
  await expect(page.locator(`[data-unit="${a.unit}"]`)).toHaveAttribute('data-at', a.to)
  await expect(page.locator(`[data-unit="${b.unit}"]`)).toHaveAttribute('data-at', b.from)
  // The step's highlight: from → to.
  await expect(page.locator(`[data-review-path="move"][data-from="${a.from}"][data-to="${a.to}"]`)).toHaveCount(1)
  await shot(page, 'review-01-entry')
  // Clicks on the board change nothing while reviewing.
  await page.locator(`[data-unit="${b.unit}"]`).click()
  await expect(page.locator('[data-reachable="true"]')).toHaveCount(0)

  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '1')
  await expect(page.locator(`[data-unit="${a.unit}"]`)).toHaveAttribute('data-at', a.from)
  await page.keyboard.press('End')
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '3')
  await expect(page.locator(`[data-unit="${b.unit}"]`)).toHaveAttribute('data-at', b.to)
  await page.keyboard.press('Home')
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '0')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '2')
  await expect(list.locator('[data-move="1"]')).toHaveAttribute('aria-current', 'step')
  expect(await gameState(page)).toEqual(live)

  await page.getByTestId('review-live').click()
  await expect(board).not.toHaveAttribute('data-review', 'true')
  await expect(page.locator(`[data-unit="${b.unit}"]`)).toHaveAttribute('data-at', b.to)
  expect(await gameState(page)).toEqual(live)
  // The game goes on from where it was.
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await expect(page.getByTestId('undo')).toContainText('2')
})

test('in review the top bar shows the reviewed position, marked so, and the live game’s refusal goes away', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  // An illegal move: a French division asked to go far beyond its reach.
  await page.locator('[data-unit="fr-I-5"]').click()
  await page.locator('[data-hex="2010"]').click()
  await expect(page.getByTestId('refusal')).toBeVisible()
  await page.getByTestId('review-open').click()
  await expect(page.getByTestId('review-banner')).toBeVisible()
  await expect(page.getByTestId('refusal')).toHaveCount(0)
  await page.keyboard.press('Home')
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '0')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
  await expect(page.getByTestId('top-reviewing')).toBeVisible()
  await shot(page, 'review-05-top-bar')
  await page.getByTestId('review-live').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await expect(page.getByTestId('top-reviewing')).toHaveCount(0)
})

test('continue from here starts a new line and keeps the original game saved under its name', async ({ page }) => {
  await startGame(page, 'historical', SEED)
  await finishRally(page)
  const a = await moveSomeUnit(page)
  const b = await moveSomeUnit(page, [a.unit])
  await page.getByTestId('move-list').locator('[data-move="1"]').click()
  await page.getByTestId('review-continue').click()
  await expect(page.getByTestId('board')).not.toHaveAttribute('data-review', 'true')
  await expect(page.getByTestId('message')).toBeVisible()
  const s = await gameState(page)
  expect(s.units[a.unit]!.hex).toBe(a.to)
  expect(s.units[b.unit]!.hex).toBe(b.from)
  expect(
    await page.evaluate(
      () => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands().length,
    ),
  ).toBe(2)
  await expect(page.getByTestId('move-list').locator('[data-move]')).toHaveCount(2)
  // The new line is played by the same rules: the second unit moves again, and can be taken back.
  await moveSomeUnit(page, [a.unit])
  await expect(page.getByTestId('undo')).toContainText('1')

  // The original is in the saves, whole.
  await page.getByTestId('menu-saves').click()
  const saved = page.locator('[data-save]')
  await expect(saved).toHaveCount(1)
  await saved.first().getByRole('button').first().click()
  const back = await gameState(page)
  expect(back.units[b.unit]!.hex).toBe(b.to)
  expect(back.units[a.unit]!.hex).toBe(a.to)
})

test('hand-over: the Russian player replays the French turn step by step, then gets the board', async ({ page }) => {
  await startGame(page, 'historical', SEED, 'on')
  await finishRally(page)
  const a = await moveSomeUnit(page)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', 'ru')
  await expect(page.getByTestId('board')).toHaveCount(0)
  await page.getByTestId('handover-replay').click()

  const banner = page.getByTestId('review-banner')
  await expect(page.getByTestId('board')).toHaveAttribute('data-review', 'true')
  await expect(banner).toHaveAttribute('data-position', '0')
  await expect(page.locator(`[data-unit="${a.unit}"]`)).toHaveAttribute('data-at', a.from)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(banner).toHaveAttribute('data-position', '2')
  await expect(page.locator(`[data-unit="${a.unit}"]`)).toHaveAttribute('data-at', a.to)
  await expect(page.locator(`[data-review-path="move"][data-to="${a.to}"]`)).toHaveCount(1)
  await shot(page, 'review-02-handover')
  await page.getByTestId('review-live').click()
  await expect(page.getByTestId('board')).not.toHaveAttribute('data-review', 'true')
  await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
})

test('the end screen of a finished game: band, loss chart, losses, fates, largest combats into review, export', async ({
  page,
}) => {
  const game = finishedGame()
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(finishedSaveText(game)) })
  const end = page.getByTestId('end-screen')
  await expect(end).toBeVisible()
  const pct = ((game.state.losses.ru / 314) * 100).toFixed(1)
  await expect(page.getByTestId('band-bar')).toHaveAttribute('data-pct', pct)
  const chart = page.getByTestId('loss-chart')
  await expect(chart).toHaveAttribute('data-turns', '20')
  await expect(chart.locator('circle[data-turn="20"]')).toHaveAttribute('data-ru', String(game.state.losses.ru))
  await expect(chart.locator('circle[data-turn="20"]')).toHaveAttribute('data-fr', String(game.state.losses.fr))
  // Units lost and commanders' fates, by side, as the final state has them.
  const destroyed = Object.values(game.state.units).filter((u) => u.status === 'destroyed')
  for (const side of ['fr', 'ru'] as const)
    await expect(page.getByTestId(`lost-${side}`).locator('[data-lost]')).toHaveCount(
      destroyed.filter((u) => u.side === side).length,
    )
  for (const c of Object.values(game.state.commanders).filter(
    (c) => c.status === 'killed' || c.status === 'captured',
  )) {
    await expect(end.locator(`[data-fate-of="${c.id}"]`)).toHaveAttribute('data-fate', c.status)
  }
  await expect(page.getByTestId('losses-both')).toHaveAttribute('data-fr', String(game.state.losses.fr))
  await shot(page, 'review-03-end')

  // Export the record as Markdown, in the game's language.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('end-export').click()])
  const md = readFileSync(await download.path(), 'utf8')
  expect(md).toContain('# Бородино')
  expect(md).toContain('## Ход 20 · 15:30')
  expect(md).toContain(`${game.commands.length}. `)

  // A largest combat opens the review at it, with its highlight.
  const combat = page.getByTestId('big-combat').first()
  const index = Number(await combat.getAttribute('data-move'))
  await combat.click()
  await expect(end).toHaveCount(0)
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', String(index + 1))
  await expect(page.locator('[data-review-combat]')).toHaveCount(1)
  // Jumping by turn.
  await page.getByTestId('review-turn').selectOption({ label: '20 · 15:30 · Русские' })
  await expect(page.getByTestId('review-where')).toContainText('Ход 20')
  await page.getByTestId('review-live').click()
  await expect(page.getByTestId('board')).not.toHaveAttribute('data-review', 'true')
})

test('the roster lists every counter and commander with its state and hex; a click shows it on the map', async ({
  page,
}) => {
  const game = finishedGame()
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(finishedSaveText(game)) })
  await page.getByTestId('end-board').click()
  await page.getByTestId('tab-roster').click()
  const roster = page.getByTestId('roster')
  await expect(roster.locator('[data-roster-unit]')).toHaveCount(Object.keys(game.state.units).length)
  await expect(roster.locator('[data-roster-commander]')).toHaveCount(Object.keys(game.state.commanders).length)
  const dead = Object.values(game.state.units).find((u) => u.status === 'destroyed')!
  await expect(roster.locator(`[data-roster-unit="${dead.id}"]`)).toHaveAttribute('data-state', 'destroyed')
  const alive = Object.values(game.state.units).find((u) => u.status === 'active' && u.hex)!
  await expect(roster.locator(`[data-roster-unit="${alive.id}"]`)).toHaveAttribute('data-roster-hex', alive.hex!)
  await roster.locator(`[data-roster-unit="${alive.id}"] button`).click()
  await expect(page.getByTestId('details')).toHaveAttribute('data-details-unit', alive.id)
  await shot(page, 'review-04-roster')
})
