// Short scenarios (SCN.3) and the whole day's victory variants (WIN.3) as New game and the welcome offer them.
import { expect, test } from '@playwright/test'
import { shot, startGame } from './helpers'

test('a short scenario chosen from New game starts with its briefing, its own hour and its own victory meter', async ({
  page,
}) => {
  await startGame(page, 'historical', 11)
  await page.getByTestId('menu-new').click()
  // Every scenario with its length, size and measured balance; the whole day's variants under it.
  await expect(page.getByTestId('facts-fleches')).toContainText('8 ходов')
  await expect(page.getByTestId('balance-fleches')).toContainText('компьютер против компьютера: французы выигрывают')
  await expect(page.getByTestId('facts-historical')).toContainText('20 ходов')
  await expect(page.getByTestId('variant-historical:handicap')).toBeVisible()
  await page.getByTestId('variant-historical:handicap').check()
  await expect(page.getByTestId('balance-historical')).toContainText('46%')
  await page.getByTestId('scenario-fleches').check()
  await expect(page.getByTestId('variant-historical:handicap')).toHaveCount(0)
  await page.getByTestId('player-ru').selectOption('normal')
  await shot(page, 'scenarios-01-new-game')
  await page.getByTestId('start-game').click()

  const brief = page.getByTestId('briefing-dialog')
  await expect(brief).toBeVisible()
  await expect(brief).toContainText('Флеши')
  await expect(page.getByTestId('briefing-situation')).toContainText('Багратион')
  await expect(page.getByTestId('briefing-time')).toContainText('06:00–09:30, 8 ходов')
  await expect(page.getByTestId('briefing-objectives')).toContainText('Семёновское')
  // The start points that make the episode even (WIN.4) are stated with what they mean.
  await expect(page.getByTestId('briefing-start-ru')).toContainText('Русские начинают с 18 очками')
  // How the points are scored and the margin of a decisive victory.
  await expect(page.getByTestId('briefing-scoring')).toContainText('от 20 — решительная победа')
  await shot(page, 'scenarios-02-briefing')
  await page.getByTestId('briefing-start').click()
  await expect(brief).toHaveCount(0)

  await expect(page.locator('[data-turn]').first()).toHaveAttribute('data-turn', '1')
  // The turn count and the track end with the scenario's last turn, not the day's.
  await expect(page.locator('.turn-label')).toContainText('Ход 1 из 8')
  await expect(page.locator('.turn-track li')).toHaveCount(8)
  const meter = page.getByTestId('losses')
  await expect(meter).toHaveAttribute('data-rule', 'WIN.4')
  await expect(page.locator('[data-objective="1919"]')).toHaveAttribute('data-held', 'ru')
  await expect(page.locator('[data-objective="1919"]')).toContainText('Северная флешь (10)')
  // Only the scenario's counters are on the board.
  await expect(page.locator('[data-unit="fr-G-old"]')).toHaveCount(0)
  await expect(page.locator('[data-unit="fr-I-5"]').first()).toBeVisible()
  // New game offers the scenario in progress again.
  await page.getByTestId('menu-new').click()
  await expect(page.getByTestId('scenario-fleches')).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0)
})

test('the welcome offers a short scenario first after the lessons; it starts against the computer with its briefing', async ({
  page,
}) => {
  await page.goto('./')
  const welcome = page.getByTestId('welcome-dialog')
  await expect(welcome).toBeVisible()
  const short = page.getByTestId('welcome-short')
  await expect(short).toContainText('Флеши')
  // After the lessons' block and before the whole day against the computer.
  const order = await welcome
    .locator('[data-testid="welcome-tutorial"], [data-testid="welcome-short"], [data-testid="welcome-solo"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  expect(order).toEqual(['welcome-tutorial', 'welcome-short', 'welcome-solo'])
  await short.click()
  await expect(page.getByTestId('briefing-dialog')).toBeVisible()
  await page.getByTestId('briefing-start').click()
  await expect(page.getByTestId('losses')).toHaveAttribute('data-rule', 'WIN.4')
})

test('the computer does not play behind a briefing: its first turn waits until the briefing is closed', async ({
  page,
}) => {
  await startGame(page, 'historical', 11)
  await page.getByTestId('menu-new').click()
  await page.getByTestId('scenario-fleches').check()
  await page.getByTestId('player-fr').selectOption('normal')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('briefing-dialog')).toBeVisible()
  const phase = () =>
    page.evaluate(() => {
      const s = (window as unknown as { __borodino: { state(): { phase: string; side: string } } }).__borodino.state()
      return `${s.side} ${s.phase}`
    })
  // Long enough for the computer's first steps at its usual pace.
  await page.waitForTimeout(2_500)
  expect(await phase()).toBe('fr rally')
  await page.getByTestId('briefing-start').click()
  await expect.poll(phase, { timeout: 20_000 }).not.toBe('fr rally')
})

