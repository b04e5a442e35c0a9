// Screenshots for docs/: the board, a combat preview and the end-of-game screen, taken in headless Chromium.
// Usage: npm run screenshots  (builds, serves the build, drives the UI, writes docs/screenshot-*.png)
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { runMain, withBuiltApp } from './withBrowser'
import { finishedGameSave } from './screenshotGame'

// Page-side snippets are strings so that the bundler's helpers do not leak into them.

async function plan(page: Page): Promise<{ defender: string; a: [string, string]; b: [string, string] }> {
  return page.evaluate<{ defender: string; a: [string, string]; b: [string, string] }>(`(() => {
    const h = window.__borodino
    const s = h.state()
    const units = Object.values(s.units).filter((u) => u.status === 'active' && u.hex)
    const fr = units.filter((u) => u.side === 'fr' && u.type !== 'artillery')
    for (const r of units.filter((u) => u.side === 'ru')) {
      const around = h.neighbors(r.hex)
      const opts = []
      for (const f of fr) for (const hex of h.reach(f.id)) if (around.includes(hex) && h.meleeOk(hex, r.hex)) opts.push([f.id, hex])
      for (const a of opts) { const b = opts.find((o) => o[0] !== a[0] && o[1] !== a[1]); if (b) return { defender: r.id, a, b } }
    }
    return null
  })()`)
}

async function main() {
  mkdirSync('docs', { recursive: true })
  await withBuiltApp(async (page, base) => {
    await page.goto(`${base}?new=historical&seed=7&handover=off`)
    // Turn 1 has nobody to rally: the rally phase is ended with the end-phase button.
    await page.click(
      (await page.locator('[data-testid=rally]').count()) ? '[data-testid=rally]' : '[data-testid=end-phase]',
    )
    await page.waitForSelector('[data-phase=movement]')
    const p = await plan(page)
    // The board: a unit selected, its reach shaded and a path hovered (the view centred on it).
    await page.click('[data-testid=zoom-fit]')
    await page.click(`[data-unit="${p.a[0]}"]`)
    await page.click('[data-testid=focus-unit]')
    await page.mouse.move(5, 400)
    await page.hover(`[data-hex="${p.a[1]}"]`)
    await page.waitForTimeout(200)
    await page.screenshot({ path: 'docs/screenshot-board.png' })
    await page.click(`[data-hex="${p.a[1]}"]`)
    await page.click(`[data-unit="${p.b[0]}"]`)
    await page.click(`[data-hex="${p.b[1]}"]`)
    await page.click('[data-testid=end-phase]')
    await page.click('[data-testid=zoom-fit]')
    await page.click(`[data-unit="${p.defender}"]`)
    await page.click('[data-testid=focus-unit]')
    await page.click(`[data-unit="${p.a[0]}"]`)
    await page.click(`[data-unit="${p.b[0]}"]`)
    await page.waitForSelector('[data-testid=preview]')
    await page.mouse.move(5, 400)
    await page.screenshot({ path: 'docs/screenshot-combat.png' })

    // The end of the game: a finished game imported from a save file.
    const save = finishedGameSave()
    await page.click('[data-testid=menu-saves]')
    await page.setInputFiles('[data-testid=import-file]', {
      name: 'end.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(save)),
    })
    await page.waitForSelector('[data-testid=end-screen]')
    await page.screenshot({ path: 'docs/screenshot-end.png' })
    console.log('wrote docs/screenshot-board.png, docs/screenshot-combat.png, docs/screenshot-end.png')
  })
}

runMain(main)
