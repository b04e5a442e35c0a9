// UI benchmark in headless Chromium: time from a click on a unit to its reachable hexes painted
// (click, then two animation frames), over every unit of the historical setup; the element count
// under the board; the first board paint from a cold start; the production JavaScript (gzip), all of
// it and the part the first screen loads. Prints one JSON line last:
// {"paintedP95":…,"domP95":…,"boardElements":…,"jsGzipKiB":…,"initialJsGzipKiB":…,"panelP95":…}
// (panelP95: click → the side panel's details of the unit painted, which follow the board's reach by a frame).
// Usage: npm run bench:ui
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { pct, r1 } from './bench/stats'
import { runMain, withBuiltApp } from './withBrowser'

const gz = (f: string) => gzipSync(readFileSync(f), { level: 9 }).length

/** Every JS chunk of the build, and the ones index.html loads before the first screen (entry + modulepreload). */
function bundleSize(): { jsGzip: number; initialJsGzip: number; initial: string[]; cssGzip: number } {
  const dist = process.env.BENCH_DIST || 'dist'
  const dir = `${dist}/assets`
  let jsGzip = 0
  let cssGzip = 0
  for (const f of readdirSync(dir)) {
    if (f.endsWith('.js')) jsGzip += gz(`${dir}/${f}`)
    else if (f.endsWith('.css')) cssGzip += gz(`${dir}/${f}`)
  }
  const html = readFileSync(`${dist}/index.html`, 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!) // the pattern's one group always takes part
  // main.tsx loads the starting language's strings (Russian by default) before the first render: count them too.
  const ru = readdirSync(dir).find((f) => /^ru-[\w-]+\.js$/.test(f))
  if (!ru) throw new Error('no Russian strings chunk (ru-*.js) in the build: the first-screen figure would be wrong')
  initial.push(`assets/${ru}`)
  const initialJsGzip = [...new Set(initial)].reduce((a, f) => a + gz(`${dist}/${f}`), 0)
  return { jsGzip, initialJsGzip, initial, cssGzip }
}

// Runs in the page; a string so that the bundler's helpers do not leak into it.
const MEASURE = `async (unit) => {
  const el = document.querySelector('[data-unit="' + unit + '"]')
  const painted = () => new Promise((r) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(null); ch.port2.postMessage(0) }))
  const t0 = performance.now()
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await Promise.resolve()
  const tJs = performance.now()
  void document.querySelector('.board-svg').getBoundingClientRect()
  const t1 = performance.now()
  await painted()
  const t2 = performance.now()
  const shown = document.querySelectorAll('[data-reachable="true"]').length
  // The side panel's details of the unit: painted with the board, or (since they follow it by a frame) once they
  // are in the page and a frame has been painted after that.
  const details = () => document.querySelector('[data-details-unit="' + unit + '"]')
  let t3 = t2
  if (!details()) {
    await new Promise((resolve, reject) => {
      const o = new MutationObserver(() => { if (details()) { o.disconnect(); clearTimeout(late); resolve(null) } })
      const late = setTimeout(() => { o.disconnect(); reject(new Error('no details of ' + unit + ' within 2 s')) }, 2000)
      o.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-details-unit'] })
    })
    await painted()
    t3 = performance.now()
  }
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  await painted()
  return { script: tJs - t0, work: t1 - t0, ms: t2 - t0, panel: t3 - t0, painted: shown }
}`

// First board paint: navigation start → the frame after the counters are in the DOM.
const FIRST_PAINT = `new Promise((resolve) => {
  const done = () => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => resolve({ ms: performance.now() }); ch.port2.postMessage(0) })
  if (document.querySelector('[data-unit]')) return done()
  new MutationObserver((_, o) => { if (document.querySelector('[data-unit]')) { o.disconnect(); done() } }).observe(document, { childList: true, subtree: true })
})`

