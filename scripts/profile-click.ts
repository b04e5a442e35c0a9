// Where a click on a unit spends its time, click by click. Every unit of both sides is clicked in its own side's
// movement phase (as `npm run bench:ui` does) while a Chromium trace runs; each click is marked in the trace, so
// the main thread's work is summed per click by kind (script, style recalculation, layout, pre-paint, paint, GC,
// raster), with the elements each style recalculation touched, the React commits (a DevTools-style hook that only
// counts) and the DOM mutations (a MutationObserver). Prints the median click beside the slowest 5% and the
// slowest clicks one by one, so the tail is explained by what runs in it, not guessed.
// Usage: npx tsx scripts/profile-click.ts [--no-build] [--no-sampler] [--back-to-back] [--json out.json]
// Clicks come at a person's pace (scripts/bench/pace.ts); --back-to-back: each at once after the last one's answer.
// --no-sampler: the trace alone, without the JavaScript sampling profiler (which slows the script it samples), for
// CPU figures to compare between two builds.
import { writeFileSync } from 'node:fs'
import { personPauses } from './bench/pace'
import { toMovementPhase } from './bench/phases'
import { pctOr0 as pct } from './bench/stats'
import { startTrace, type TraceEvent } from './bench/trace'
import { runMain, withBuiltApp } from './withBrowser'

// Before the app: count React commits (the hook React DOM reports to when DevTools are present) and DOM mutations.
const PROBE = `(() => {
  const w = window
  w.__commits = 0
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1 }, checkDCE() {},
    onCommitFiberRoot() { w.__commits++ }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
  }
  w.__mutations = 0
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver((l) => { for (const m of l) w.__mutations += m.type === 'childList' ? m.addedNodes.length + m.removedNodes.length : 1 })
      .observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true }))
})()`

const CLICK = `async (unit, pause) => {
  const w = window
  const el = document.querySelector('[data-unit="' + unit + '"]')
  const painted = () => new Promise((r) => requestAnimationFrame(() => {
    const ch = new MessageChannel(); ch.port1.onmessage = () => r(null); ch.port2.postMessage(0)
  }))
  // At a person's pace unless --back-to-back; what runs while the page waits is not the click's.
  await new Promise((r) => setTimeout(r, pause))
  const c0 = w.__commits
  let mutations = 0
  const count = (l) => { for (const m of l) mutations += m.type === 'childList' ? m.addedNodes.length + m.removedNodes.length : 1 }
  const mo = new MutationObserver(count)
  mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  performance.mark('click-start')
  // The click in a task of its own, begun after the mark, so that the trace's tasks in the window hold all its work.
  await new Promise((r) => setTimeout(r, 0))
  const t0 = performance.now()
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await Promise.resolve()
  const tJs = performance.now()
  void document.querySelector('.board-svg').getBoundingClientRect()
  const tLayout = performance.now()
  await painted()
  const tPaint = performance.now()
  performance.mark('click-end')
  count(mo.takeRecords())
  mo.disconnect()
  const commits = w.__commits - c0
  const reach = document.querySelectorAll('[data-reachable="true"]').length
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  await painted()
  return { script: tJs - t0, layout: tLayout - tJs, dom: tLayout - t0, painted: tPaint - t0, commits, mutations, reach }
}`

const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EventDispatch',
  'v8.callFunction',
  'V8.Execute',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.run',
  'V8.HandleInterrupts',
  'V8.BytecodeBudgetInterrupt',
  'V8.StackGuard',
])
const COMPOSITE_EVENTS = new Set([
  'Layerize',
  'UpdateLayer',
  'Commit',
  'CompositeLayers',
  'PaintArtifactCompositor::Update',
  'ProxyMain::BeginMainFrame::commit',
  'Blink.CompositingInputs.UpdateTime',
])

/** The trace's event names (self time) grouped into the kinds of work a click causes. */
function kindOf(name: string): string | null {
  if (SCRIPT_EVENTS.has(name)) return 'script'
  if (
    /^(UpdateLayoutTree|RecalculateStyles|Document::recalcStyle|Document::rebuildLayoutTree|Document::updateStyle|StyleEngine::.*)$/.test(
      name,
    )
  )
    return 'style'
  if (/^(Layout|LocalFrameView::performLayout|InlineNode::.*|LayoutSVG.*|UpdateLayout)$/.test(name)) return 'layout'
  if (/PrePaint/.test(name)) return 'prepaint'
  if (/^(Paint|PaintImage|LocalFrameView::RunPaintLifecyclePhase|.*PaintController.*)$/.test(name)) return 'paint'
  if (COMPOSITE_EVENTS.has(name)) return 'composite'
  if (/GC|Scavenge|MarkCompact/i.test(name)) return 'gc'
  if (/HitTest|handleMouseMoveEvent/.test(name)) return 'hittest'
  return null
}

