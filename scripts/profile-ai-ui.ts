// What the computer's play costs the page's main thread, in CPU time rather than wall-clock time (on a shared
// machine a task's wall time is mostly its wait for a core). Computer against computer at Easy from the start of the
// historical scenario, shown at the default speed (250 ms a counter), while a Chromium trace runs for a fixed time;
// every top-level task of the renderer's main thread is counted with its wall time and its thread CPU time.
// Prints one JSON line last: {"commands","tasks","wallMaxMs","cpuMaxMs","cpuP99Ms","over50Wall","over50Cpu","cpuTotalMs"}.
// Usage: npx tsx scripts/profile-ai-ui.ts [--no-build] [--secs 30]
import { pctOr0 as pct, r1 } from './bench/stats'
import { startTrace, type TraceEvent } from './bench/trace'
import { runMain, withBuiltApp } from './withBrowser'

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(name)
  return i < 0 ? d : Number(process.argv[i + 1])
}

runMain(async () => {
  const secs = arg('--secs', 30)
  let result = {}
  await withBuiltApp(
    async (_page, base, app) => {
      const page = await app.newPage()
      await page.goto(`${base}?new=historical&seed=1&handover=off&fr=easy&ru=easy`)
      // Paused at once, then left to settle: the page's own start (chunks, caches) is not counted.
      await page.getByTestId('ai-pause').click()
      await page.waitForTimeout(4000)
      const cdp = await page.context().newCDPSession(page)
      const stopTrace = await startTrace(cdp, [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
      ])
      const c0 = await page.evaluate(
        () => (window as unknown as { __borodino: { commands(): unknown[] } }).__borodino.commands().length,
      )
      await page.getByTestId('ai-pause').click()
      await page.waitForTimeout(secs * 1000)
      await page.getByTestId('ai-pause').click()
      const c1 = await page.evaluate(
        () => (window as unknown as { __borodino: { commands(): unknown[] } }).__borodino.commands().length,
      )
      const events = await stopTrace()
      // The page's main thread: of the renderers' main threads (there is more than one page), the busiest.
      const busy = new Map<string, number>()
      for (const e of events) if (e.ph === 'X') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
      const main = events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0]
      if (!main) throw new Error('no renderer main thread in the trace')
      const tasks = events.filter(
        (e) =>
          e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && /RunTask$/.test(e.name) && e.dur !== undefined,
      )
      // Only top-level tasks (a nested RunTask is part of its parent).
      tasks.sort((a, b) => a.ts - b.ts)
      const top: TraceEvent[] = []
      for (const t of tasks) {
        const last = top[top.length - 1]
        if (last && t.ts < last.ts + (last.dur ?? 0)) continue
        top.push(t)
      }
      const wall = top.map((t) => (t.dur ?? 0) / 1000)
      const cpu = top.map((t) => (t.tdur ?? t.dur ?? 0) / 1000)
      result = {
        commands: c1 - c0,
        tasks: top.length,
        wallMaxMs: r1(Math.max(0, ...wall)),
        cpuMaxMs: r1(Math.max(0, ...cpu)),
        cpuP99Ms: r1(
          pct(
            cpu.filter((x) => x > 1),
            99,
          ),
        ),
        over50Wall: wall.filter((x) => x > 50).length,
        over50Cpu: cpu.filter((x) => x > 50).length,
        cpuTotalMs: Math.round(cpu.reduce((a, b) => a + b, 0)),
      }
      // Where the main thread's time goes, by trace event (inclusive: nested events count in their parents too).
      const byName = new Map<string, number>()
      for (const e of events)
        if (e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && !/RunTask$/.test(e.name))
          byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000)
      console.log('main thread CPU by trace event, inclusive (ms):')
      for (const [n, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 18))
        console.log(`  ${ms.toFixed(1).padStart(8)}  ${n}`)
      const worst = top
        .map((t, i) => ({ t, cpu: cpu[i] ?? 0 }))
        .sort((a, b) => b.cpu - a.cpu)
        .slice(0, 5)
      console.log(
        'longest tasks by CPU (ms cpu / wall):',
        worst.map((w) => `${r1(w.cpu)}/${r1((w.t.dur ?? 0) / 1000)}`).join('  '),
      )
    },
    { build: !process.argv.includes('--no-build') },
  )
  console.log(JSON.stringify(result))
})