async function main() {
  let result: Record<string, number> = {}
  await withBuiltApp(async (page, base, app) => {
    const size = bundleSize()
    // Cold start, three times, each in a fresh context (no cache, no service worker yet).
    const firstPaints: number[] = []
    const url = `${base}?new=historical&seed=1&handover=off`
    // Russian, the game's first language, as in the browser tests (a browser's language picks the strings chunk).
    const fresh = () => app.newPage({ serviceWorkers: 'block', locale: 'ru-RU' })
    for (let i = 0; i < 3; i++) {
      const p = await fresh()
      await p.goto(url, { waitUntil: 'commit' })
      firstPaints.push((await p.evaluate<{ ms: number }>(FIRST_PAINT)).ms)
      await p.context().close()
    }
    // What a cold start really requests before the board is painted, apart from the parts preloaded when the
    // browser is idle (held back here: on a loaded machine they may start before the paint is seen). Anything
    // the static count left out (a lazy part drawn at once, a chunk awaited at start) is added to the figure.
    // The test hook's chunk is left out: only this build has it (VITE_TEST_HOOK=1), a production build has none.
    const dist = process.env.BENCH_DIST || 'dist'
    const assets = (urls: string[]) =>
      urls
        .map((u) => new URL(u).pathname.replace(/^\//, ''))
        .filter((f) => f.startsWith('assets/') && !/\/testHook-/.test(f))
    const cold = await fresh()
    await cold.addInitScript(() => {
      ;(window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0
    })
    await cold.goto(url, { waitUntil: 'commit' })
    const painted = (await cold.evaluate<{ ms: number }>(FIRST_PAINT)).ms
    // Every script requested by then, read once the requests have ended (an entry appears when its fetch ends).
    await cold.waitForTimeout(1500)
    const atPaint = assets(
      await cold.evaluate<string[]>(
        `performance.getEntriesByType('resource').filter((e) => e.startTime <= ${painted} && /\\.js($|\\?)/.test(e.name)).map((e) => e.name)`,
      ),
    )
    await cold.context().close()
    const extra = atPaint.filter((f) => !size.initial.includes(f))
    if (extra.length) console.log(`also fetched before the first board paint (counted): ${extra.join(', ')}`)
    size.initial.push(...extra)
    size.initialJsGzip += extra.reduce((a, f) => a + gz(`${dist}/${f}`), 0)
    // For the record: what the idle preload fetches right after (not needed for the first screen).
    const idle = await fresh()
    await idle.goto(url, { waitUntil: 'commit' })
    await idle.evaluate(FIRST_PAINT)
    await idle.waitForTimeout(4000)
    const afterIdle = [
      ...new Set([
        ...size.initial,
        ...assets(
          await idle.evaluate<string[]>(
            `performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\\.js($|\\?)/.test(n))`,
          ),
        ),
      ]),
    ]
    await idle.context().close()
    const afterIdleGzip = afterIdle.reduce((a, f) => a + gz(`${dist}/${f}`), 0)
    await page.goto(`${base}?new=historical&seed=1&handover=off`)
    await page.waitForSelector('[data-testid=board] [data-unit]')
    const boardElements = await page.$$eval('[data-testid=board] *', (els) => els.length)
    const times: number[] = []
    const work: number[] = []
    const script: number[] = []
    const panel: number[] = []
    let reachable = 0
    for (const side of ['fr', 'ru']) {
      // Get to this side's movement phase.
      for (let i = 0; i < 8; i++) {
        const phase = await page.getAttribute('[data-phase]', 'data-phase')
        const s = await page.getAttribute('[data-side]', 'data-side')
        if (phase === 'movement' && s === side) break
        await page.click('[data-testid=end-phase]')
      }
      const ids = await page.$$eval(`[data-unit^="${side}-"]`, (els) =>
        els.map((e) => e.getAttribute('data-unit') as string),
      )
      for (const id of ids) {
        const t = await page.evaluate<{ ms: number; work: number; script: number; panel: number; painted: number }>(
          `(${MEASURE})(${JSON.stringify(id)})`,
        )
        times.push(t.ms)
        work.push(t.work)
        script.push(t.script)
        panel.push(t.panel)
        if (t.painted > 0) reachable++
      }
    }
    if (reachable === 0) throw new Error('no click painted any reachable hex: the benchmark measured nothing')
    console.log(`${times.length} units clicked (${reachable} with reachable hexes)`)
    console.log(
      `click → DOM updated and laid out:  p50 ${pct(work, 50).toFixed(1)} ms   p95 ${pct(work, 95).toFixed(1)} ms   max ${Math.max(...work).toFixed(1)} ms`,
    )
    console.log(
      `  of which script (React's commit):  p50 ${pct(script, 50).toFixed(1)} ms   p95 ${pct(script, 95).toFixed(1)} ms`,
    )
    console.log(
      `click → next frame painted:        p50 ${pct(times, 50).toFixed(1)} ms   p95 ${pct(times, 95).toFixed(1)} ms   max ${Math.max(...times).toFixed(1)} ms`,
    )
    console.log(
      `click → unit details painted:      p50 ${pct(panel, 50).toFixed(1)} ms   p95 ${pct(panel, 95).toFixed(1)} ms   max ${Math.max(...panel).toFixed(1)} ms (the side panel)`,
    )
    console.log(`elements under the board at the historical start: ${boardElements}`)
    console.log(
      `first board paint, cold start (3 fresh contexts): ${firstPaints.map((x) => x.toFixed(0)).join(', ')} ms`,
    )
    console.log(
      `JavaScript: ${(size.jsGzip / 1024).toFixed(1)} KiB gzip in all, ${(size.initialJsGzip / 1024).toFixed(1)} KiB for the first screen (${size.initial.join(', ')}); CSS ${(size.cssGzip / 1024).toFixed(1)} KiB gzip`,
    )
    console.log(
      `with the parts preloaded when idle after the first paint: ${(afterIdleGzip / 1024).toFixed(1)} KiB (${afterIdle.length} scripts)`,
    )
    result = {
      paintedP95: r1(pct(times, 95)),
      domP95: r1(pct(work, 95)),
      boardElements,
      jsGzipKiB: r1(size.jsGzip / 1024),
      initialJsGzipKiB: r1(size.initialJsGzip / 1024),
      panelP95: r1(pct(panel, 95)),
    }
  })
  console.log(JSON.stringify(result))
}

runMain(main)
