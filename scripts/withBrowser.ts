// Builds the app, serves the build on a free local port and hands a headless Chromium page to `run`.
// Debian's Chromium (never a downloaded browser), shared by the screenshot and benchmark scripts.
// The port is picked free by the OS and the server is checked to be ours (it serves this build's
// index.html) before anything is measured, so another server on a fixed port can never be measured.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

/** A port nobody listens on now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      const port = typeof a === 'object' && a ? a.port : 0
      s.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

/** Waits until the server on `base` answers with this build's index.html; throws (loudly) otherwise. */
export async function waitForOwnServer(
  base: string,
  server: ChildProcess,
  dist: string,
  timeoutMs = 20_000,
): Promise<void> {
  const expected = readFileSync(`${dist}/index.html`, 'utf8')
  const t0 = Date.now()
  let last = ''
  while (Date.now() - t0 < timeoutMs) {
    if (server.exitCode !== null)
      throw new Error(`the preview server exited with code ${server.exitCode} before serving ${base}`)
    try {
      const res = await fetch(base)
      const body = await res.text()
      if (res.ok && body === expected) return
      last = `HTTP ${res.status}, ${body === expected ? 'same' : 'a different'} index.html`
    } catch (e) {
      last = String(e)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the preview server did not start on ${base} within ${timeoutMs} ms (last answer: ${last})`)
}

export interface BuiltApp {
  browser: Browser
  base: string
  newPage(options?: BrowserContextOptions): Promise<Page>
}

/**
 * Builds, serves and launches Chromium; `run` gets a 1280×800 page and the app itself for more contexts.
 * BENCH_DIST=<folder> serves an earlier build kept in that folder instead (no build), so that two versions can be
 * measured side by side in the same minutes.
 */
export async function withBuiltApp(
  run: (page: Page, baseUrl: string, app: BuiltApp) => Promise<void>,
  opts: { build?: boolean } = {},
): Promise<void> {
  // A build with the test hook (window.__borodino), which the screenshot and benchmark scripts drive.
  const dist = process.env.BENCH_DIST || 'dist'
  if (opts.build !== false && dist === 'dist')
    execSync('npx vite build', { stdio: 'ignore', env: { ...process.env, VITE_TEST_HOOK: '1' } })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/`
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
      detached: true,
    },
  )
  let browser: Browser | null = null
  try {
    await waitForOwnServer(base, server, dist)
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    const b = browser
    const app: BuiltApp = {
      browser: b,
      base,
      newPage: async (o) => (await b.newContext({ viewport: { width: 1280, height: 800 }, ...o })).newPage(),
    }
    const page = await app.newPage()
    await run(page, base, app)
  } finally {
    await browser?.close()
    if (server.pid) {
      try {
        process.kill(-server.pid)
      } catch {
        // already gone
      }
    }
  }
}

export function runMain(main: () => Promise<void>): void {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
