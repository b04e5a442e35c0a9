// Where a click on a unit spends its time: for every French unit in the movement phase (historical start), the
// click is timed in three parts (the page's script until the microtask after the click: React's render and
// commit; style and layout, forced by a read; until the next frame is painted), and a Chromium trace of the
// clicks is summed by event (script, style, layout, paint, raster…). Usage: npx tsx scripts/profile-click.ts
import { writeFileSync } from 'node:fs'
import { runMain, withBuiltApp } from './withBrowser'

const SPLIT = `async (unit) => {
  const el = document.querySelector('[data-unit="' + unit + '"]')
  const painted = () => new Promise((r) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(null); ch.port2.postMessage(0) }))
  const t0 = performance.now()
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await Promise.resolve()
  const tJs = performance.now()
  void document.querySelector('.board-svg').getBoundingClientRect()
  const tLayout = performance.now()
  await painted()
  const tPaint = performance.now()
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  await painted()
  return [tJs - t0, tLayout - tJs, tPaint - tLayout]
}`

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  const v = s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
  if (v === undefined) throw new Error(`p${p} of no samples: the run measured nothing`)
  return v
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
  samples: number[]
  timeDeltas: number[]
}
/** Self time by function over the clicks, top 30. */
function selfTimes(p: CpuProfile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const t = new Map<string, number>()
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
    t.set(k, (t.get(k) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000)
  })
  console.log('JS self time over the clicks (ms):')
  for (const [k, ms] of [...t].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${k}`)
}

runMain(async () => {
  await withBuiltApp(
    async (page, base) => {
      await page.goto(`${base}?new=historical&seed=1&handover=off`)
      await page.waitForSelector('[data-testid=board] [data-unit]')
      for (let i = 0; i < 8; i++) {
        if ((await page.getAttribute('[data-phase]', 'data-phase')) === 'movement') break
        await page.click('[data-testid=end-phase]')
      }
      const ids = await page.$$eval('[data-unit^="fr-"]', (els) => els.map((e) => e.getAttribute('data-unit')!))
      const cdp = await page.context().newCDPSession(page)
      const events: Array<{ name: string; dur?: number; ph: string; cat: string }> = []
      cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as typeof events)))
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'blink',
            'cc',
            'v8.execute',
            'disabled-by-default-devtools.timeline',
          ],
        },
      })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      const parts: number[][] = [[], [], []]
      for (const id of ids) {
        const r = await page.evaluate<number[]>(`(${SPLIT})(${JSON.stringify(id)})`)
        r.forEach((x, i) => parts[i]!.push(x))
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
      await cdp.send('Tracing.end')
      await done
      const names = ['script (render+commit)', 'style+layout', 'until painted']
      parts.forEach((p, i) =>
        console.log(
          `${names[i]!.padEnd(24)} p50 ${pct(p, 50).toFixed(1)}  p95 ${pct(p, 95).toFixed(1)}  max ${Math.max(...p).toFixed(1)} ms`,
        ),
      )
      const sum = new Map<string, number>()
      for (const e of events) if (e.ph === 'X' && e.dur) sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000)
      console.log(`trace, summed over ${ids.length} clicks (ms):`)
      for (const [n, ms] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`  ${ms.toFixed(1).padStart(8)}  ${n}`)
      selfTimes(profile)
      console.log('per click, script / style+layout / painted (ms):')
      console.log(
        ids
          .map(
            (id, i) =>
              `${id} ${parts[0]![i]!.toFixed(1)}/${parts[1]![i]!.toFixed(1)}/${(parts[0]![i]! + parts[1]![i]! + parts[2]![i]!).toFixed(1)}`,
          )
          .join('  '),
      )
      writeFileSync('/tmp/click-trace.json', JSON.stringify({ traceEvents: events }))
    },
    { build: !process.argv.includes('--no-build') },
  )
})
