// Browser tests in the system's Chromium (Debian package; never downloaded by Playwright).
import { execSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'

// A free port, picked once by the runner and inherited by its workers through the environment,
// so several checkouts can run their browser tests side by side.
const freePort = (): string =>
  execSync(
    `node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
  )
    .toString()
    .trim()
process.env.E2E_PORT ??= freePort()
const PORT = process.env.E2E_PORT

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/artifacts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    // The game picks its language from the browser's: the tests read the Russian screens.
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `VITE_TEST_HOOK=1 npx vite build && npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
})
