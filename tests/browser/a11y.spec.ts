// Accessibility: axe-core (a registry package, run in the page by Playwright) finds no serious or critical
// violations on the main screen, the combat panel, the rules reference and each dialog (WCAG 2.2 AA included: targets
// of at least 24 × 24 px).
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { finishedGameSave } from '../../scripts/screenshotGame'
import { findAttack, finishRally, startGame } from './helpers'

async function noSeriousViolations(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  if (include) builder = builder.include(include)
  const result = await builder.analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = bad
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join('\n  ')}`,
    )
    .join('\n')
  expect.soft(bad.length, `${what}:\n${report}`).toBe(0)
  // The check ran: axe looked at the page and passed rules.
  expect(result.passes.length).toBeGreaterThan(10)
}

for (const lang of ['ru', 'en'] as const) {
  test(`main screen, combat panel, rules reference and every dialog (${lang})`, async ({ page }) => {
    await page.goto(`./?new=historical&seed=7&handover=off&lang=${lang}`)
    await expect(page.getByTestId('board')).toBeVisible()
    await noSeriousViolations(page, 'main screen')

    for (const [menu, dialog] of [
      ['menu-new', 'new-game-dialog'],
      ['menu-saves', 'saves-dialog'],
      ['menu-tutorial', 'tutorial-dialog'],
      ['menu-keys', 'keys-dialog'],
    ] as const) {
      await page.getByTestId(menu).click()
      await expect(page.getByTestId(dialog)).toBeVisible()
      await noSeriousViolations(page, dialog)
      await page.keyboard.press('Escape')
      await expect(page.getByTestId(dialog)).toHaveCount(0)
    }
    await page.getByTestId('menu-rules').click()
    await expect(page.getByTestId('rules-dialog')).toBeVisible()
    await noSeriousViolations(page, 'rules reference')
    await page.keyboard.press('Escape')

    // The combat panel with an attack put together.
    await page.getByTestId('zoom-fit').click()
    await finishRally(page)
    const plan = await findAttack(page)
    for (const [unit, hex] of [plan.a, plan.b]) {
      await page.locator(`[data-unit="${unit}"]`).click()
      await page.locator(`[data-hex="${hex}"]`).click()
      await expect(page.locator(`[data-unit="${unit}"]`)).toHaveAttribute('data-at', hex)
    }
    await page.getByTestId('end-phase').click()
    await page.locator(`[data-unit="${plan.defender}"]`).click()
    await page.locator(`[data-unit="${plan.a[0]}"]`).click()
    await page.locator(`[data-unit="${plan.b[0]}"]`).click()
    await expect(page.getByTestId('preview')).toBeVisible()
    await page.mouse.move(2, 300)
    await noSeriousViolations(page, 'combat panel')
    await page.getByTestId('resolve').click()
    await expect(page.getByTestId('last-result')).toBeVisible()
    await noSeriousViolations(page, 'combat result and decision')
  })
}

test('first visit welcome, hand-over screen and end screen', async ({ page }) => {
  await page.goto('./')
  await expect(page.getByTestId('welcome-dialog')).toBeVisible()
  await noSeriousViolations(page, 'welcome')
  await page.goto('./?new=historical&seed=3&handover=on')
  await expect(page.getByTestId('handover-show')).toBeVisible()
  await noSeriousViolations(page, 'hand-over screen')
  await startGame(page, 'historical', 3, 'off')
  await page.getByTestId('menu-saves').click()
  const save = finishedGameSave()
  await page.setInputFiles('[data-testid=import-file]', {
    name: 'end.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(save)),
  })
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await noSeriousViolations(page, 'end screen')
})

test('overlays and marks differ by pattern shape, not by colour alone (red-green colour blindness)', async ({
  page,
}) => {
  await page.goto('./?new=historical&seed=7&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  // A pattern's shape: its rotation and its strokes (lines, dashes, filled dots or rings), colours left out.
  const shapes = await page.evaluate(() => {
    const ids = ['pat-zoc', 'pat-arc', 'pat-zone', 'pat-zone-ru', 'pat-zone-fr', 'pat-retreat', 'pat-advance']
    return ids.map((id) => {
      const p = document.getElementById(id)
      if (!p) return `${id}: missing`
      const strokes = [...p.querySelectorAll('line, circle, path')].map(
        (e) =>
          `${e.tagName}${e.getAttribute('stroke-dasharray') ? '-dashed' : ''}${e.tagName === 'circle' && e.getAttribute('fill') === 'none' ? '-ring' : ''}`,
      )
      return `${p.getAttribute('patternTransform') ?? 'rotate(0)'}|${strokes.sort().join(',')}`
    })
  })
  expect(shapes.filter((s) => s.includes('missing'))).toEqual([])
  expect(new Set(shapes).size, shapes.join('\n')).toBe(shapes.length)
  // Reach is the one mark drawn as a plain fill (HitLayer), so no pattern may be a plain fill too.
  expect(shapes).not.toContain('rotate(0)|')
})

test('Phalanx: hand-over, board with a facing choice, attack panel and its consequences, the hint, rules and end screen', async ({
  page,
}) => {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await noSeriousViolations(page, 'phalanx hand-over')
  await page.getByTestId('handover-show').click()
  await page.locator('[data-unit="S-C1"]').click()
  await page.locator('[data-reachable="true"]').first().click()
  await expect(page.getByTestId('facing-picker')).toBeVisible()
  await noSeriousViolations(page, 'phalanx facing choice')
  const load = async (file: string) => {
    await page.getByTestId('menu-saves').click()
    await page.setInputFiles('[data-testid=ph-import]', file)
  }
  await load('tests/fixtures/phalanx-attack.json')
  await page.getByTestId('handover-show').click()
  await page.getByTestId('ph-target-N-H3').click()
  await page.getByTestId('ph-attacker-S-C1').check()
  await expect(page.getByTestId('attack-consequences')).toBeVisible()
  await noSeriousViolations(page, 'phalanx attack panel')
  await page.getByTestId('hint').click()
  await expect(page.getByTestId('hint-panel')).toBeVisible({ timeout: 30_000 })
  await noSeriousViolations(page, 'phalanx hint')
  await page.getByTestId('menu-rules').click()
  await noSeriousViolations(page, 'phalanx rules')
  await page.keyboard.press('Escape')
  await load('tests/fixtures/phalanx-ended.json')
  await expect(page.getByTestId('end-screen')).toBeVisible()
  await noSeriousViolations(page, 'phalanx end screen')
})
