// UI benchmark in headless Chromium: time from a click on a unit to its reachable hexes painted
// (click, then the next frame), over every unit of the historical setup, the clicks coming at a person's pace
// (scripts/bench/pace.ts); for comparison the same clicks back to back, a pass with animation frames running (is the
// answer in the very next frame?), and in each a click that changes nothing (the harness's own floor); the element
// count under the board; the first board paint from a cold start; the production JavaScript (gzip), all of it and the
// part the first screen loads. Prints one JSON line last:
// {"paintedP95":…,"domP95":…,"boardElements":…,"jsGzipKiB":…,"initialJsGzipKiB":…,"panelP95":…,"noopP95":…,
//  "backToBackPaintedP95":…,"backToBackDomP95":…,"framesRunningGapP95":…,"framesRunningLateP95":…,
//  "framesRunningPaintedP95":…,"framesRunningNoopP95":…,"nextFrameShare":…,"coldStartAtLaunchMs":…,
//  "coldStartMedianMs":…,"coldStartMaxMs":…}
// (panelP95: click → the side panel's details of the unit painted, which follow the board's reach by a frame;
// coldStart*: the first board paint from a cold start, the board and its counters (the static map's image is decoded
// apart and may follow): one started while the browser is still starting up, then the median and the slowest of seven started once
// it has settled).
// Usage: npm run bench:ui
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { PAUSE_MS, personPauses } from './bench/pace'
import { toMovementPhase } from './bench/phases'
import { median, pct, r1 } from './bench/stats'
import { runMain, withBuiltApp, type BuiltApp } from './withBrowser'

/** Cold starts measured once the browser has settled after its launch. */
const COLD_STARTS = 7
/**
 * How long the browser is left to finish starting up before those. Right after its launch Chromium goes on with work
 * of its own for a few seconds, which on this two-core machine slows a page started meanwhile by 200–500 ms
 * (docs/benchmarks-history.md, 2026-12-02); a person opening the game does so once the browser's window is up.
 */
const LAUNCH_SETTLE_MS = 3000

/** One frame at 60 Hz, ms. */
const FRAME_MS = 1000 / 60

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
  // Each file once; the pattern's one group always takes part.
  const initial = [...new Set([...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))]
  // The first render waits for the starting language's strings (Russian by default): counted, once (index.html
  // preloads them, so they are usually among the files above already).
  const ru = readdirSync(dir).find((f) => /^ru(\.all)?-[\w-]+\.js$/.test(f))
  if (!ru)
    throw new Error('no Russian strings chunk (ru.all-*.js) in the build: the first-screen figure would be wrong')
  if (!initial.includes(`assets/${ru}`)) initial.push(`assets/${ru}`)
  const initialJsGzip = initial.reduce((a, f) => a + gz(`${dist}/${f}`), 0)
  return { jsGzip, initialJsGzip, initial, cssGzip }
}

// Runs in the page; a string so that the bundler's helpers do not leak into it.
// unit null: a click on an element outside the app, which changes nothing (the harness's own floor).
// frames: animation frames keep coming meanwhile (as while the pointer moves over the board), and the gap between
// the frame before the click and the one that shows its answer is measured (one frame apart: nothing dropped).
const MEASURE = `async (unit, pause, frames) => {
  let el = unit && document.querySelector('[data-unit="' + unit + '"]')
  if (!unit) {
    el = document.getElementById('bench-noop')
    if (!el) { el = document.createElement('i'); el.id = 'bench-noop'; document.body.append(el) }
  }
  const painted = () => new Promise((r) => requestAnimationFrame(() => {
    const ch = new MessageChannel(); ch.port1.onmessage = () => r(null); ch.port2.postMessage(0)
  }))
  const ticks = []
  let ticking = frames
  const tick = (ts) => { ticks.push([performance.now(), ts]); if (ticking) requestAnimationFrame(tick) }
  if (frames) requestAnimationFrame(tick)
  if (pause) await new Promise((r) => setTimeout(r, pause))
  const t0 = performance.now()
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await Promise.resolve()
  const tJs = performance.now()
  void document.querySelector('.board-svg').getBoundingClientRect()
  const t1 = performance.now()
  await painted()
  const t2 = performance.now()
  ticking = false
  // The frame times (vsync-aligned) of the last frame begun before the click and of the first begun after its work.
  const before = ticks.filter(([at]) => at < t0).pop()
  const after = ticks.find(([at]) => at > t1)
  const gap = frames && before && after ? after[1] - before[1] : null
  // How long after its vsync that frame's main-thread work began (a frame held up by the click would begin late).
  const late = frames && after ? after[0] - after[1] : null
  const shown = document.querySelectorAll('[data-reachable="true"]').length
  // The side panel's details of the unit: painted with the board, or (since they follow it by a frame) once they
  // are in the page and a frame has been painted after that.
  const details = () => document.querySelector('[data-details-unit="' + unit + '"]')
  let t3 = t2
  if (unit && !details()) {
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
  return { script: tJs - t0, work: t1 - t0, ms: t2 - t0, panel: t3 - t0, painted: shown, gap, late }
}`

