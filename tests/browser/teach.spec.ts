// Teaching to play well: selection never traps, the attack overlay, the glossary, Russian search, lesson 2.
import { expect, test, type Page } from '@playwright/test'
import { finishRally, gameState, shot, startGame, startLesson } from './helpers'

test('after a commander moves, a click on one of my units selects it (it is never taken as a move)', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  await page.locator('[data-commander="davout"]').click()
  await expect(page.locator('[data-commander="davout"]')).toHaveAttribute('data-selected', 'true')
  const s = await gameState(page)
  const occupied = new Set(Object.values(s.units).map((u) => u.hex))
  const reachable = await page
    .locator('[data-reachable="true"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-hex') as string))
  const to = reachable.find((h) => !occupied.has(h) && h !== '1320')
  expect(to).toBeTruthy()
  await page.locator(`[data-hex="${to}"]`).click()
  await expect(page.locator('[data-commander="davout"]')).toHaveAttribute('data-at', to as string)
  // Davout stays selected; a click on our battery selects the battery, whatever was selected.
  await page.locator('[data-unit="fr-I-art-1"]').click()
  await expect(page.locator('[data-unit="fr-I-art-1"]')).toHaveAttribute('data-selected', 'true')
  await expect(page.locator('[data-commander="davout"]')).not.toHaveAttribute('data-selected', 'true')
  await expect(page.getByTestId('refusal')).toHaveCount(0)
  // The panel says how to clear the selection, and its button does.
  await page.getByTestId('clear-selection').click()
  await expect(page.locator('[data-selected="true"]')).toHaveCount(0)
})

test('turn 1: the attack overlay marks the Guard Jägers in Borodino, with odds; threats mark only our units', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await finishRally(page)
  await page.getByTestId('overlay-attacks').click()
  await expect(page.locator('[data-unit="ru-V-jaeg"]')).toHaveAttribute('data-attackable', 'true')
  await expect(page.locator('[data-attack-badge="ru-V-jaeg"]')).toContainText('%')
  await expect(page.locator('[data-unit^="fr-"][data-attackable]')).toHaveCount(0)
  // The legend lists the targets; a click brings one into view.
  await page.locator('[data-target-jump="ru-V-jaeg"]').click()
  await page.locator('[data-unit="ru-V-jaeg"]').hover()
  await shot(page, 'teach-01-attack-overlay')
  await page.getByTestId('overlay-attacks').click()
  await expect(page.locator('[data-attackable="true"]')).toHaveCount(0)
  // Threats: only French units are marked (what the Russians could attack next), and the legend lists them.
  await page.getByTestId('overlay-threats').click()
  await expect(page.locator('[data-unit^="fr-"][data-threatened="true"]').first()).toBeAttached()
  await expect(page.locator('[data-unit^="ru-"][data-threatened]')).toHaveCount(0)
  await expect(page.locator('[data-legend="threats"] [data-target-jump^="fr-"]').first()).toBeVisible()
})

async function openRules(page: Page) {
  await page.getByTestId('menu-rules').click()
  await expect(page.getByTestId('rules-dialog')).toBeVisible()
}

test('the four Russian questions find their rules', async ({ page }) => {
  await startGame(page, 'historical', 7)
  await openRules(page)
  const search = page.getByTestId('rules-search')
  await search.fill('сколько клеток может пройти пехота')
  await expect(page.locator('[data-rule-article="MOVE.1"]')).toBeVisible()
  await expect(page.locator('[data-best="MOVE.1"]')).toBeVisible()
  await search.fill('почему не может двигаться')
  for (const r of ['ZOC.4', 'UNIT.3', 'MOVE.7']) await expect(page.locator(`[data-rule-article="${r}"]`)).toBeVisible()
  await search.fill('значок')
  await expect(page.locator('[data-term-hit="symbols"]')).toBeVisible()
  await expect(page.locator('[data-term="symbols"]')).toContainText('кавалерия')
  await search.fill('как победить')
  await expect(page.locator('[data-rule-article="WIN.1"]')).toBeVisible()
  await shot(page, 'teach-02-search')
})

