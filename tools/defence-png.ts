// Renders one Russian movement phase of a computer game for docs/ai.md ("Defence as a plan"): the board before
// the Russians move and after, the gaps of their line marked and who closed them. Run: npx tsx tools/defence-png.ts
// [--seed 1812] [--turn 4]; writes docs/ai-defence-before.png and docs/ai-defence-after.png.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import {
  actingSide,
  apply,
  derived,
  hexId,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type GameState,
} from '../src/engine'
import { distance } from '../src/core/geometry'
import { createAiPlayer, decide } from '../src/ai'
import { analyse } from '../src/ai/board'
import { lineGaps } from '../src/ai/defenceLine'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { mapSvg, svgPoint, type CounterMark } from './mapgen/svg'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const opt = (n: string, d: number): number => {
  const i = args.indexOf(n)
  return i >= 0 ? Number(args[i + 1]) : d
}
const seed = opt('--seed', 1812)
const turn = opt('--turn', 4)
const map = loadMap(borodinoMapData)
const ctx = { map }

// Normal against Normal up to the Russian movement phase of the turn asked for.
const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, seed)
if (!r.ok) throw new Error(r.error.join('; '))
let s: GameState = r.value
const players = {
  fr: createAiPlayer({ level: 'normal', seed: 100 }),
  ru: createAiPlayer({ level: 'normal', seed: 200 }),
}
while (!(s.turn === turn && s.side === 'ru' && s.phase === 'movement' && !s.pending.length)) {
  if (isGameOver(s)) throw new Error(`the game ended before the Russian movement of turn ${turn}`)
  const out = apply(ctx, s, players[actingSide(s)].next(ctx, s))
  if (!out.ok) throw new Error(out.refusal.code)
  s = out.state
}
const before = s
const gaps = lineGaps(analyse(ctx, before, 'ru'), derived(ctx, before).occ).map((g) => map.geo.codes[g.hex]!)
let after = before
for (const c of decide(ctx, before, 'ru', { level: 'normal', seed: 200 })) {
  const out = apply(ctx, after, c)
  if (!out.ok) throw new Error(out.refusal.code)
  after = out.state
}

const near = (st: GameState, hex: string): number => {
  const h = hexId(map, hex)
  let d = 99
  for (const u of Object.values(st.units))
    if (u.side === 'fr' && u.hex !== null && u.status === 'active')
      d = Math.min(d, distance(map.geo, h, hexId(map, u.hex)))
  return d
}

function counters(st: GameState, marks: boolean): CounterMark[] {
  const out: CounterMark[] = []
  for (const u of Object.values(st.units)) {
    if (u.hex === null || u.status !== 'active') continue
    const was = before.units[u.id]!.hex
    let tag = ''
    if (marks && u.side === 'ru' && was !== u.hex && was !== null) {
      // ◆ closed a gap, ↩ fell back from the enemy, → moved up or along the line.
      tag = gaps.includes(u.hex) ? '◆' : near(st, u.hex) > near(before, was) ? '↩' : '→'
    }
    out.push({ hex: u.hex, text: `${tag}${u.label} ${u.front.strength}`, side: u.side })
  }
  if (!marks) for (const g of gaps) out.push({ hex: g, text: 'gap', side: 'cmd' })
  return out
}

// The part of the board around the gaps (or the whole board when there are none), in the picture's pixels.
function clipAround(hexes: string[]): { x: number; y: number; width: number; height: number } | undefined {
  if (!hexes.length) return undefined
  const ids = hexes.map((c) => hexId(map, c))
  const x = ids.reduce((t, i) => t + svgPoint.x(map.geo.cx[i]!), 0) / ids.length
  const y = ids.reduce((t, i) => t + svgPoint.y(map.geo.cy[i]!), 0) / ids.length
  return { x: Math.max(0, x - 450), y: Math.max(0, y - 330), width: 900, height: 660 }
}

async function shoot(browser: Browser, svg: string, file: string): Promise<void> {
  const width = Math.ceil(Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? 1200))
  const height = Math.ceil(Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 1000))
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
  const clip = clipAround(gaps)
  await page.screenshot({ path: `${root}${file}`, ...(clip ? { clip } : { fullPage: true }) })
  await page.close()
  console.log(`wrote ${file}`)
}

const title = (when: string): string => `Turn ${turn}, Russian movement ${when} (Normal vs Normal, seed ${seed})`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  await shoot(
    browser,
    mapSvg(map, title('— before; gap = a gap of the line'), counters(before, false)),
    'docs/ai-defence-before.png',
  )
  await shoot(
    browser,
    mapSvg(map, title('— after; ◆ closed a gap, ↩ fell back, → moved'), counters(after, true)),
    'docs/ai-defence-after.png',
  )
  console.log(`gaps before: ${gaps.join(' ') || 'none'}`)
  for (const m of counters(after, true).filter((c) => /^[◆↩→]/.test(c.text)))
    console.log(
      `${m.text}: ${before.units[Object.values(after.units).find((u) => u.hex === m.hex)!.id]!.hex} → ${m.hex}`,
    )
} finally {
  await browser.close()
}