// First board paint: navigation start → the frame after the counters are in the DOM.
const FIRST_PAINT = `new Promise((resolve) => {
  const done = () => requestAnimationFrame(() => {
    const ch = new MessageChannel(); ch.port1.onmessage = () => resolve({ ms: performance.now() }); ch.port2.postMessage(0)
  })
  if (document.querySelector('[data-unit]')) return done()
  new MutationObserver((_, o) => { if (document.querySelector('[data-unit]')) { o.disconnect(); done() } })
    .observe(document, { childList: true, subtree: true })
})`

interface Clicks {
  /** With frames running: the gap between the frame before each click and the one that showed its answer, ms. */
  gaps: number[]
  /** With frames running: how long after its vsync the frame with the answer began, ms. */
  late: number[]
  times: number[]
  work: number[]
  script: number[]
  panel: number[]
  noop: number[]
  reachable: number
  boardElements: number
}

/** A fresh game: every unit of each side clicked in its side's movement phase, and as many clicks that change nothing. */
async function clickEveryUnit(
  app: BuiltApp,
  base: string,
  pace: 'person' | 'back-to-back' | 'frames',
): Promise<Clicks> {
  const page = await app.newPage()
  const pause = pace === 'back-to-back' ? () => 0 : personPauses(1812)
  const frames = pace === 'frames'
  await page.goto(`${base}?new=historical&seed=1&handover=off`)
  await page.waitForSelector('[data-testid=board] [data-unit]')
  // The whole board, the static map's image too (or, in a build from before the static map measured side by side
  // with BENCH_DIST, its hex numbers, drawn a frame after the first paint).
  await page.waitForSelector('[data-testid=board] .map-image, [data-testid=board] .hex-numbers', { state: 'attached' })
  const c: Clicks = {
    gaps: [],
    late: [],
    times: [],
    work: [],
    script: [],
    panel: [],
    noop: [],
    reachable: 0,
    boardElements: 0,
  }
  // The hexes' test hooks are left out: only this build has them (VITE_TEST_HOOK=1), a production build has none.
  c.boardElements = await page.$$eval('[data-testid=board] *:not(.hex-hooks, .hex-hooks *)', (els) => els.length)
  for (const side of ['fr', 'ru']) {
    await toMovementPhase(page, side)
    const ids = await page.$$eval(`[data-unit^="${side}-"]`, (els) =>
      els.map((e) => e.getAttribute('data-unit') as string),
    )
    for (const id of ids) {
      const t = await page.evaluate<{
        ms: number
        work: number
        script: number
        panel: number
        painted: number
        gap: number | null
        late: number | null
      }>(`(${MEASURE})(${JSON.stringify(id)}, ${pause()}, ${frames})`)
      if (t.gap !== null && t.late !== null) {
        c.gaps.push(t.gap)
        c.late.push(t.late)
      }
      c.times.push(t.ms)
      c.work.push(t.work)
      c.script.push(t.script)
      c.panel.push(t.panel)
      if (t.painted > 0) c.reachable++
      c.noop.push((await page.evaluate<{ ms: number }>(`(${MEASURE})(null, ${pause()}, ${frames})`)).ms)
    }
  }
  await page.context().close()
  if (c.reachable === 0) throw new Error('no click painted any reachable hex: the benchmark measured nothing')
  return c
}

