// «Фаланга» in the browser: chosen from the welcome, units out of the camp, a move with a facing change,
// a combined attack that routs, the end screen from a recorded game, and the save kinds kept apart.
import { expect, test, type Page } from '@playwright/test'
import { must } from '../helpers/must'
import { readFileSync } from 'node:fs'
import { shot } from './helpers'

type Ph = {
  state(): { side: string; phase: string; units: Record<string, { location: string; facing: number | null }> }
  reach(unit: string): string[]
  attacks(): Array<{ target: string; defence: number; attackers: string[] }>
}
const ph = <T>(page: Page, fn: string, arg?: string) =>
  page.evaluate(
    ([f, a]) => {
      const h = (window as never as { __phalanx: Record<string, (x?: string) => unknown> }).__phalanx
      return h[f]!(a)
    },
    [fn, arg] as const,
  ) as Promise<T>
const unitAt = async (page: Page, id: string) =>
  must((await ph<ReturnType<Ph['state']>>(page, 'state')).units[id], `unit ${id}`)

async function openPhalanx(page: Page) {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', 'south')
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-game="phalanx"][data-testid="board"]')).toBeVisible()
}

async function importSave(page: Page, file: string) {
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('ph-import')
    .setInputFiles({ name: 'save.json', mimeType: 'application/json', buffer: readFileSync(file) })
}

test('Phalanx from the welcome: leave the camp, turn in the facing phase, undo within the turn', async ({ page }) => {
  await openPhalanx(page)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await expect(page.locator('[data-turn]')).toHaveAttribute('data-turn', '1')
  // Ten units wait beside the camp, the camp stands on its hex.
  await expect(page.locator('[data-in-camp="true"][data-unit^="S-"]')).toHaveCount(10)
  await expect(page.locator('[data-unit="S-K"]')).toHaveAttribute('data-at', '0609')
  await shot(page, 'phalanx-01-start')

  // Cavalry out of the camp with the mouse: select, a reachable hex, a corner for its facing.
  await page.locator('[data-unit="S-C1"]').click()
  const reach = await ph<string[]>(page, 'reach', 'S-C1')
  await expect(page.locator('[data-reachable="true"]')).toHaveCount(reach.length)
  await page.locator('[data-hex="0508"][data-reachable="true"]').click()
  await expect(page.getByTestId('facing-picker')).toBeVisible()
  await shot(page, 'phalanx-02-exit-facing')
  await page.getByTestId('facing-0').click()
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-facing', '0')

  // Hoplites out with the keyboard alone: the panel's buttons, then 2 (F2) for the facing.
  await page.getByTestId('ph-unit-S-H1').focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('ph-dest-0608').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('2')
  await expect(page.locator('[data-unit="S-H1"]')).toHaveAttribute('data-at', '0608')
  await expect(page.locator('[data-unit="S-H1"]')).toHaveAttribute('data-facing', '1')

  // Undo takes the hoplites back into the camp; the cavalry stays.
  await page.getByTestId('ph-undo').click()
  await expect(page.locator('[data-unit="S-H1"]')).toHaveAttribute('data-in-camp', 'true')
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-at', '0508')

  // The facing phase: the cavalry turns from F12 to F2 with the arrow and Enter; its front is lit.
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'facing')
  await page.locator('[data-unit="S-C1"]').click()
  await expect(page.locator('[data-front="true"]')).toHaveCount(2)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-facing', '1')
  expect((await unitAt(page, 'S-C1')).facing).toBe(1)
  await shot(page, 'phalanx-03-faced')

  // The turn ends: the hand-over screen for North; after it the turn's commands cannot be undone.
  await page.getByTestId('end-phase').click()
  await page.getByTestId('end-phase').click()
  await expect(page.getByTestId('handover')).toHaveAttribute('data-handover-side', 'north')
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  await expect(page.getByTestId('ph-undo')).toBeDisabled()

  // A Phalanx game survives a reload.
  await page.reload()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-game="phalanx"][data-testid="board"]')).toBeVisible()
  await expect(page.locator('[data-unit="S-C1"]')).toHaveAttribute('data-facing', '1')
})

test('a combined attack routs a unit; the sum and the rule are shown before it is made', async ({ page }) => {
  await openPhalanx(page)
  await importSave(page, 'tests/fixtures/phalanx-attack.json')
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'attack')
  const option = (await ph<ReturnType<Ph['attacks']>>(page, 'attacks')).find((o) => o.target === 'N-H3')!
  expect(option.attackers).toHaveLength(3)
  const at = (await unitAt(page, 'N-H3')).location

  await page.locator('[data-unit="N-H3"]').click()
  await expect(page.locator('[data-unit="N-H3"]')).toHaveAttribute('data-target', 'true')
  for (const [i, id] of option.attackers.entries()) {
    await page.locator(`[data-unit="${id}"]`).click()
    await expect(page.getByTestId('attack-sum')).toHaveAttribute('data-strength', String(i + 1))
  }
  await expect(page.getByTestId('attack-sum')).toContainText('Атака 3 против защиты 3')
  await expect(page.getByTestId('attack-sum').locator('[data-rule="PH-CBT.5"]')).toBeVisible()
  await shot(page, 'phalanx-04-attack')
  await page.getByTestId('attack-commit').click()
  await expect(page.locator('[data-unit="N-H3"]')).toHaveCount(0)
  await expect(page.locator(`[data-hex="${at}"]`)).toBeVisible()
  await expect(page.getByTestId('ph-losses-north')).toHaveAttribute('data-lost', '1')
  await expect(page.getByTestId('ph-log')).toContainText('PH-CBT.5')

  // The rule id opens the rules reference at that rule.
  await page.getByTestId('ph-log').locator('[data-rule="PH-CBT.5"]').first().click()
  await expect(page.locator('[data-rule-id="PH-CBT.5"]')).toHaveAttribute('aria-current', 'true')
  await shot(page, 'phalanx-05-rules')
})

