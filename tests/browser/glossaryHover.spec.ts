// Issue 30: every wargame term on the screen explains itself on hover — a TermLink (dotted; its title is the
// glossary's definition, a click opens the entry) or, where the word sits inside a button, a title that carries the
// glossary's words (data-term-title). Checked in a game's movement phase and in its combat phase, in Russian.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { Combat } from '../../src/engine'
import { GLOSSARY } from '../../src/i18n/content/glossary'
import { findGame, realCtx } from './gameSearch'
import { finishRally, gameState, shot, startGame } from './helpers'

/** The term `id` has a hover definition in `scope`: a TermLink or a titled element whose title holds the glossary's. */
async function explained(scope: Locator, id: string) {
  const el = scope.locator(`[data-term-link="${id}"], [data-term-title="${id}"]`).first()
  await expect(el, `«${id}» is marked`).toBeVisible()
  expect(await el.getAttribute('title'), `«${id}» has the glossary's definition`).toContain(GLOSSARY.ru[id]!.text)
}

const all = (scope: Locator, ids: string[]) => Promise.all(ids.map((id) => explained(scope, id)))

/** The first unit of the side to play with `type` (or any combat unit) standing on the map. */
async function ownUnit(page: Page, type?: string): Promise<string> {
  const s = await gameState(page)
  const u = Object.values(s.units).find(
    (x) => x.side === s.side && x.hex && x.status === 'active' && (type ? x.type === type : x.type !== 'artillery'),
  )
  if (!u) throw new Error(`no ${type ?? 'combat'} unit on the map`)
  return u.id
}

test.use({ viewport: { width: 1280, height: 720 } })

test('movement phase: the top bar, the panel, the selected unit and its tooltip explain their terms', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  await all(page.locator('.topbar'), ['turn-phase', 'rally', 'movement', 'combat', 'losses', 'destroyed'])
  const panel = page.locator('#side-panel')
  await all(panel, ['movement'])
  await expect(page.getByTestId('end-phase')).toHaveAttribute('data-term-title', 'movement')

  const unit = await ownUnit(page)
  await page.locator(`[data-unit="${unit}"]`).click()
  await expect(page.getByTestId('move-info')).toBeVisible()
  await all(page.getByTestId('move-info'), ['mp'])
  await all(page.getByTestId('details'), ['front-back', 'good-order', 'mp', 'hex', 'command'])
  // The tooltip of the counter under the pointer.
  await page.locator(`[data-unit="${unit}"]`).hover()
  const tip = page.locator(`[data-tip-unit="${unit}"]`)
  await expect(tip).toBeVisible()
  await all(tip, ['strength', 'mp', 'zoc'])

  // A battery's limber buttons are buttons: their words are explained by a title.
  const gun = await ownUnit(page, 'artillery')
  await page.locator(`[data-unit="${gun}"]`).click()
  await all(page.getByTestId('move-info'), ['limbered'])
  await all(page.getByTestId('details'), ['battery', 'limbered'])
})

test('combat phase: the panel and the attack preview explain their terms', async ({ page }) => {
  // A historical game stopped in a combat phase where the side to play can attack.
  const { save } = findGame((s) =>
    s.phase === 'combat' && !s.pending.length && Combat.legalTargets(realCtx, s).length ? true : null,
  )
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(save) })
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await all(page.locator('.topbar'), ['turn-phase', 'combat', 'losses'])
  const panel = page.getByTestId('combat-panel')
  await all(panel, ['combat'])
  await expect(page.getByTestId('end-phase')).toHaveAttribute('data-term-title', 'combat')
  // t picks a target with every unit that can join: the preview appears.
  await page.keyboard.press('t')
  await expect(page.getByTestId('preview')).toBeVisible()
  await all(page.getByTestId('preview'), ['differential', 'column', 'strength'])
  await page.mouse.move(0, 0)
  await shot(page, 'glossary-combat-panel')
})
