// The guided tutorial, completed by clicking as a newcomer would; it must leave the player's own game untouched.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, gameState, shot, startGame, startLesson } from './helpers'

const step = (page: Page) => page.getByTestId('tutorial')
const at = async (page: Page, id: string, n: number) => {
  await expect(step(page)).toHaveAttribute('data-step', id)
  await marksInView(page)
  await shot(page, `tutorial-${String(n).padStart(2, '0')}-${id}`)
}

/** The camera follows the lesson: every marked hex and the callout lie on the board, clear of the tutorial card. */
async function marksInView(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const board = document.querySelector('[data-testid="board"]')!.getBoundingClientRect()
        const card = document.querySelector('[data-testid="tutorial"]')!.getBoundingClientRect()
        const bad: string[] = []
        for (const e of document.querySelectorAll(
          '[data-tut-hex], [data-mark="retreat"], [data-mark="advance"], .tut-callout',
        )) {
          const r = e.getBoundingClientRect()
          const id = e.getAttribute('data-tut-hex') ?? e.getAttribute('data-hex') ?? 'callout'
          if (r.left < board.left || r.right > board.right || r.top < board.top || r.bottom > board.bottom)
            bad.push(`${id} off the board`)
          if (!(r.right < card.left || r.left > card.right || r.bottom < card.top || r.top > card.bottom))
            bad.push(`${id} under the card`)
        }
        return bad
      }),
    )
    .toEqual([])
}

test('the tutorial can be completed by clicking, left and resumed, and the player’s game survives', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')

  await startLesson(page, 1)
  await at(page, 'welcome', 1)
  await page.getByTestId('tutorial-next').click()
  await at(page, 'counters', 2)
  await page.getByTestId('tutorial-next').click()
  await at(page, 'rally', 3)
  await page.getByTestId('rally').click()

  await at(page, 'move-cost', 4)
  await page.locator('[data-unit="fr-I-5"]').click()
  await page.locator('[data-hex="1621"]').hover()
  await expect(page.getByTestId('tip-why')).toContainText('MOVE.1')
  await expect(page.getByTestId('tip-cost')).toContainText('MOVE.3')
  await shot(page, 'tutorial-04b-hover-unreachable')
  await page.locator('[data-hex="1521"]').hover()
  await expect(page.getByTestId('tip-cost')).toContainText('MOVE.2')
  await page.locator('[data-hex="1521"]').click()

  await at(page, 'zoc', 5)
  await expect(page.locator('[data-overlay="zoc"] [data-overlay-hex]').first()).toBeAttached()
  // An off-script move: the tutorial offers to take it back.
  await page.locator('[data-unit="fr-I-5"]').click()
  await page.locator('[data-hex="1620"]').click()
  await expect(page.getByTestId('tutorial-off-script')).toBeVisible()
  await shot(page, 'tutorial-05b-off-script')
  await page.getByTestId('tutorial-undo').click()
  await expect(page.getByTestId('tutorial-off-script')).toHaveCount(0)
  await expect(page.locator('[data-unit="fr-I-5"]')).toHaveAttribute('data-at', '1521')
  await page.locator('[data-unit="fr-I-4"]').click()
  await page.locator('[data-hex="1619"]').click()

  await at(page, 'commander', 6)
  // Leave here and come back later: the player's game is back, then the tutorial resumes at this step.
  await page.getByTestId('tutorial-leave').click()
  await expect(page.getByTestId('tutorial')).toHaveCount(0)
  let s = await gameState(page)
  expect(s.phase).toBe('movement')
  expect(Object.keys(s.units).length).toBeGreaterThan(50)
  await page.reload()
  s = await gameState(page)
  expect(Object.keys(s.units).length).toBeGreaterThan(50)
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId('tutorial-resume').click()
  await at(page, 'commander', 6)
  await page.locator('[data-commander="davout"]').click()
  // A click on I-4 would select it: the commander joins it through the panel.
  await page.locator('[data-join="fr-I-4"]').click()

  await at(page, 'end-movement', 7)
  await page.getByTestId('end-phase').click()

  await at(page, 'attack', 8)
  await page.locator('[data-unit="ru-VIII-cg"]').click()
  await page.locator('[data-unit="fr-I-4"]').click()
  await expect(page.getByTestId('preview')).toHaveAttribute('data-diff', '6')
  await shot(page, 'tutorial-08b-preview')
  await page.getByTestId('resolve').click()

  await at(page, 'retreat', 9)
  // Retreat hexes: a hatch and a thick dashed outline no terrain uses (drawn over the hex's cell, which carries the hooks).
  const drawn = page.locator(
    `[data-mark-of="${await page.locator('[data-mark="retreat"]').first().getAttribute('data-hex')}"]`,
  )
  await expect(drawn).toHaveAttribute('data-kind', 'retreat')
  await expect(drawn).toHaveAttribute('fill', 'url(#pat-retreat)')
  await expect(drawn).toHaveAttribute('stroke-dasharray', /\d/)
  await page.locator('[data-mark="retreat"]').first().click()
  await at(page, 'advance', 10)
  await page.getByTestId('decline-advance').click()

  await at(page, 'fire', 11)
  // The battery's fire shows at once, before anything is clicked.
  await expect(page.locator('[data-overlay="arc-visible"] [data-overlay-hex]').first()).toBeAttached()
  await page.locator('[data-unit="ru-VIII-cg"]').click()
  await page.locator('[data-unit="fr-I-art-1"]').click()
  await expect(page.locator('[data-overlay="arc"]')).toBeAttached()
  await shot(page, 'tutorial-11b-fire-preview')
  await page.getByTestId('resolve').click()

  await at(page, 'retreat-again', 12)
  await page.locator('[data-mark="retreat"]').first().click()
  await at(page, 'done', 13)

  await page.getByTestId('tutorial-finish').click()
  await expect(page.getByTestId('tutorial')).toHaveCount(0)
  s = await gameState(page)
  expect(s.phase).toBe('movement')
  expect(Object.keys(s.units).length).toBeGreaterThan(50)
})
