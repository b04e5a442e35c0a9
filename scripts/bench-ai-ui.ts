// The computer opponent in the page: what its play costs the main thread. Computer against computer from
// the start of the historical scenario until turn 2 begins (rally, movement, combat of both sides), at the
// default replay speed (250 ms a counter) and with «show at once» (skip), per level and seed. Counted: the
// long tasks (> 50 ms) of the page while it plays (the engine applying each command and the board drawn
// again count here, as they would for a person's move), and the main thread's own share of talking to the
// worker: posting a request (the state is copied) and handling an answer. Prints one JSON line last:
// {"runs":[{"level","delayMs","seed","ms","commands","longTasks","maxLongTaskMs","postMaxMs","answerMaxMs","answers"}…]}
// Usage: npx tsx scripts/bench-ai-ui.ts [--quick]
import { runMain, withBuiltApp } from './withBrowser'

const quick = process.argv.includes('--quick')
const SEEDS = quick ? [1] : [1, 2, 3]
const VARIANTS: Array<{ level: string; skip: boolean }> = [
  { level: 'easy', skip: false },
  { level: 'easy', skip: true },
  { level: 'normal', skip: true },
  ...(quick ? [] : [{ level: 'hard', skip: true }]),
]

// Runs in the page before the app: the long tasks, and the main thread's own share of every exchange with
// the worker (posting the request, handling the answer with what it starts synchronously).
const PROBE = `(() => {
  const w = window
  w.__tasks = []
  w.__post = []
  w.__answer = []
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__tasks.push([e.startTime, e.duration]) })
    .observe({ type: 'longtask', buffered: true })
  const Base = w.Worker
  w.Worker = class extends Base {
    postMessage(m, t) { const t0 = performance.now(); super.postMessage(m, t); w.__post.push(performance.now() - t0) }
    set onmessage(f) {
      super.onmessage = (e) => { const t0 = performance.now(); f(e); w.__answer.push(performance.now() - t0) }
    }
    get onmessage() { return super.onmessage }
  }
})()`

interface Result {
  ms: number
  commands: number
  longTasks: number
  maxLongTaskMs: number
  postMaxMs: number
  answerMaxMs: number
  answers: number
}
// Runs in the page (a string, so the bundler's helpers do not leak into it).
const COLLECT = `(start) => {
  const w = window
  const tasks = w.__tasks.filter(([s]) => s >= start).map(([, d]) => d)
  const r1 = (x) => Math.round(x * 10) / 10
  return {
    ms: Math.round(performance.now() - start),
    commands: w.__borodino.commands().length,
    longTasks: tasks.length,
    maxLongTaskMs: Math.round(Math.max(0, ...tasks)),
    postMaxMs: r1(Math.max(0, ...w.__post)),
    answerMaxMs: r1(Math.max(0, ...w.__answer)),
    answers: w.__answer.length,
  }
}`

runMain(async () => {
  const runs: unknown[] = []
  await withBuiltApp(async (_page, base, app) => {
    for (const v of VARIANTS) {
      for (const seed of SEEDS) {
        const page = await app.newPage()
        await page.addInitScript(PROBE)
        await page.goto(`${base}?new=historical&seed=${seed}&handover=off&fr=${v.level}&ru=${v.level}`)
        // Paused at once, then left to settle: the page's own start (chunks, caches) is not counted.
        await page.getByTestId('ai-pause').click()
        await page.waitForTimeout(5000)
        const t0 = await page.evaluate(() => performance.now())
        await page.getByTestId('ai-pause').click()
        const skipper = v.skip
          ? setInterval(() => {
              void page
                .getByTestId('ai-skip')
                .click({ timeout: 200 })
                .catch(() => {})
            }, 300)
          : null
        await page.waitForSelector('[data-turn="2"]', { timeout: 600_000 })
        if (skipper) clearInterval(skipper)
        const r = await page.evaluate<Result>(`(${COLLECT})(${t0})`)
        const run = { level: v.level, delayMs: v.skip ? 'skip' : 250, seed, ...r }
        console.log(JSON.stringify(run))
        runs.push(run)
        await page.context().close()
      }
    }
  })
  console.log(JSON.stringify({ runs }))
})
