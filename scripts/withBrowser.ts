// Builds the app, serves the build on a local port and hands a headless Chromium page to `run`.
// Debian's Chromium (never a downloaded browser), shared by the screenshot and benchmark scripts.
import { execSync, spawn } from 'node:child_process'
import { chromium, type Page } from 'playwright-core'

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']

export async function withBuiltApp(port: number, run: (page: Page, baseUrl: string) => Promise<void>): Promise<void> {
  // A build with the test hook (window.__borodino), which the screenshot and benchmark scripts drive.
  execSync('npx vite build', { stdio: 'ignore', env: { ...process.env, VITE_TEST_HOOK: '1' } })
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true })
  await new Promise((r) => setTimeout(r, 1500))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await run(page, `http://127.0.0.1:${port}/`)
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

export function runMain(main: () => Promise<void>): void {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
