// UI benchmark in headless Chromium: time from a click on a unit to its reachable hexes painted
// (click, then two animation frames), over every unit of the historical setup; prints the p95.
// Also prints the production bundle size (gzip). Usage: npm run bench:ui
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { runMain, withBuiltApp } from './withBrowser'

const PORT = 4179

function bundleSize(): { raw: number; gzip: number; files: string[] } {
  const dir = 'dist/assets'
  let raw = 0
  let gzip = 0
  const files: string[] = []
  for (const f of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(f)) continue
    const buf = readFileSync(`${dir}/${f}`)
    raw += buf.length
    gzip += gzipSync(buf, { level: 9 }).length
    files.push(f)
  }
  return { raw, gzip, files }
}

// Runs in the page; a string so that the bundler's helpers do not leak into it.
const MEASURE = `async (unit) => {
  const el = document.querySelector('[data-unit="' + unit + '"]')
  const painted = () => new Promise((r) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(null); ch.port2.postMessage(0) }))
  const t0 = performance.now()
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await Promise.resolve()
  void document.querySelector('.board-svg').getBoundingClientRect()
  const t1 = performance.now()
  await painted()
  const t2 = performance.now()
  const shown = document.querySelectorAll('[data-reachable="true"]').length
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  await painted()
  return { work: t1 - t0, ms: t2 - t0, painted: shown }
}`

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}

async function main() {
  await withBuiltApp(PORT, async (page, base) => {
    const size = bundleSize()
    await page.goto(`${base}?new=historical&seed=1&handover=off`)
    await page.waitForSelector('[data-testid=board]')
    const times: number[] = []
    const work: number[] = []
    let reachable = 0
    for (const side of ['fr', 'ru']) {
      // Get to this side's movement phase.
      for (let i = 0; i < 8; i++) {
        const phase = await page.getAttribute('[data-phase]', 'data-phase')
        const s = await page.getAttribute('[data-side]', 'data-side')
        if (phase === 'movement' && s === side) break
        await page.click('[data-testid=end-phase]')
      }
      const ids = await page.$$eval(`[data-unit^="${side}-"]`, (els) => els.map((e) => e.getAttribute('data-unit') as string))
      for (const id of ids) {
        const t = await page.evaluate<{ ms: number; work: number; painted: number }>(`(${MEASURE})(${JSON.stringify(id)})`)
        times.push(t.ms)
        work.push(t.work)
        if (t.painted > 0) reachable++
      }
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    const wmean = work.reduce((a, b) => a + b, 0) / work.length
    console.log(`${times.length} units clicked (${reachable} with reachable hexes)`)
    console.log(`click → DOM updated and laid out:  p50 ${pct(work, 50).toFixed(1)} ms   p95 ${pct(work, 95).toFixed(1)} ms   max ${Math.max(...work).toFixed(1)} ms   mean ${wmean.toFixed(1)} ms`)
    console.log(`click → next frame painted:        p50 ${pct(times, 50).toFixed(1)} ms   p95 ${pct(times, 95).toFixed(1)} ms   max ${Math.max(...times).toFixed(1)} ms   mean ${mean.toFixed(1)} ms`)
    console.log(`production bundle: ${(size.raw / 1024).toFixed(1)} KiB raw, ${(size.gzip / 1024).toFixed(1)} KiB gzip (${size.files.join(', ')})`)
  })
}

runMain(main)
