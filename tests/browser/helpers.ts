// Shared steps of the browser tests: start a game, read the game through the read-only hook, screenshots.
import { expect, type Locator, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'

export interface UnitView {
  id: string
  side: 'fr' | 'ru'
  type: string
  hex: string | null
  status: string
}

export async function startGame(page: Page, scenario: string, seed: number, handover: 'on' | 'off' = 'off') {
  await page.goto(`./?new=${scenario}&seed=${seed}&handover=${handover}`)
  if (handover === 'on') await page.getByTestId('handover-show').click()
  await expect(page.getByTestId('board')).toBeVisible()
  await hookReady(page)
  await page.getByTestId('zoom-fit').click()
}

/** «Фаланга» from the welcome, then a new game with North given to the computer at `level`, `first` to move first. */
export async function phalanxAgainstComputer(page: Page, level: 'easy' | 'normal' | 'hard', first: 'south' | 'north') {
  await page.goto('./')
  await page.getByTestId('welcome-phalanx').click()
  await page.getByTestId('handover-show').click()
  await page.getByTestId('menu-new').click()
  await page.getByTestId('ph-player-north').selectOption(level)
  await page.getByTestId(`ph-first-${first}`).check()
  await page.getByTestId('start-game').click()
}

/** Ends the rally phase: rolls when someone is demoralized, else «End phase» (the roll button is hidden then). */
export async function finishRally(page: Page) {
  await hookReady(page)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'rally')
  if (await page.getByTestId('rally').count()) await page.getByTestId('rally').click()
  else await page.getByTestId('end-phase').click()
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'movement')
}

/** The test hook is installed once the game store exists (its own chunk, in test builds only). */
const hookReady = (page: Page) => page.waitForFunction(() => '__borodino' in window)

export interface GameView {
  turn: number
  side: string
  phase: string
  units: Record<string, UnitView>
  pending: Array<{ kind: string; side: string }>
}

export async function gameState(page: Page): Promise<GameView> {
  await hookReady(page)
  return (await page.evaluate(() =>
    (window as never as { __borodino: { state(): unknown } }).__borodino.state(),
  )) as GameView
}

type Hook = { reach(u: string): string[]; neighbors(h: string): string[]; meleeOk(a: string, b: string): boolean }
// The page runs the test's function from its source text (page.evaluate cannot carry a closure).
export const hook = async <T>(page: Page, fn: (h: Hook, arg: never) => T, arg?: unknown) => {
  await hookReady(page)
  return page.evaluate(
    ([src, a]) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call
      new Function('h', 'a', `return (${src})(h, a)`)((window as never as { __borodino: Hook }).__borodino, a),
    [fn.toString(), arg] as const,
  ) as Promise<T>
}

export async function shot(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true })
  await page.screenshot({ path: `test-results/screenshots/${name}.png` })
}

/** A Russian unit and two French combat units that can each move next to it this phase, across no melee barrier. */
export async function findAttack(page: Page): Promise<{ defender: string; a: [string, string]; b: [string, string] }> {
  const s = await gameState(page)
  const units = Object.values(s.units).filter((u) => u.status === 'active' && u.hex)
  const russians = units.filter((u) => u.side === 'ru')
  const french = units.filter((u) => u.side === 'fr' && u.type !== 'artillery')
  const reach: Record<string, string[]> = {}
  for (const f of french) reach[f.id] = await hook(page, (h, id: string) => h.reach(id), f.id)
  for (const r of russians) {
    const around = await hook(page, (h, hex: string) => h.neighbors(hex), r.hex)
    const options: Array<[string, string]> = []
    for (const f of french) {
      for (const hex of reach[f.id]!) {
        if (around.includes(hex) && (await hook(page, (h, p: [string, string]) => h.meleeOk(p[0], p[1]), [hex, r.hex])))
          options.push([f.id, hex])
      }
    }
    for (const a of options) {
      const b = options.find((o) => o[0] !== a[0] && o[1] !== a[1])
      if (b) return { defender: r.id, a, b }
    }
  }
  throw new Error('no attack found in this setup')
}

/** True when the two elements' boxes do not overlap (a card or a toolbar leaves a counter visible). */
export const clear = async (a: Locator, b: Locator): Promise<boolean> => {
  const x = (await a.boundingBox())!
  const y = (await b.boundingBox())!
  return x.y + x.height <= y.y || y.y + y.height <= x.y || x.x + x.width <= y.x || y.x + y.width <= x.x
}

/** Starts Borodino's lesson n from «Обучение» in the menu, unfolding the menu where it is folded (tablet width). */
export async function startLesson(page: Page, n: 1 | 2 | 3) {
  // The menu is in the page (folded or not) before its toggle is looked at.
  await page.getByTestId('menu-tutorial').waitFor({ state: 'attached' })
  const toggle = page.getByTestId('menu-toggle')
  if (await toggle.isVisible()) await toggle.click()
  await page.getByTestId('menu-tutorial').click()
  await page.getByTestId(n === 1 ? 'tutorial-start' : `tutorial${n}-start`).click()
}

/** Lesson 2 started by taps from the menu of a phone, on a fresh historical game; its card. */
export async function startLesson2OnPhone(page: Page): Promise<Locator> {
  await page.goto('./?new=historical&seed=7&handover=off')
  await expect(page.getByTestId('board')).toBeVisible()
  await page.getByTestId('menu-toggle').tap()
  await page.getByTestId('menu-tutorial').tap()
  await page.getByTestId('tutorial2-start').tap()
  return page.getByTestId('tutorial')
}