test('the end screen from a recorded game; save kinds are kept apart', async ({ page }) => {
  await openPhalanx(page)
  // A Borodino save is refused by Phalanx's loader, and the game stays as it was.
  await page.getByTestId('menu-saves').click()
  await page.getByTestId('ph-import').setInputFiles({
    name: 'borodino.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'borodino-save', version: 2, commands: [] })),
  })
  await expect(page.getByTestId('save-problems')).toContainText('другой игры')
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')

  await importSave(page, 'tests/fixtures/phalanx-ended.json')
  const end = page.getByTestId('end-screen')
  await expect(end).toHaveAttribute('data-winner', 'south')
  await expect(page.getByTestId('ph-score-south')).toHaveText('9')
  await expect(page.getByTestId('ph-score-north')).toHaveText('1')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'over')
  await shot(page, 'phalanx-06-end')

  // The review steps through the record; the board shows each position.
  await page.getByTestId('ph-end-review').click()
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '0')
  await expect(page.locator('[data-in-camp="true"]')).toHaveCount(20)
  await page.getByTestId('review-forward').click()
  await expect(page.getByTestId('review-banner')).toHaveAttribute('data-position', '1')
  await page.getByTestId('review-close').click()

  // Back to Borodino: its loader refuses the Phalanx file as another game's.
  await page.getByTestId('ph-end-close').click()
  await page.getByTestId('ph-back').click()
  await expect(page.locator('[data-game="phalanx"]')).toHaveCount(0)
  await page.getByTestId('menu-saves').click()
  await page.getByTestId('import-file').setInputFiles({
    name: 'phalanx.json',
    mimeType: 'application/json',
    buffer: readFileSync('tests/fixtures/phalanx-ended.json'),
  })
  await expect(page.getByTestId('saves-dialog')).toContainText('phalanx-save')
})

test('the Phalanx tutorial is offered on the welcome and starts at leaving the camp', async ({ page }) => {
  await page.goto('./?lang=en')
  await page.getByTestId('welcome-phalanx-tutorial').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '0')
  await expect(page.getByTestId('tutorial-next')).toBeDisabled()
  await page.locator('[data-unit="S-P"]').click()
  await page.locator('[data-reachable="true"]').first().click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-done', 'true')
  await shot(page, 'phalanx-07-tutorial-en')
  await page.getByTestId('tutorial-next').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '1')

  // Facing: the cavalry comes out and is turned in the facing phase.
  await page.locator('[data-unit="S-C1"]').click()
  await page.locator('[data-reachable="true"]').first().click()
  await page.keyboard.press('Enter')
  await page.getByTestId('end-phase').click()
  await page.locator('[data-unit="S-C1"]').click()
  await page.keyboard.press('4')
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-done', 'true')
  await page.getByTestId('tutorial-next').click()

  // The combined attack on the prepared position: three units rout enemy hoplites.
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '2')
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'attack')
  await page.getByTestId('ph-target-N-H3').click()
  for (const id of ['S-C1', 'S-H2', 'S-H4']) await page.getByTestId(`ph-attacker-${id}`).check()
  await expect(page.getByTestId('attack-sum')).toContainText('Attack 3 against defence 3')
  await page.getByTestId('attack-commit').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-done', 'true')
  await page.getByTestId('tutorial-next').click()
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', '3')
  await page.getByTestId('tutorial-next').click()
  await expect(page.getByTestId('tutorial')).toHaveCount(0)
  // A first visit has no game of its own: the next step is choosing one, a person against the computer offered.
  await expect(page.getByTestId('new-game-dialog')).toBeVisible()
  await expect(page.getByTestId('ph-player-south')).toHaveValue('human')
  await expect(page.getByTestId('ph-player-north')).toHaveValue('normal')
  await expect(page.getByTestId('handover')).toHaveCount(0)
  // The lesson is ticked in «Обучение», on this visit and the next.
  await page.goto('./?new=historical&seed=1&handover=off&lang=en')
  await page.getByTestId('menu-tutorial').click()
  await expect(page.locator('[data-lesson][data-game="phalanx"]')).toHaveAttribute('data-passed', 'true')
  await expect(page.locator('[data-lesson][data-game="borodino"][data-passed]')).toHaveCount(0)
})

test('New game offers Phalanx beside the Borodino scenarios', async ({ page }) => {
  await page.goto('./?new=historical&seed=5&handover=off')
  await page.getByTestId('menu-new').click()
  await page.getByTestId('scenario-phalanx').check()
  await page.getByTestId('start-game').click()
  await page.getByTestId('handover-show').click()
  await expect(page.locator('[data-game="phalanx"][data-testid="board"]')).toBeVisible()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
  // Back to Borodino: its game is as it was.
  await page.getByTestId('ph-back').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
})
