// Counters and commander badges are drawn in board coordinates (no translate per counter): every part of one drawn
// away from the origin must sit exactly where the same part of one drawn at the origin sits, moved by (x, y).
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Counter } from '../../src/ui/board/Counter'
import { CommanderMarker } from '../../src/ui/board/CommanderMarker'
import type { CommanderState, UnitState } from '../../src/engine'
import { allUnits, commanders } from '../../src/data/pieces'
import { newGameFromScenario, loadMap } from '../../src/engine'
import { borodinoMapData } from '../../src/data/pieces'
import { scenarioData } from '../../src/store/game/scenarioSources'

/** Every position in the markup (x, y, cx, cy, and the absolute points of path data), in order, with its axis. */
function positions(markup: string): Array<{ v: number; axis: 'x' | 'y' }> {
  const out: Array<{ v: number; axis: 'x' | 'y' }> = []
  for (const m of markup.matchAll(/\s(x|y|cx|cy|d)="([^"]*)"/g)) {
    const [, attr, v] = m as unknown as [string, string, string]
    if (attr !== 'd') {
      out.push({ v: Number(v), axis: attr === 'x' || attr === 'cx' ? 'x' : 'y' })
      continue
    }
    // Absolute commands (upper case) carry positions; relative ones (lower case) lengths, which do not move.
    for (const c of v.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
      const nums = (c[2] ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
      const axisOf = (i: number): 'x' | 'y' => (c[1] === 'H' ? 'x' : c[1] === 'V' ? 'y' : i % 2 ? 'y' : 'x')
      if ('MLHV'.includes(c[1]!)) nums.forEach((n, i) => out.push({ v: n, axis: axisOf(i) }))
    }
  }
  return out
}

function expectShifted(at0: string, moved: string, dx: number, dy: number): void {
  expect(moved).not.toContain('transform')
  // A part without its own position would stay at the origin unnoticed by the comparison below.
  for (const m of moved.matchAll(/<(rect|text|circle)\b[^>]*>/g)) expect(m[0]).toMatch(/\s(x|cx)="/)
  const a = positions(at0)
  const b = positions(moved)
  expect(b.length).toBe(a.length)
  a.forEach((p, i) => expect(b[i]?.v).toBeCloseTo(p.v + (p.axis === 'x' ? dx : dy), 5))
}

const svg = (el: React.ReactElement) => renderToStaticMarkup(<svg>{el}</svg>)

describe('counters in board coordinates', () => {
  const map = loadMap(borodinoMapData)
  const start = newGameFromScenario({ map }, scenarioData('historical')!, allUnits, commanders, 1)
  if (!start.ok) throw new Error('the historical scenario does not start')
  const units = Object.values(start.value.units)
  const battery = { ...units.find((u) => u.type === 'artillery')!, limbered: true } as UnitState
  const shaken = { ...units.find((u) => u.type === 'infantry')!, demoralized: true } as UnitState
  const horse = units.find((u) => u.type === 'cavalry')!
  const chief = Object.values(start.value.commanders)[0] as CommanderState

  it.each([
    ['a limbered battery (wheels)', battery],
    ['a demoralized infantry unit (stripes)', shaken],
    ['a cavalry unit', horse],
  ])('%s: every part moves with the counter', (_, unit) => {
    expectShifted(
      svg(<Counter unit={unit} x={0} y={0} />),
      svg(<Counter unit={unit} x={725} y={1818.7} />),
      725,
      1818.7,
    )
  })

  it('a commander badge: every part moves with it', () => {
    expectShifted(
      svg(<CommanderMarker c={chief} x={0} y={0} lang="ru" />),
      svg(<CommanderMarker c={chief} x={650} y={433} lang="ru" />),
      650,
      433,
    )
  })
})
