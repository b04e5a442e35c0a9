// Renders the map to docs/map.png, and the historical setup to docs/historical-setup.png,
// through SVG and headless Chromium. Run: npm run map:png
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { loadMap } from '../src/engine'
import { allUnits, borodinoMapData, historicalScenario } from '../src/data/bundled'
import { mapSvg, type CounterMark } from './mapgen/svg'

const root = fileURLToPath(new URL('..', import.meta.url))
const map = loadMap(borodinoMapData)

async function shoot(browser: Browser, svg: string, file: string): Promise<void> {
  const width = Math.ceil(Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? 1200))
  const height = Math.ceil(Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 1000))
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
  await page.screenshot({ path: `${root}${file}`, fullPage: true })
  await page.close()
  console.log(`wrote ${file} (${width}x${height})`)
}

const byId = new Map(allUnits.map((u) => [u.id, u]))
const counters: CounterMark[] = [
  ...historicalScenario.placements.flatMap((p): CounterMark[] => {
    if (p.hex === null) return []
    const u = byId.get(p.unit)
    return [{ hex: p.hex, text: `${u?.label ?? p.unit} ${u?.front.strength ?? ''}`, side: u?.side ?? 'fr' }]
  }),
  ...historicalScenario.commanderPlacements.flatMap((p): CounterMark[] =>
    p.hex === null ? [] : [{ hex: p.hex, text: p.commander.slice(0, 8), side: 'cmd' }],
  ),
]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
try {
  await shoot(browser, mapSvg(map, 'Бородино / Borodino — 7.IX.1812'), 'docs/map.png')
  await shoot(
    browser,
    mapSvg(map, 'Историческая расстановка / Historical setup — 06:00, 7.IX.1812', counters),
    'docs/historical-setup.png',
  )
} finally {
  await browser.close()
}