test('the great redoubt starts later in the day: its sector shown in New game, its own hours, and its briefing again on demand', async ({
  page,
}) => {
  await startGame(page, 'historical', 11)
  await page.getByTestId('menu-new').click()
  // Every scenario has a picture of its sector: the map under it, a dot a counter, a ring an objective.
  for (const id of ['historical', 'fleches', 'redoubt', 'utitsa'])
    await expect(page.getByTestId(`thumb-${id}`)).toBeVisible()
  await expect(page.getByTestId('thumb-redoubt').locator('circle')).toHaveCount(21 + 1)
  await expect(page.getByTestId('facts-redoubt')).toContainText('6 ходов')
  await expect(page.getByTestId('minutes-redoubt')).toHaveText('≈25 мин для знающих правила')
  // A click on the picture chooses its scenario.
  await page.getByTestId('thumb-utitsa').click()
  await expect(page.getByTestId('scenario-utitsa')).toBeChecked()
  await page.getByTestId('scenario-redoubt').check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('briefing-time')).toContainText('09:30–12:00, 6 ходов')
  await page.getByTestId('briefing-start').click()
  await expect(page.getByTestId('briefing-dialog')).toHaveCount(0)
  // The track holds the scenario's six turns, from 09:30; turns keep the day's numbers.
  await expect(page.locator('[data-turn]').first()).toHaveAttribute('data-turn', '8')
  await expect(page.locator('.turn-track li')).toHaveCount(6)
  await expect(page.locator('.turn-track li').first()).toHaveAttribute('title', /09:30/)
  await expect(page.locator('.turn-label')).toContainText('Ход 8 · 09:30 (1-й из 6)')
  await expect(page.locator('[data-objective="1914"]')).toHaveAttribute('data-held', 'ru')
  // The briefing can be read again during the game, and the camera stays where the player put it.
  // The board's placement: a transform, or the centring style of a board not moved yet.
  const camera = () =>
    page
      .locator('[data-testid="board"] .layer-map > g')
      .evaluate((g) => g.getAttribute('transform') ?? g.getAttribute('style'))
  const before = await camera()
  await page.getByTestId('open-briefing').click()
  await expect(page.getByTestId('briefing-dialog')).toContainText('Большой редут')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('briefing-dialog')).toHaveCount(0)
  expect(await camera()).toBe(before)
  // The rules reference gives every scenario's hours and victory, from the scenario files.
  await page.keyboard.press('r')
  await page.getByTestId('rules-search').fill('scn.3')
  const table = page.getByTestId('scenario-table')
  await expect(table.locator('[data-scenario="redoubt"]')).toContainText('09:30–12:00')
  await expect(table.locator('[data-scenario="redoubt"]')).toContainText('Батарея Раевского (1914) 15')
  await expect(table.locator('[data-scenario="redoubt"]')).toContainText('русские начинают с 21 очком')
  await expect(table.locator('[data-scenario="historical:handicap"]')).toContainText('33 / 42 / 57')
  await expect(table.locator('[data-scenario="historical"]')).toContainText('WIN.2')
})

test('Utitsa: the French start points and who holds each objective at the start are in the briefing', async ({
  page,
}) => {
  await startGame(page, 'historical', 11)
  await page.getByTestId('menu-new').click()
  await page.getByTestId('scenario-utitsa').check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('briefing-dialog')).toBeVisible()
  await expect(page.getByTestId('briefing-objectives')).toContainText('Утица (2225): 10 — у русских')
  await expect(page.getByTestId('briefing-start-fr')).toContainText('Французы начинают с 14 очками')
  await expect(page.getByTestId('briefing-scoring')).toContainText('от 20 — решительная победа')
  await shot(page, 'scenarios-05-utitsa-briefing')
})
