// Renders public/favicon.svg to the PNG icons of the web app manifest (192 and 512 px, and a maskable 512 px
// with a safe margin) and to the page's own 32 px icon (a PNG: an SVG icon is a document of its own, laid out with
// its text on the page's main thread while the first screen is being drawn), in headless Chromium.
// Usage: npx tsx scripts/icons.ts  (writes public/icon-*.png and public/favicon-32.png)
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, runMain } from './withBrowser'

async function main() {
  const svg = readFileSync('public/favicon.svg', 'utf8')
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    for (const [size, file, pad] of [
      [32, 'favicon-32.png', 0],
      [192, 'icon-192.png', 0],
      [512, 'icon-512.png', 0],
      [512, 'icon-maskable-512.png', 0.14],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: size, height: size } })
      const inner = Math.round(size * (1 - 2 * pad))
      const bodyStyle =
        `margin:0;background:${pad ? '#3a2a1a' : 'transparent'};` +
        `display:flex;align-items:center;justify-content:center;height:${size}px`
      await page.setContent(`<body style="${bodyStyle}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`)
      await page.screenshot({ path: `public/${file}`, omitBackground: !pad })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  console.log('wrote public/favicon-32.png, public/icon-192.png, public/icon-512.png, public/icon-maskable-512.png')
}

runMain(main)
