// The first screen on a phone's CPU: the long tasks of the main thread while a first visit's screen (the welcome
// dialog over the board, its counters and the side panel) appears, as issue 31 asks ("no task over 50 ms while the
// first screen appears on the mobile profile").
// Usage: npm run bench:firstscreen [-- --runs N] [--rate R] [--no-build] [--trace <file>]
//
// Builds the app (production, no test hook) unless --no-build, serves it with `vite preview` on a free port (checked
// to answer with this build's index.html) and opens it N times (default 5), each time in a fresh context (no cache,
// no saved game: the welcome dialog shows) of Debian's Chromium, 412×823 at 1.75 (Lighthouse's mobile screen), in
// Russian, with the CPU slowed R times (default 4, as Lighthouse's mobile profile) through CDP
// (Emulation.setCPUThrottlingRate). The network is not slowed: only the main thread's own work is measured.
// A PerformanceObserver for 'longtask' is registered before any script of the page runs (an init script), with a
// MutationObserver that notes the moment the first screen is complete: the welcome dialog, the board with its
// counters and the side panel in the document. Two windows are reported:
//   - `visible`: from the navigation to that moment (the first screen appearing);
//   - `settled`: up to the end of the start, 3 s (real time) without a long task after the screen is complete, or
//     15 s at most (what the page does once the screen is up: idle-time loading, staged parts).
// For each window: the longest task (ms), the number of tasks over 50 ms and the total blocking time (the sum of
// each task's part over 50 ms, as Lighthouse counts it, here from the navigation on). Also `visibleMs`, the time
// to the complete first screen.
// BENCH_DIST=<folder> serves a kept build instead (no build); BENCH_DIST=<a>,<b> measures several builds in the same
// session, run by run alternating, so that two versions meet the same load.
// stderr: a line per run. stdout: one JSON line, the median of each figure over the runs, per build:
// {"<folder>":{"visible":{"longestMs","over50","tbtMs"},"settled":{…},"visibleMs"},…,"runs":N,"rate":R,"load":[…]}
// --trace <file> writes a Chrome trace (devtools.timeline, with JS samples) of the first run of the first build,
// for DevTools' Performance panel.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { loadavg } from 'node:os'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, freePort, runMain, waitForOwnServer } from './withBrowser'

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const RUNS = Number(option('--runs') ?? 5)
const RATE = Number(option('--rate') ?? 4)
const TRACE = option('--trace')
const QUIET_MS = 3000
const CAP_MS = 15_000

/** The page's own record, set up before its first script: every long task, when the first screen is complete, and
 *  `done`, a promise of the record once the start has settled. Nothing of the harness runs in the page until then. */
const OBSERVE = `(() => {
  const rec = (window.__firstScreen = { tasks: [], completeAt: null })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.tasks.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
  const complete = () =>
    document.querySelector('[data-testid="welcome-dialog"]') &&
    document.querySelector('[data-testid="board"] [data-unit]') &&
    document.querySelector('#side-panel .record-tabs')
  rec.done = new Promise((resolve) => {
    new MutationObserver((_, mo) => {
      if (rec.completeAt !== null || !complete()) return
      rec.completeAt = performance.now()
      mo.disconnect()
      let count = -1
      let changed = 0
      const check = () => {
        const now = performance.now()
        if (rec.tasks.length !== count) (count = rec.tasks.length), (changed = now)
        if (now - changed >= ${QUIET_MS} || now - rec.completeAt >= ${CAP_MS})
          resolve({ tasks: rec.tasks, completeAt: rec.completeAt })
        else setTimeout(check, 250)
      }
      check()
    }).observe(document, { childList: true, subtree: true })
  })
})()`

interface Window {
  longestMs: number
  over50: number
  tbtMs: number
}
interface Run {
  visible: Window
  settled: Window
  visibleMs: number
}

function windowOf(tasks: [number, number][], end: number): Window {
  const ds = tasks.filter(([start]) => start < end).map(([, d]) => d)
  return {
    longestMs: Math.round(Math.max(0, ...ds)),
    over50: ds.filter((d) => d > 50).length,
    tbtMs: Math.round(ds.reduce((s, d) => s + Math.max(0, d - 50), 0)),
  }
}

async function runOnce(browser: Browser, url: string, trace?: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    if (trace)
      await browser.startTracing(page, {
        path: trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'disabled-by-default-v8.cpu_profiler',
        ],
      })
    await page.goto(url, { waitUntil: 'commit' })
    // One evaluation, in the page's own world, that waits for the record (Playwright's injected helpers would run
    // in the page and be counted as its tasks).
    const answer = (await cdp.send('Runtime.evaluate', {
      expression: `new Promise((r) => { const w = () => window.__firstScreen ? r(window.__firstScreen.done) : setTimeout(w, 100); w() })`,
      awaitPromise: true,
      returnByValue: true,
      timeout: 120_000,
    })) as { result: { value: { tasks: [number, number][]; completeAt: number } } }
    if (trace) await browser.stopTracing()
    const rec = answer.result.value
    return {
      visible: windowOf(rec.tasks, rec.completeAt),
      settled: windowOf(rec.tasks, Infinity),
      visibleMs: Math.round(rec.completeAt),
    }
  } finally {
    await context.close()
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2)
}

function medians(runs: Run[]): Run {
  const w = (k: 'visible' | 'settled'): Window => ({
    longestMs: median(runs.map((r) => r[k].longestMs)),
    over50: median(runs.map((r) => r[k].over50)),
    tbtMs: median(runs.map((r) => r[k].tbtMs)),
  })
  return { visible: w('visible'), settled: w('settled'), visibleMs: median(runs.map((r) => r.visibleMs)) }
}

async function serve(dist: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  )
  await waitForOwnServer(url, server, dist)
  return { url, server }
}

async function main(): Promise<void> {
  const dists = (process.env.BENCH_DIST || 'dist').split(',')
  if (dists.includes('dist') && !process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' })
  const servers: { url: string; server: ChildProcess }[] = []
  let browser: Browser | null = null
  const load: number[] = []
  try {
    for (const d of dists) servers.push(await serve(d))
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    // The first page after the browser's launch is slowed by Chromium's own start-up: one run not counted.
    await runOnce(browser, servers[0]!.url)
    const runs: Run[][] = dists.map(() => [])
    for (let i = 0; i < RUNS; i++) {
      for (let b = 0; b < dists.length; b++) {
        const r = await runOnce(browser, servers[b]!.url, i === 0 && b === 0 ? TRACE : undefined)
        runs[b]!.push(r)
        load.push(Math.round(loadavg()[0]! * 10) / 10)
        console.error(
          `${dists[b]} run ${i + 1}: visible ${r.visibleMs} ms, longest ${r.visible.longestMs} ms, ` +
            `${r.visible.over50} over 50 ms, TBT ${r.visible.tbtMs} ms; settled: longest ${r.settled.longestMs} ms, ` +
            `${r.settled.over50} over 50 ms, TBT ${r.settled.tbtMs} ms (load ${load.at(-1)})`,
        )
      }
    }
    const out: Record<string, unknown> = {}
    dists.forEach((d, b) => (out[d] = medians(runs[b]!)))
    if (TRACE) console.error(`trace of the first run: ${TRACE}`)
    console.log(JSON.stringify({ ...out, runs: RUNS, rate: RATE, load: [Math.min(...load), Math.max(...load)] }))
  } finally {
    await browser?.close()
    for (const { server } of servers)
      if (server.pid)
        try {
          process.kill(-server.pid)
        } catch {
          // already gone
        }
  }
}

runMain(main)