async function main() {
  let result: Record<string, number> = {}
  await withBuiltApp(async (_page, base, app) => {
    const size = bundleSize()
    // Cold starts, each in a fresh context (no cache, no service worker yet): one at once, while the browser is still
    // starting up (reported apart), then the measured ones once it has settled.
    const url = `${base}?new=historical&seed=1&handover=off`
    // Russian, the game's first language, as in the browser tests (a browser's language picks the strings chunk).
    const fresh = () => app.newPage({ serviceWorkers: 'block', locale: 'ru-RU' })
    const coldStart = async () => {
      const p = await fresh()
      await p.goto(url, { waitUntil: 'commit' })
      const ms = (await p.evaluate<{ ms: number }>(FIRST_PAINT)).ms
      await p.context().close()
      return ms
    }
    const atLaunch = await coldStart()
    await new Promise((r) => setTimeout(r, LAUNCH_SETTLE_MS))
    const firstPaints: number[] = []
    for (let i = 0; i < COLD_STARTS; i++) firstPaints.push(await coldStart())
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
    const person = await clickEveryUnit(app, base, 'person')
    const rush = await clickEveryUnit(app, base, 'back-to-back')
    const busy = await clickEveryUnit(app, base, 'frames')
    const { boardElements } = person
    const line = (what: string, xs: number[], tail = '') =>
      console.log(
        `${what.padEnd(36)}p50 ${pct(xs, 50).toFixed(1)} ms   p95 ${pct(xs, 95).toFixed(1)} ms   max ${Math.max(...xs).toFixed(1)} ms${tail}`,
      )
    console.log(
      `${person.times.length} units clicked (${person.reachable} with reachable hexes), each ` +
        `${PAUSE_MS[0]}–${PAUSE_MS[1]} ms after the last one's answer (a person's pace)`,
    )
    line('click → DOM updated and laid out:', person.work)
    line("  of which script (React's commit):", person.script)
    line('click → next frame painted:', person.times)
    line('click → unit details painted:', person.panel, ' (the side panel)')
    line('a click that changes nothing:', person.noop, ' (the floor: the harness and the frame alone)')
    console.log(`the same clicks back to back (each at once after the last one's answer, ${rush.times.length} clicks):`)
    line('  click → DOM updated and laid out:', rush.work)
    line('  click → next frame painted:', rush.times)
    line('  a click that changes nothing:', rush.noop)
    // The answer came in the very next frame: less than one and a half frames after the frame before the click, and
    // that frame begun within its own frame time.
    const onTime = busy.gaps.filter((g, i) => g < 1.5 * FRAME_MS && (busy.late[i] ?? Infinity) < FRAME_MS).length
    console.log(
      `with frames running meanwhile (as while the pointer moves), at a person's pace: the answer in the ` +
        `next frame for ${onTime} of ${busy.gaps.length} clicks`,
    )
    line('  frame before the click → frame with its answer:', busy.gaps)
    line('  that frame begun after its vsync:', busy.late)
    line('  click → next frame painted:', busy.times)
    line('  a click that changes nothing:', busy.noop)
    console.log(`elements under the board at the historical start: ${boardElements}`)
    console.log(
      `first board paint, cold start (${COLD_STARTS} fresh contexts, the browser settled): ` +
        `${firstPaints.map((x) => x.toFixed(0)).join(', ')} ms — median ${median(firstPaints).toFixed(0)} ` +
        `ms, slowest ${Math.max(...firstPaints).toFixed(0)} ms; one started while the browser was still ` +
        `starting up: ${atLaunch.toFixed(0)} ms`,
    )
    console.log(
      `JavaScript: ${(size.jsGzip / 1024).toFixed(1)} KiB gzip in all, ` +
        `${(size.initialJsGzip / 1024).toFixed(1)} KiB for the first screen (${size.initial.join(', ')}); ` +
        `CSS ${(size.cssGzip / 1024).toFixed(1)} KiB gzip`,
    )
    console.log(
      `with the parts preloaded when idle after the first paint: ${(afterIdleGzip / 1024).toFixed(1)} KiB (${afterIdle.length} scripts)`,
    )
    result = {
      paintedP95: r1(pct(person.times, 95)),
      domP95: r1(pct(person.work, 95)),
      boardElements,
      jsGzipKiB: r1(size.jsGzip / 1024),
      initialJsGzipKiB: r1(size.initialJsGzip / 1024),
      panelP95: r1(pct(person.panel, 95)),
      noopP95: r1(pct(person.noop, 95)),
      backToBackPaintedP95: r1(pct(rush.times, 95)),
      backToBackDomP95: r1(pct(rush.work, 95)),
      framesRunningGapP95: r1(pct(busy.gaps, 95)),
      framesRunningLateP95: r1(pct(busy.late, 95)),
      framesRunningPaintedP95: r1(pct(busy.times, 95)),
      framesRunningNoopP95: r1(pct(busy.noop, 95)),
      nextFrameShare: r1(onTime / busy.gaps.length),
      coldStartAtLaunchMs: Math.round(atLaunch),
      coldStartMedianMs: Math.round(median(firstPaints)),
      coldStartMaxMs: Math.round(Math.max(...firstPaints)),
    }
  })
  console.log(JSON.stringify(result))
}

runMain(main)
