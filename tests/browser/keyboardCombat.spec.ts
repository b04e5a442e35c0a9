// Combat by keyboard (the keys dialog lists them): from the combat phase's start, t picks a target with every unit
// that can join, Enter on it rolls — two key presses to a roll, none of them Tab.
import { expect, test } from '@playwright/test'
import { apply, Combat, isGameOver, type Command, type GameState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { exportText, makeSave } from '../../src/store/game/save/save'
import { realBundle } from '../../scripts/fuzz/realGame'
import { startGame } from './helpers'

/** A historical game stopped at the start of a combat phase where the side to play can attack. */
function combatStart(): string {
  const b = realBundle()
  for (let seed = 1; seed < 40; seed++) {
    let s = b.newGame('historical', seed) as GameState
    const p = createRandomPlayer(seededRand(seed), { attackChance: 0.9 })
    const cmds: Command[] = []
    for (let i = 0; i < 3000 && !isGameOver(s); i++) {
      const c = s.phase === 'combat' ? ({ type: 'endPhase' } as Command) : p.next(b.ctx, s)
      const o = apply(b.ctx, s, c)
      if (!o.ok) break
      cmds.push(c)
      s = o.state
      if (s.phase === 'combat' && !s.pending.length && Combat.legalTargets(b.ctx, s).length)
        return exportText(makeSave(b.map, 'historical', seed, cmds, s))
    }
  }
  throw new Error('no such game found')
}

test('combat in two keys: t picks a target with its attackers, Enter on it rolls', async ({ page }) => {
  const text = combatStart()
  const at = (JSON.parse(text) as { commands: unknown[] }).commands.length
  await startGame(page, 'historical', 1)
  await page.getByTestId('menu-saves').click()
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('saves-dialog')).toHaveCount(0)
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'combat')
  const commands = () =>
    page.evaluate(() => (window as never as { __borodino: { commands(): unknown[] } }).__borodino.commands().length)
  expect(await commands()).toBe(at)
  await page.keyboard.press('t')
  await expect(page.locator('[data-testid^="pick-"]:checked').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect.poll(commands).toBe(at + 1)
})