interface CpuProfile {
  nodes: Array<{
    id: number
    children?: number[]
    callFrame: { functionName: string; url: string; lineNumber: number }
  }>
  samples: number[]
  timeDeltas: number[]
  /** µs, on the trace's clock. */
  startTime: number
}
/** Whether each sample falls inside one of the windows (µs, sorted, on the trace's clock). */
function inWindows(p: CpuProfile, windows: Array<[number, number]>): boolean[] {
  let t = p.startTime
  let k = 0
  return p.samples.map((_, i) => {
    t += p.timeDeltas[i] ?? 0
    while (k < windows.length && t > windows[k]![1]) k++ // k < windows.length
    const w = windows[k]
    return w !== undefined && t >= w[0]
  })
}

/**
 * JS self time by function inside the clicks' windows (from the click to the frame after it painted; not the
 * clearing of the selection between clicks, nor the phase changes), top 25 (build with --minify false for names).
 */
function selfTimes(p: CpuProfile, windows: Array<[number, number]>) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const t = new Map<string, number>()
  const inside = inWindows(p, windows)
  p.samples.forEach((id, i) => {
    if (!inside[i]) return
    const f = byId.get(id)?.callFrame
    if (!f) return
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
    t.set(k, (t.get(k) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000)
  })
  console.log('JS self time over the clicks (ms):')
  for (const [k, ms] of [...t].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${k}`)
  // Inclusive time by function (a function counted once per stack, however deep its recursion).
  const parent = new Map<number, number>()
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map<string, number>()
  p.samples.forEach((id, i) => {
    if (!inside[i]) return
    const seen = new Set<string>()
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)?.callFrame
      if (!f || !f.url) continue
      const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
      if (seen.has(k)) continue
      seen.add(k)
      incl.set(k, (incl.get(k) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000)
    }
  })
  console.log('JS inclusive time over the clicks (ms):')
  for (const [k, ms] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 150))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${k}`)
}

interface Click {
  id: string
  script: number
  layout: number
  dom: number
  painted: number
  commits: number
  mutations: number
  reach: number
  work: Record<string, number>
  styleElements: number
  /** CPU time of the main thread's tasks during the click (until the frame after it is painted), ms. */
  cpu: number
  layoutObjects: number
}

