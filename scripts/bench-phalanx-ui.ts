// Benchmark: how long a «Фаланга» computer turn takes in the page, as a person waits for it — the worker's thinking,
// the pace at which its commands are shown (the default delay) and the drawing. Computer against computer from the
// start, each side's turn timed from the moment the side to move changes to the next change, per level. Prints one
// JSON line last: {"levels":{"<level>":{"turns","p50Ms","p95Ms","maxMs"}}}
// Usage: npm run bench:phalanx:ui -- [turns] [levels]   (defaults: 12 turns, hard)
// BENCH_DIST=<folder> serves a kept build (made with VITE_TEST_HOOK=1) instead, so that two builds can be compared.
import { runMain, withBuiltApp } from './withBrowser'

const turns = Number(process.argv[2] ?? 12)
const levels = (process.argv[3] ?? 'hard').split(',')

const pct = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : 0 // s is not empty here
}

runMain(() =>
  withBuiltApp(async (_page, base, app) => {
    const out: Record<string, { turns: number; p50Ms: number; p95Ms: number; maxMs: number }> = {}
    for (const level of levels) {
      const page = await app.newPage()
      await page.goto(base)
      await page.getByTestId('welcome-phalanx').click()
      await page.getByTestId('handover-show').click()
      await page.getByTestId('ph-intro-close').click()
      await page.getByTestId('menu-new').click()
      await page.getByTestId('ph-player-south').selectOption(level)
      await page.getByTestId('ph-player-north').selectOption(level)
      // The side to move, looked at every 25 ms from the start of the new game (the hook copies the state: not
      // every frame, so that the watching costs the page little).
      await page.evaluate(() => {
        const w = window as unknown as { __turns: number[]; __phalanx: { state(): { side: string; result: unknown } } }
        w.__turns = [performance.now()]
        let side = ''
        const id = setInterval(() => {
          const s = w.__phalanx.state()
          if (side && s.side !== side) w.__turns.push(performance.now())
          side = s.side
          if (s.result) clearInterval(id)
        }, 25)
      })
      await page.getByTestId('start-game').click()
      await page.waitForFunction((n) => (window as unknown as { __turns: number[] }).__turns.length > n, turns, {
        timeout: turns * 60_000,
        polling: 500,
      })
      const at = await page.evaluate(() => (window as unknown as { __turns: number[] }).__turns)
      // The first span includes the new game's own start; the turns after it are the computer's alone.
      const spans = at.slice(2, turns + 1).map((t, i) => t - at[i + 1]!) // at has more than `turns` entries
      out[level] = {
        turns: spans.length,
        p50Ms: Math.round(pct(spans, 0.5)),
        p95Ms: Math.round(pct(spans, 0.95)),
        maxMs: Math.round(Math.max(...spans)),
      }
      console.log(`${level}: ${spans.map((s) => (s / 1000).toFixed(1)).join(' ')} s`)
      await page.context().close()
    }
    console.log(JSON.stringify({ levels: out }))
  }),
)