test('the glossary lists every word a newcomer did not know, in both languages, linked to rules', async ({ page }) => {
  await startGame(page, 'historical', 7)
  await openRules(page)
  const g = page.getByTestId('glossary')
  await page.getByTestId('open-glossary').click()
  await expect(g).toBeVisible()
  // Item 7 of the report: symbols, «в порядке», «Лицо/Оборот», «к бою / на передках», «кустарник», «фас»,
  // «колонка/разность», «размен», stacking, the commander's corps rule, «Зерно кубиков (seed)».
  const words: Array<[string, RegExp]> = [
    ['symbols', /косым крестом.*косой чертой.*точкой/s],
    ['good-order', /В порядке/],
    ['front-back', /Лицо и оборот/],
    ['limbered', /К бою \/ на передках/],
    ['brush', /Кустарник/],
    ['front', /Фас укрепления/],
    ['column', /Колонка/],
    ['differential', /Разность сил/],
    ['exchange', /Размен/],
    ['stacking', /Одна часть в клетке/],
    ['command', /Своя часть командующего/],
    ['seed', /Зерно кубиков \(seed\)/],
  ]
  for (const [id, text] of words) {
    const entry = g.locator(`[data-term="${id}"]`)
    await expect(entry).toContainText(text)
    expect(await entry.locator('[data-rule]').count()).toBeGreaterThan(0)
  }
  await expect(g.locator('[data-term="front-back"]')).toContainText('Front and back')
  await shot(page, 'teach-03-glossary')
  // A glossary word in a panel opens its entry.
  await page
    .getByTestId('rules-dialog')
    .getByRole('button', { name: /Закрыть|✕|×/ })
    .first()
    .click()
})

const stepIs = async (page: Page, id: string, n: number) => {
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', id)
  await shot(page, `lesson2-${String(n).padStart(2, '0')}-${id}`)
}

test('lesson 2, How to win, played to its end: the ring, a bad roll, a unit destroyed, the meter moves', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await startLesson(page, 2)
  const next = () => page.getByTestId('tutorial-next').click()
  await stepIs(page, 'w-score', 1)
  await expect(page.getByTestId('losses')).toHaveAttribute('data-losses', '0')
  await next()
  await stepIs(page, 'w-counters', 2)
  await next()
  await stepIs(page, 'w-stoppers', 3)
  await expect(page.getByTestId('cannot-move')).toContainText('MOVE.7')
  await next()
  await stepIs(page, 'w-attacks', 4)
  await expect(page.locator('[data-unit="ru-IV-23"]')).toHaveAttribute('data-attackable', 'true')
  // The threats view: IV-23 can strike back at the French next to it.
  await page.getByTestId('overlay-threats').click()
  await expect(page.locator('[data-unit="fr-I-5"]')).toHaveAttribute('data-threatened', 'true')
  await expect(page.locator('[data-attack-badge="fr-I-5"]')).toBeVisible()
  await shot(page, 'lesson2-04b-threats')
  await page.getByTestId('overlay-threats').click()
  await next()
  await stepIs(page, 'w-surround', 5)
  await page.locator('[data-unit="fr-V-cav"]').click()
  await page.locator('[data-hex="1519"]').click()
  await stepIs(page, 'w-end-movement', 6)
  await page.getByTestId('end-phase').click()
  await stepIs(page, 'w-bad-roll', 7)
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-III-25"]').click()
  await expect(page.getByTestId('resolve')).toBeEnabled()
  await shot(page, 'lesson2-07b-odds')
  await page.getByTestId('resolve').click()
  await stepIs(page, 'w-own-retreat', 8)
  await page.locator('[data-mark="retreat"]').first().click()
  await stepIs(page, 'w-ru-advance', 9)
  await page.getByTestId('decline-advance').click()
  await stepIs(page, 'w-destroy', 10)
  await page.locator('[data-unit="ru-IV-23"]').click()
  await page.locator('[data-unit="fr-I-5"]').click({ position: { x: 12, y: 40 } })
  await page.locator('[data-unit="fr-V-cav"]').click()
  await page.getByTestId('resolve').click()
  await stepIs(page, 'w-advance', 11)
  await expect(page.getByTestId('losses')).toHaveAttribute('data-losses', '7')
  await page.getByTestId('decline-advance').click()
  await stepIs(page, 'w-meter', 12)
  await expect(page.getByTestId('losses')).toHaveAttribute('title', /IV-23/)
  // The list is reachable without hovering: a click (or tap) opens it, Escape closes it.
  await page.getByTestId('losses-destroyed').click()
  await expect(page.getByTestId('losses-destroyed')).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('losses-destroyed-list')).toContainText('IV-23')
  await shot(page, 'lesson2-12b-destroyed-list')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('losses-destroyed-list')).toHaveCount(0)
  await next()
  await stepIs(page, 'w-done', 13)
  await page.getByTestId('tutorial-finish').click()
  await expect(page.getByTestId('tutorial')).toHaveCount(0)
})

test('after the first French phase of a solo game the player is told, once, that he plays the Russians too', async ({
  page,
}) => {
  await startGame(page, 'historical', 7)
  await expect(page.getByTestId('solo-note')).toHaveCount(0)
  await finishRally(page)
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
  const note = page.getByTestId('solo-note')
  await expect(note).toContainText('ведите русских сами или отдайте их компьютеру')
  await shot(page, 'teach-04-solo-note')
  await page.getByTestId('solo-note-ok').click()
  await expect(note).toHaveCount(0)
  await page.reload()
  await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'ru')
  await expect(note).toHaveCount(0)
})
