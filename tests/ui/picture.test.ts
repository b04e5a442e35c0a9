// The board picture (src/ui/picture): a well-formed, standalone SVG of a real position with a counter per unit at its
// hex's centre, the last side's turn as arrows, and the turn and both sides' losses in its title strip, in both
// languages; the arrows of a combat point where the defender stood when it was attacked.
import { describe, expect, it } from 'vitest'
import { seededRand } from '../../src/core/rand'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { apply, hexId, loadMap, newGameFromScenario, type GameEvent, type GameState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { boardGeom } from '../../src/ui/board/geom'
import { hexNumbersPath } from '../../src/ui/board/static/labels'
import { hexNumbersSvg, staticMapSvg } from '../../src/ui/board/static/mapSvg'
import { COUNTER } from '../../src/ui/board/counterStyle'
import { lastTurnEntries, pictureLines, pictureSvg, runMarks, turnArrows, type TurnEntry } from '../../src/ui/picture'
import redoubtFile from '../../src/data/scenarios/redoubt.json'
import type { ScenarioData } from '../../src/engine/setup/scenario'

const map = loadMap(borodinoMapData)
const ctx = { map }
const g = boardGeom(map)

/** A random game (every attack it can make) up to the start of turn `turn`, with its log as the store keeps it. */
const redoubt = redoubtFile as unknown as ScenarioData

function gameTo(turn: number): { state: GameState; log: TurnEntry[] } {
  const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
  if (!r.ok) throw new Error(String(r.error))
  let state = r.value
  const player = createRandomPlayer(seededRand(7), { moveChance: 0.8, attackChance: 1 })
  const log: TurnEntry[] = []
  while (state.turn < turn) {
    const out = apply(ctx, state, player.next(ctx, state))
    if (!out.ok) throw new Error(out.refusal.code)
    log.push({ turn: state.turn, side: state.side, events: out.events })
    state = out.state
  }
  return { state, log }
}

/** Checks that a text is well-formed XML: tags nest and close, attributes are quoted and unique, entities known. */
function wellFormed(xml: string): void {
  const stack: string[] = []
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y
  let i = 0
  let roots = 0
  while (i < xml.length) {
    const lt = xml.indexOf('<', i)
    const text = xml.slice(i, lt < 0 ? xml.length : lt)
    expect(text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g, ''), 'a bare & in text').not.toContain('&')
    if (lt < 0) break
    tag.lastIndex = lt
    const m = tag.exec(xml)
    if (!m) throw new Error(`not a tag at ${lt}: ${xml.slice(lt, lt + 80)}`)
    const [, close, name, attrs, selfClose] = m
    const names = [...attrs!.matchAll(/([\w:.-]+)="/g)].map((a) => a[1])
    expect(new Set(names).size, `attributes of <${name}> repeated`).toBe(names.length)
    if (close) expect(stack.pop(), `</${name}> closes another element`).toBe(name)
    else if (!selfClose) {
      if (!stack.length) roots++
      stack.push(name!)
    } else if (!stack.length) roots++
    i = lt + m[0].length
  }
  expect(stack, 'elements left open').toEqual([])
  expect(roots).toBe(1)
}

describe('board picture', () => {
  const game = gameTo(5)
  const arrows = turnArrows(game.log, game.state)
  const pic = (lang: 'ru' | 'en') =>
    pictureSvg({
      map,
      mapSvg: staticMapSvg(map, lang),
      numbersSvg: hexNumbersSvg(map),
      state: game.state,
      lang,
      scenarioName: historicalScenario.name[lang],
      arrows,
    })
  const ru = pic('ru')
  const en = pic('en')

  it('is one well-formed SVG document that refers to nothing outside it', () => {
    for (const p of [ru, en]) {
      expect(p.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      wellFormed(p.svg)
      expect(p.svg).toContain(`width="${p.width}" height="${p.height}"`)
      // The battlefield is inlined (its terrain patterns), and every reference is to the document itself.
      expect(p.svg).toContain('id="pat-forest"')
      // The hex numbers too, though the board shows them only zoomed in: a picture is read at any size.
      expect(p.svg).toContain(`<path d="${hexNumbersPath(map)}"`)
      for (const m of p.svg.matchAll(/href="([^"]*)"/g)) expect(m[1]!.startsWith('#')).toBe(true)
      for (const m of p.svg.matchAll(/url\(([^)]*)\)/g)) expect(m[1]!.startsWith('#')).toBe(true)
    }
  })

  it('draws a counter for every unit on the map, centred on its hex, and each commander there', () => {
    const onMap = Object.values(game.state.units).filter((u) => u.status === 'active' && u.hex)
    expect(onMap.length).toBeGreaterThan(50)
    const drawn = [
      // The counter's own square (the one with its outline; its shadow comes first).
      ...ru.svg.matchAll(
        /<g data-unit="([^"]+)" data-at="(\d+)">.*?<rect x="([\d.-]+)" y="([\d.-]+)" width="58" height="58" rx="4" fill="#\w+" stroke="#151515"/g,
      ),
    ]
    expect(drawn.length).toBe(onMap.length)
    const at = new Map(drawn.map((m) => [m[1]!, m]))
    for (const u of onMap) {
      const m = at.get(u.id)
      expect(m, u.id).toBeDefined()
      expect(m![2]).toBe(u.hex)
      const h = hexId(map, u.hex!)
      expect(Math.abs(Number(m![3]) + COUNTER / 2 - g.x[h]!)).toBeLessThan(0.2)
      expect(Math.abs(Number(m![4]) + COUNTER / 2 - g.y[h]!)).toBeLessThan(0.2)
    }
    const leaders = Object.values(game.state.commanders).filter((c) => c.status === 'active' && c.hex)
    for (const c of leaders) expect(ru.svg).toContain(`<g data-commander="${c.id}" data-at="${c.hex}">`)
  })

  it('draws the last side’s turn: every move, combat and loss of it', () => {
    const run = lastTurnEntries(game.log)!
    expect(arrows).not.toBeNull()
    expect(arrows!.turn).toBe(4)
    expect(run.every((e) => e.turn === arrows!.turn && e.side === arrows!.side)).toBe(true)
    const events: GameEvent[] = run.flatMap((e) => e.events)
    const moves = events.filter((e) => e.type === 'moved')
    const combats = events.filter((e) => e.type === 'combat-resolved' || e.type === 'fire-resolved')
    expect(moves.length).toBeGreaterThan(0)
    expect(combats.length).toBeGreaterThan(0)
    for (const e of moves)
      expect(ru.svg).toContain(`<g data-path="move" data-from="${e.path[0]}" data-to="${e.path[e.path.length - 1]}">`)
    const drawn = [...ru.svg.matchAll(/<g data-combat="(\d+)" data-result="(\w+)">/g)].map((m) => m[2])
    expect(drawn).toEqual(combats.map((e) => e.result))
    for (const e of events) if (e.type === 'unit-destroyed') expect(ru.svg).toContain(`<g data-destroyed="${e.hex}"`)
    // Nothing of the turns before it.
    const earlier = game.log.slice(0, game.log.length - run.length).flatMap((e) => e.events)
    const paths = [...ru.svg.matchAll(/<g data-path=/g)].length
    expect(paths).toBe(
      events.filter((e) => ['moved', 'commander-moved', 'retreat-step', 'advanced'].includes(e.type)).length,
    )
    expect(earlier.length).toBeGreaterThan(0)
  })

  it('writes the turn, the time and both sides’ losses in the title strip, in each language', () => {
    const { losses } = game.state
    expect(ru.svg).toContain('Ход 5 из 20 · 08:00')
    expect(ru.svg).toContain(`Потери: русские ${losses.ru}/314`)
    expect(ru.svg).toContain(`французы ${losses.fr}/323`)
    expect(ru.svg).toContain(`Стрелки — ход ${arrows!.side === 'fr' ? 'французов' : 'русских'} 4 (07:30)`)
    expect(en.svg).toContain('Turn 5 of 20 · 08:00')
    expect(en.svg).toContain(`Losses: Russians ${losses.ru}/314`)
    expect(en.svg).toContain(`French ${losses.fr}/323`)
    expect(en.svg).toContain('Arrows — the ')
    expect(en.svg).not.toMatch(/[А-Яа-яЁё]/)
  })

  /** A picture of `state` with no map drawn under it and no arrows. */
  const withoutMap = (state: GameState, scenarioName: string) =>
    pictureSvg({ map, mapSvg: '', numbersSvg: '', state, lang: 'en', scenarioName, arrows: null })

  it('says there are no arrows before anything was played', () => {
    const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
    if (!r.ok) throw new Error(String(r.error))
    expect(turnArrows([], r.value)).toBeNull()
    const p = withoutMap(r.value, 'x')
    wellFormed(p.svg)
    expect(p.svg).toContain('No arrows')
    expect(p.svg).not.toContain('data-path=')
  })

  it('escapes the text it is given: a scenario name with markup stays text', () => {
    const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
    if (!r.ok) throw new Error(String(r.error))
    const name = 'A & B <script>x</script> "q" \'s'
    const p = withoutMap(r.value, name)
    wellFormed(p.svg)
    expect(p.svg).not.toContain('<script>')
    expect(p.svg).toContain('A &amp; B &lt;script&gt;x&lt;/script&gt;')
  })

  it('gives a short scenario’s losses in strength points, its own turn count and who holds its objectives', () => {
    const r = newGameFromScenario(ctx, redoubt, allUnits, commanders, 1812)
    if (!r.ok) throw new Error(String(r.error))
    const lines = pictureLines(r.value, 'ru', 'Большой редут')
    expect(lines[1]).toContain('Ход 8 · 09:30 (1-й из 6)')
    expect(lines[2]).toBe('Потери в очках силы: русские 0, французы 0')
    expect(lines[3]).toContain('Батарея Раевского (15): у русских')
  })

  it('points a combat’s arrows where the defender stood when attacked, not where it retreated to', () => {
    const units = { ...game.state.units }
    const [a, d] = Object.keys(units)
    units[a!] = { ...units[a!]!, hex: '1510' }
    units[d!] = { ...units[d!]!, hex: '1712' } // after its retreat from 1611
    const state = { ...game.state, units }
    const report = { attackers: [a!], batteries: [], defender: d!, result: 'D1' } as const
    const events = [
      { type: 'combat-resolved', ...report },
      { type: 'retreat-step', unit: d!, from: '1611', to: '1712', remaining: 0, commanders: [] },
    ] as unknown as GameEvent[]
    const marks = runMarks([{ turn: 3, side: 'fr', events }], state)
    expect(marks.combats).toEqual([{ from: ['1510'], to: '1611', result: 'D1', fire: false }])
    expect(marks.paths).toEqual([{ hexes: ['1611', '1712'], kind: 'retreat' }])
  })
})
