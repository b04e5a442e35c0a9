// The board picture (src/ui/picture) of a computer game, outside the app: Normal against Normal up to a turn, then the
// picture as SVG and PNG, in both languages. Run: npx tsx tools/board-picture.ts [--seed 1812] [--turn 4]
// [--scenario historical] [--out .]; writes board-<scenario>-t<turn>-<lang>.svg and .png into --out.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import {
  actingSide,
  apply,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type GameState,
  type ScenarioData,
} from '../src/engine'
import { createAiPlayer } from '../src/ai'
import { allUnits, borodinoMapData, commanders } from '../src/data/bundled'
import { hexNumbersSvg, staticMapSvg } from '../src/ui/board/static/mapSvg'
import { pictureSvg, turnArrows, type TurnEntry } from '../src/ui/picture'

const args = process.argv.slice(2)
const opt = (n: string, d: string): string => {
  const i = args.indexOf(n)
  return i >= 0 ? (args[i + 1] ?? d) : d
}
const seed = Number(opt('--seed', '1812'))
const turn = Number(opt('--turn', '4'))
const scenarioId = opt('--scenario', 'historical')
const outDir = opt('--out', '.')
const map = loadMap(borodinoMapData)
const ctx = { map }
const scenarioFile = new URL(`../src/data/scenarios/${scenarioId}.json`, import.meta.url)
const scenario = JSON.parse(readFileSync(scenarioFile, 'utf8')) as ScenarioData

// Normal against Normal until the turn asked for begins (or the game ends), keeping the log as the store does.
const r = newGameFromScenario(ctx, scenario, allUnits, commanders, seed)
if (!r.ok) throw new Error(r.error.join('; '))
let s: GameState = r.value
const players = {
  fr: createAiPlayer({ level: 'normal', seed: 100 }),
  ru: createAiPlayer({ level: 'normal', seed: 200 }),
}
const log: TurnEntry[] = []
while (s.turn < turn && !isGameOver(s)) {
  const out = apply(ctx, s, players[actingSide(s)].next(ctx, s))
  if (!out.ok) throw new Error(out.refusal.code)
  log.push({ turn: s.turn, side: s.side, events: out.events })
  s = out.state
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const lang of ['ru', 'en'] as const) {
    const pic = pictureSvg({
      map,
      mapSvg: staticMapSvg(map, lang),
      numbersSvg: hexNumbersSvg(map),
      state: s,
      lang,
      scenarioName: scenario.name[lang],
      arrows: turnArrows(log, s),
    })
    const base = join(outDir, `board-${scenarioId}-t${s.turn}-${lang}`)
    writeFileSync(`${base}.svg`, pic.svg)
    // As the app rasterises it: the SVG as an image (no scripts, no external files), at one pixel a board unit.
    const page = await browser.newPage({ viewport: { width: pic.width, height: pic.height } })
    const url = `data:image/svg+xml;base64,${Buffer.from(pic.svg).toString('base64')}`
    await page.setContent(
      `<body style="margin:0"><img src="${url}" width="${pic.width}" height="${pic.height}"></body>`,
    )
    await page.waitForFunction(() => document.querySelector('img')?.complete)
    await page.screenshot({ path: `${base}.png`, clip: { x: 0, y: 0, width: pic.width, height: pic.height } })
    await page.close()
    console.log(`wrote ${base}.svg and .png (${pic.width}×${pic.height}): ${pic.lines.join(' | ')}`)
  }
} finally {
  await browser.close()
}
