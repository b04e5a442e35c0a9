// Builds the app, serves the production build on a free port (checked to answer before going on) and hands
// headless Chromium pages to `run`. Fails loudly when the build or the server does not come up.
import { execSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { chromium, type Browser } from 'playwright-core'

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))))
    })
  })
}

async function waitFor(url: string, ms: number, alive: () => boolean): Promise<void> {
  const end = Date.now() + ms
  let last = ''
  while (Date.now() < end) {
    if (!alive()) throw new Error(`the preview server exited before answering at ${url}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
      last = `HTTP ${res.status}`
    } catch (e) {
      last = (e as Error).message
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the preview server did not answer at ${url} within ${ms} ms (${last})`)
}

export async function withServedBuild(
  run: (browser: Browser, baseUrl: string) => Promise<void>,
  opts: { build?: boolean } = {},
): Promise<void> {
  if (opts.build !== false) execSync('npx vite build', { stdio: 'ignore' })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/`
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  })
  let exited = false
  server.on('exit', () => (exited = true))
  try {
    await waitFor(base, 30_000, () => !exited)
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
    try {
      await run(browser, base)
    } finally {
      await browser.close()
    }
  } finally {
    if (server.pid && !exited) process.kill(-server.pid)
  }
}