runMain(async () => {
  const pause = process.argv.includes('--back-to-back') ? () => 0 : personPauses(1812)
  const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null
  await withBuiltApp(
    async (page, base) => {
      await page.addInitScript(PROBE)
      await page.goto(`${base}?new=historical&seed=1&handover=off`)
      await page.waitForSelector('[data-testid=board] [data-unit]')
      // An experiment: a style sheet added to the page (e.g. one that hides a part of the screen).
      if (process.env.PROFILE_CSS) await page.addStyleTag({ content: process.env.PROFILE_CSS })
      const cdp = await page.context().newCDPSession(page)
      const stopTrace = await startTrace(cdp, [
        'devtools.timeline',
        'blink',
        'blink.user_timing',
        'cc',
        'v8',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
      ])
      const sampler = !process.argv.includes('--no-sampler')
      if (sampler) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
        await cdp.send('Profiler.start')
      }
      const clicks: Click[] = []
      for (const side of ['fr', 'ru']) {
        await toMovementPhase(page, side)
        const ids = await page.$$eval(`[data-unit^="${side}-"]`, (els) => els.map((e) => e.getAttribute('data-unit')!))
        for (const id of ids) {
          const r = await page.evaluate<Omit<Click, 'id' | 'work' | 'styleElements' | 'layoutObjects' | 'cpu'>>(
            `(${CLICK})(${JSON.stringify(id)}, ${pause()})`,
          )
          clicks.push({ id, ...r, work: {}, styleElements: 0, layoutObjects: 0, cpu: 0 })
        }
      }
      const profile = sampler ? ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile : null
      const events = await stopTrace()

      // The renderer's main thread, and the click windows from the marks (in click order).
      const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      const starts = events.filter((e) => e.name === 'click-start').map((e) => e.ts)
      const ends = events.filter((e) => e.name === 'click-end').map((e) => e.ts)
      starts.sort((a, b) => a - b)
      ends.sort((a, b) => a - b)
      if (!main || starts.length !== clicks.length || ends.length !== clicks.length)
        throw new Error(`trace: ${starts.length} click marks for ${clicks.length} clicks; main thread ${!!main}`)
      // Self time per event on the main thread (a forced style recalculation inside a script counts as style).
      const onMain = events
        .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined)
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
      const self = new Map<TraceEvent, number>()
      const topLevel = new Set<TraceEvent>()
      const stack: TraceEvent[] = []
      const top = () => stack[stack.length - 1]
      for (const e of onMain) {
        for (let t = top(); t && t.ts + (t.dur ?? 0) <= e.ts; t = top()) stack.pop()
        const parent = top()
        if (!parent) topLevel.add(e)
        if (parent) self.set(parent, (self.get(parent) ?? 0) - (e.dur ?? 0))
        self.set(e, (self.get(e) ?? 0) + (e.dur ?? 0))
        stack.push(e)
      }
      const otherNames = new Map<string, number>()
      let k = 0
      for (const e of onMain) {
        while (k < clicks.length && e.ts >= (ends[k] ?? Infinity)) k++
        const c = clicks[k]
        if (!c) break
        if (e.ts < (starts[k] ?? Infinity)) continue
        if (topLevel.has(e)) c.cpu += (e.tdur ?? e.dur ?? 0) / 1000
        const kind = kindOf(e.name) ?? 'other'
        if (kind === 'other') otherNames.set(e.name, (otherNames.get(e.name) ?? 0) + (self.get(e) ?? 0) / 1000)
        c.work[kind] = (c.work[kind] ?? 0) + (self.get(e) ?? 0) / 1000
        if (e.name === 'UpdateLayoutTree') c.styleElements += Number((e.args?.elementCount as number) ?? 0)
        if (e.name === 'Layout') {
          const d = (e.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects
          c.layoutObjects += d ?? 0
        }
      }

      const kinds = ['script', 'style', 'layout', 'prepaint', 'paint', 'composite', 'gc', 'hittest', 'other']
      const row = (label: string, cs: Click[], f: (xs: number[]) => number) =>
        console.log(
          `${label.padEnd(16)} dom ${f(cs.map((c) => c.dom))
            .toFixed(1)
            .padStart(5)}  painted ${f(cs.map((c) => c.painted))
            .toFixed(1)
            .padStart(5)}  cpu ${f(cs.map((c) => c.cpu))
            .toFixed(1)
            .padStart(5)}  | ` +
            kinds.map((kd) => `${kd} ${f(cs.map((c) => c.work[kd] ?? 0)).toFixed(1)}`).join('  ') +
            (`  | commits ${f(cs.map((c) => c.commits)).toFixed(1)}  mutations ` +
              `${f(cs.map((c) => c.mutations)).toFixed(0)}  styled ` +
              `${f(cs.map((c) => c.styleElements)).toFixed(0)}  laid out ` +
              `${f(cs.map((c) => c.layoutObjects)).toFixed(0)}`),
        )
      const byPaint = [...clicks].sort((a, b) => b.painted - a.painted)
      const tail = byPaint.slice(0, Math.max(1, Math.ceil(clicks.length * 0.05)))
      const med = (xs: number[]) => pct(xs, 50)
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
      console.log(`${clicks.length} clicks; main-thread work per click by kind (ms), from the trace`)
      row('median click', clicks, med)
      row('mean click', clicks, mean)
      row('p95 per column', clicks, (xs) => pct(xs, 95))
      row(`slowest ${tail.length} (mean)`, tail, mean)
      const byCpu = [...clicks].sort((a, b) => b.cpu - a.cpu)
      row(`most CPU ${tail.length}`, byCpu.slice(0, tail.length), mean)
      console.log(
        JSON.stringify({
          cpuP50:
            Math.round(
              pct(
                clicks.map((c) => c.cpu),
                50,
              ) * 10,
            ) / 10,
          cpuP95:
            Math.round(
              pct(
                clicks.map((c) => c.cpu),
                95,
              ) * 10,
            ) / 10,
          mutationsP95: pct(
            clicks.map((c) => c.mutations),
            95,
          ),
          styledP95: pct(
            clicks.map((c) => c.styleElements),
            95,
          ),
          laidOutP95: pct(
            clicks.map((c) => c.layoutObjects),
            95,
          ),
        }),
      )
      console.log('slowest clicks:')
      for (const c of byPaint.slice(0, 10))
        console.log(
          `  ${c.id.padEnd(22)} painted ${c.painted.toFixed(1)} dom ${c.dom.toFixed(1)} cpu ${c.cpu.toFixed(1)} reach ${c.reach}  ` +
            kinds.map((kd) => `${kd} ${(c.work[kd] ?? 0).toFixed(1)}`).join(' ') +
            `  commits ${c.commits} mutations ${c.mutations} styled ${c.styleElements} laid out ${c.layoutObjects}`,
        )
      console.log('"other" over all clicks, by trace event (ms):')
      for (const [n, ms] of [...otherNames].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`  ${ms.toFixed(1).padStart(8)}  ${n}`)
      if (profile)
        selfTimes(
          profile,
          starts.map((s, i) => [s, ends[i] ?? s]),
        )
      if (jsonOut) writeFileSync(jsonOut, JSON.stringify(clicks))
      writeFileSync('/tmp/click-trace.json', JSON.stringify({ traceEvents: events }))
    },
    { build: !process.argv.includes('--no-build') },
  )
})
