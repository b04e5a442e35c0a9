// Lighthouse (12.2.3, pinned: 13 needs Node 22) against the production build, as a first-time player meets it.
// Usage: npm run bench:lighthouse [-- --runs N] [--no-build] [--lang en] [--json]
//
// Builds the app (production, without the test hook) unless --no-build, serves dist with `vite preview` on a free
// port (checked to answer with this build's index.html), then runs Lighthouse's Node API N times (default 3) with the
// mobile default config and N times with the desktop preset, alternating, each run in a Chromium of its own (Debian's,
// fresh profile: no saved game, so the page opens on the welcome dialog, as on a first visit). The page is opened
// with the browser in Russian, the game's first language (--lang en for the English one).
// stderr: a line per run, then the audits scoring under 0.9 in the median run of each form factor (the run closest
// to the median FCP and TTI, as Lighthouse picks its median run). The median runs' reports are written to
// test-results/lighthouse/<form factor>.json (not committed) for their details.
// BENCH_DIST=<folder> serves an earlier build kept in that folder instead (no build), as in the other browser
// benchmarks, so that two versions can be measured side by side in the same minutes.
// stdout: one JSON line, the median of each figure over the runs, each taken on its own:
// {"mobile":{"performance","accessibility","best-practices","seo","lcpMs","tbtMs"},"desktop":{…},"runs":N}
// (`--json` is accepted and changes nothing, as in the other bench scripts: the last line is always the JSON.)
import { execSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { CHROMIUM_ARGS, freePort, runMain, waitForOwnServer } from './withBrowser'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type FormFactor = 'mobile' | 'desktop'
type Figures = Record<(typeof CATEGORIES)[number], number> & { lcpMs: number; tbtMs: number }

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

function figures(lhr: Result): Figures {
  const score = (c: string): number => Math.round((lhr.categories[c]?.score ?? NaN) * 100)
  const ms = (a: string): number => Math.round(lhr.audits[a]?.numericValue ?? NaN)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
  }
}

/** The run nearest the median FCP and the median TTI together (in ms, ties to the earlier TTI): the median run as
 *  Lighthouse's own computeMedianRun (core/lib/median-run.js) picks it. */
function medianRun(runs: Result[]): Result {
  const fcp = (r: Result): number => r.audits['first-contentful-paint']?.numericValue ?? NaN
  const tti = (r: Result): number => r.audits.interactive?.numericValue ?? NaN
  const mFcp = median(runs.map(fcp))
  const mTti = median(runs.map(tti))
  const distance = (r: Result): number => (fcp(r) - mFcp) ** 2 + (tti(r) - mTti) ** 2
  return [...runs].sort((x, y) => distance(x) - distance(y) || tti(x) - tti(y))[0]!
}

/** One Lighthouse run in a Chromium of its own (a new temporary profile each time). */
async function runOnce(url: string, formFactor: FormFactor, lang: string): Promise<Result> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', `--lang=${lang}`, `--accept-lang=${lang}`],
    logLevel: 'silent',
  })
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json' }
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    chrome.kill()
  }
}

/** The audits of a run that count in a category and score under 0.9, with what Lighthouse shows beside them. */
function failing(lhr: Result): string[] {
  const inCategory = new Set(Object.values(lhr.categories).flatMap((c) => c.auditRefs.map((r) => r.id)))
  return Object.values(lhr.audits)
    .filter((a) => inCategory.has(a.id) && a.score !== null && a.score < 0.9)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((a) => `  ${a.id} (${a.score}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`)
}

async function main() {
  const runs = Number(option('--runs') ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${option('--runs')}`)
  const lang = option('--lang') === 'en' ? 'en-US' : 'ru-RU'
  const dist = process.env.BENCH_DIST || 'dist'
  if (!process.argv.includes('--no-build') && dist === 'dist') {
    // The production build as players get it: without the test hook, whatever the shell has set.
    const env = { ...process.env }
    delete env.VITE_TEST_HOOK
    execSync('npx vite build', { stdio: 'ignore', env })
  }
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/`
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  )
  const results: Record<FormFactor, Result[]> = { mobile: [], desktop: [] }
  try {
    await waitForOwnServer(base, server, dist)
    for (let i = 1; i <= runs; i++) {
      for (const ff of ['mobile', 'desktop'] as const) {
        const lhr = await runOnce(base, ff, lang)
        results[ff].push(lhr)
        const f = figures(lhr)
        const dom = lhr.audits['dom-size']?.numericValue
        console.error(
          `${ff} run ${i}/${runs}: ` +
            CATEGORIES.map((c) => `${c} ${f[c]}`).join(', ') +
            `, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, FCP ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN)} ms` +
            (dom !== undefined ? `, DOM elements ${dom}` : '') +
            // How fast Lighthouse found this machine (its simulated throttling scales from it) and how busy it was.
            `; host benchmarkIndex ${lhr.environment.benchmarkIndex}, load ${loadavg()[0]!.toFixed(1)}`,
        )
      }
    }
  } finally {
    if (server.pid) {
      try {
        process.kill(-server.pid)
      } catch {
        // already gone
      }
    }
  }

  mkdirSync('test-results/lighthouse', { recursive: true })
  const out: Partial<Record<FormFactor, Figures>> & { runs?: number } = {}
  for (const ff of ['mobile', 'desktop'] as const) {
    const all = results[ff].map(figures)
    const keys = [...CATEGORIES, 'lcpMs', 'tbtMs'] as const
    out[ff] = Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as Figures
    const mid = medianRun(results[ff])
    writeFileSync(`test-results/lighthouse/${ff}.json`, JSON.stringify(mid))
    const bad = failing(mid)
    console.error(`${ff}, median run: ${bad.length ? `audits under 0.9:\n${bad.join('\n')}` : 'no audit under 0.9'}`)
  }
  out.runs = runs
  console.log(JSON.stringify(out))
}

runMain(main)
