// The coach's analysis in the review: «Разбор ошибок» on a partly played game runs on its worker with a progress bar,
// then grades move rows, lists the worst decisions of each turn and draws the computer's better step; a second run
// (the whole 20-turn game) is cancelled from its progress bar.
import { expect, test, type Page } from '@playwright/test'
import { apply, isGameOver } from '../../src/engine'
import { finishedGame, finishedSaveText, historicalBundle, type FinishedGame } from '../fixtures/finishedGame'
import { shot, startGame } from './helpers'

const game = finishedGame()

/** The recorded game up to the end of turn 2. */
function partial(g: FinishedGame): FinishedGame {
  const ctx = historicalBundle().ctx
  let s = g.initial
  const commands = []
  for (const c of g.commands) {
    if (s.turn > 2 || isGameOver(s)) break
    const out = apply(ctx, s, c)
    if (!out.ok) throw new Error('recorded game refused')
    s = out.state
    commands.push(c)
  }
  return { ...g, commands, state: s }
}

async function load(page: Page, g: FinishedGame) {
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(finishedSaveText(g)) })
}

test('find mistakes: progress, graded rows, the worst of each turn, the better step; a second run cancelled', async ({
  page,
}) => {
  const short = partial(game)
  await startGame(page, 'historical', 1)
  await load(page, short)
  await expect(page.getByTestId('move-count')).toContainText(String(short.commands.length))
  await page.getByTestId('review-open').click()
  await expect(page.getByTestId('review-banner')).toBeVisible()
  const panel = page.getByTestId('analysis')
  await expect(panel).toHaveAttribute('data-status', 'idle')
  await page.getByTestId('analyse').click()
  await expect(page.getByTestId('analysis-progress')).toBeVisible()
  await expect(panel).toHaveAttribute('data-status', 'done', { timeout: 60_000 })
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0)
  await expect(page.getByTestId('analysis-summary')).toBeVisible()

  // The worst decisions of a turn: at most three, each a jump to its step, graded there with the better step.
  const worst = page.getByTestId('analysis-worst').first()
  await expect(worst).toBeVisible()
  expect(await worst.locator('li').count()).toBeLessThanOrEqual(3)
  const item = worst.locator('li').first()
  const grade = await item.getAttribute('data-grade')
  expect(['inaccuracy', 'mistake', 'blunder']).toContain(grade)
  await item.locator('button').click()
  await expect(page.getByTestId('analysis-verdict')).toHaveAttribute('data-grade', grade!)
  await expect(page.getByTestId('analysis-explain')).not.toBeEmpty()
  await expect(page.getByTestId('analysis-better')).toHaveCount(1)
  const position = Number(await page.getByTestId('review-banner').getAttribute('data-position'))
  await expect(page.locator(`[data-move="${position - 1}"]`)).toHaveAttribute('data-grade', grade!)
  await shot(page, 'analysis-01-ru')

  // A graded attack or fire: the computer's better step is its own attack (green arrows to a defender) or the end of
  // the combat, and the explanation gives both choices' expected losses.
  const attack = page.locator('[data-testid="analysis-worst"] li[data-kind="attack"]').first()
  await attack.locator('button').click()
  await expect(page.getByTestId('analysis-explain')).toContainText(/огонь по .*ожидаемые потери противника/)
  await expect(page.getByTestId('analysis-better')).toHaveAttribute('data-kind', 'attack')
  await shot(page, 'analysis-03-attack')

  // The same in English (at 1280 px the language is a button of the top bar).
  await page.getByTestId('menu-lang').click()
  await expect(page.getByTestId('analyse')).toHaveText('Analyse again')
  await expect(page.getByTestId('analysis-explain')).toContainText(' SP')
  await shot(page, 'analysis-02-en')
  await page.getByTestId('menu-lang').click()
  await page.getByTestId('review-live').click()

  // A second run, on the whole game, cancelled while it runs: nothing graded, and it can be started again.
  await load(page, game)
  await page.getByTestId('end-board').click()
  await page.getByTestId('review-open').click()
  await expect(panel).toHaveAttribute('data-status', 'idle')
  await page.getByTestId('analyse').click()
  await expect(page.getByTestId('analysis-progress')).toBeVisible()
  await page.getByTestId('analysis-cancel').click()
  await expect(panel).toHaveAttribute('data-status', 'cancelled')
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0)
  await expect(page.locator('[data-move][data-grade]')).toHaveCount(0)
  await expect(page.getByTestId('analyse')).toBeEnabled()
})
