// Review benchmark in headless Chromium on the production build, on a finished 20-turn game (the recorded game
// of the tests, ≈1,400 commands): one review step (← / →) and a jump to a turn (the turn selector), each timed
// from the key or the choice to the next painted frame. Prints p50/p95/max. Usage: npm run bench:review
import { finishedGame, finishedSaveText } from '../tests/fixtures/finishedGame'
import { pct } from './bench/stats'
import { runMain } from './withBrowser'
import { withServedBuild } from './serveBuild'

const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms   p95 ${pct(xs, 95).toFixed(1)} ms   max ${Math.max(...xs).toFixed(1)} ms   (n=${xs.length})`

// Runs in the page (a string, so no bundler helper leaks in). Returns the time to the next painted frame.
const PAINTED =
  `() => new Promise((r) => requestAnimationFrame(() => { const ch = new MessageChannel(); ` +
  `ch.port1.onmessage = () => r(null); ch.port2.postMessage(0) }))`
const STEP = `async (key) => {
  const painted = ${PAINTED}
  const banner = document.querySelector('[data-testid=review-banner]')
  const before = banner.getAttribute('data-position')
  const view = () => document.querySelector('.layer-map > g').getAttribute('transform')
  const v0 = view()
  const t0 = performance.now()
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await Promise.resolve()
  void document.querySelector('.board-svg').getBoundingClientRect()
  window.__work = (window.__work || []).concat([performance.now() - t0])
  // The first painted frame that shows the new position.
  for (let f = 0; f < 30; f++) {
    await painted()
    if (document.querySelector('[data-testid=review-banner]').getAttribute('data-position') !== before) {
      const ms = performance.now() - t0
      // Steps that pan the board to bring their highlights into view repaint the whole map.
      window.__panned = (window.__panned || []).concat([view() !== v0 ? ms : -1])
      return ms
    }
  }
  throw new Error('the step did not move: ' + before)
}`
const JUMP = `async (value) => {
  const painted = ${PAINTED}
  const sel = document.querySelector('[data-testid=review-turn]')
  const t0 = performance.now()
  sel.value = String(value)
  sel.dispatchEvent(new Event('change', { bubbles: true }))
  for (let f = 0; f < 30; f++) {
    await painted()
    if (document.querySelector('[data-testid=review-banner]').getAttribute('data-position') === String(value)) return performance.now() - t0
  }
  throw new Error('the jump did not land on ' + value)
}`

async function main() {
  const game = finishedGame()
  await withServedBuild(async (browser, base) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' })
    await page.goto(`${base}?new=historical&seed=1&handover=off`)
    await page.waitForSelector('[data-testid=board]')
    await page.click('[data-testid=menu-saves]')
    await page.setInputFiles('[data-testid=import-file]', {
      name: 'finished.json',
      mimeType: 'application/json',
      buffer: Buffer.from(finishedSaveText(game)),
    })
    await page.waitForSelector('[data-testid=end-screen]')
    await page.click('[data-testid=end-board]')

    // Opening the review builds the timeline once (a replay of the whole game with checkpoints).
    const open = await page.evaluate<number>(
      `(async () => { const painted = ${PAINTED}; const t0 = performance.now(); ` +
        `document.querySelector('[data-testid=review-open]').click(); await painted(); return ` +
        `performance.now() - t0 })()`,
    )

    // The whole map in view (as a player following the whole battle would set it), below the review banner.
    await page.click('[data-testid=zoom-fit]')
    await page.waitForTimeout(300)
    const steps: number[] = []
    // Backwards from the end (each step back rebuilds from the nearest checkpoint), then forwards.
    for (let i = 0; i < 150; i++) steps.push(await page.evaluate<number>(`(${STEP})('ArrowLeft')`))
    for (let i = 0; i < 150; i++) steps.push(await page.evaluate<number>(`(${STEP})('ArrowRight')`))

    const options = await page.$$eval('[data-testid=review-turn] option', (os) =>
      os.map((o) => Number((o as HTMLOptionElement).value)),
    )
    const jumps: number[] = []
    // Every turn start, three times over in a scattered order, never the one already shown.
    let last = -1
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < options.length; k++) {
        const v = options[(k * 17 + round * 5) % options.length]!
        if (v === last) continue
        jumps.push(await page.evaluate<number>(`(${JUMP})(${v})`))
        last = v
      }
    }
    // Steps back from a turn start just jumped to: the position before it lies behind a checkpoint, away from
    // the last one computed (the slowest kind of step).
    for (let k = 0; k < 40; k++) {
      const v = options[1 + ((k * 7) % (options.length - 1))]!
      if (v !== last) await page.evaluate(`(${JUMP})(${v})`)
      last = v - 1
      steps.push(await page.evaluate<number>(`(${STEP})('ArrowLeft')`))
    }

    const work = await page.evaluate<number[]>('window.__work')
    const panned = (await page.evaluate<number[]>('window.__panned')).filter((x) => x >= 0)
    const still = steps.filter((x) => !panned.includes(x))
    console.log(
      `steps that panned the board: ${panned.length} of ${steps.length}${panned.length ? `; those: ${fmt(panned)}` : ''}`,
    )
    if (still.length) console.log(`steps without panning → painted: ${fmt(still)}`)
    console.log(`review step → DOM updated and laid out: ${fmt(work)}`)
    console.log(`game: ${game.commands.length} commands, ${options.length} turn starts in the selector`)
    console.log(`open review (timeline built once): ${open.toFixed(1)} ms`)
    console.log(`review step → painted:  ${fmt(steps)}   target p95 ≤ 50 ms`)
    console.log(`jump to a turn → painted: ${fmt(jumps)}   target p95 ≤ 200 ms`)
    const ok = pct(steps, 95) <= 50 && pct(jumps, 95) <= 200
    console.log(ok ? 'within the targets' : 'OVER a target')
    if (!ok) process.exitCode = 1
  })
}

runMain(main)
