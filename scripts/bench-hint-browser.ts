// The coach's hint timed in the browser, as a person gets it: the production build (with the test hook) in Debian's
// Chromium, each position of scripts/hintPositions.ts imported as a save in which the side to act is a person and the
// other side the computer at the level measured (so the hint plays at that level, in the worker); from the click on
// «Подсказка» to the panel on screen. Run: npx tsx scripts/bench-hint-browser.ts [positions = 12] [levels = normal,hard]
import { actingSide } from '../src/engine'
import { exportText, makeSave } from '../src/store/game/save/save'
import type { Players } from '../src/store/game'
import { ctx, fmt, hintPosition, pct } from './hintPositions'
import { runMain, withBuiltApp } from './withBrowser'

const POSITIONS = Number(process.argv[2] ?? 12)
const LEVELS = (process.argv[3] ?? 'normal,hard').split(',') as Array<'easy' | 'normal' | 'hard'>

runMain(() =>
  withBuiltApp(async (page, base) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${base}?new=historical&seed=1&handover=off`)
    await page.getByTestId('board').waitFor()
    const out: Record<string, { p50: number; p95: number; worst: number }> = {}
    for (const level of LEVELS) {
      const times: number[] = []
      for (let i = 0; i < POSITIONS; i++) {
        const { state, seed, commands } = hintPosition(i)
        const me = actingSide(state)
        const players = { fr: me === 'fr' ? 'human' : level, ru: me === 'ru' ? 'human' : level } as Players
        const text = exportText(makeSave(ctx.map, 'historical', seed, commands, state, players))
        await page.getByTestId('menu-saves').click()
        await page
          .getByTestId('import-file')
          .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
        await page.getByTestId('saves-dialog').waitFor({ state: 'detached' })
        const t0 = Date.now()
        await page.getByTestId('hint').click()
        await page.getByTestId('hint-panel').waitFor({ timeout: 60_000 })
        times.push(Date.now() - t0)
        await page.keyboard.press('Escape')
      }
      console.log(`${level}: ${fmt(times)} (${times.length} positions)`)
      out[level] = { p50: pct(times, 0.5), p95: pct(times, 0.95), worst: Math.max(...times) }
    }
    console.log(JSON.stringify(out))
  }),
)
