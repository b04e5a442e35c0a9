// The lesson callout (arrow and label) must not cover the counters a step talks about: lesson 2's steps 5, 7 and
// 10 point at a hex with counters all around it.
import { describe, expect, it } from 'vitest'
import { allUnits, borodinoMapData, commanders } from '../../src/data/bundled'
import { apply, hexId, loadMap, type GameState } from '../../src/engine'
import { TUTORIAL_TEXT } from '../../src/i18n/content/tutorial'
import { lessonGame, TUTORIAL_WIN } from '../../src/tutorial/game'
import { WIN_SCRIPT } from '../../src/tutorial/winScript'
import { WIN_STEPS } from '../../src/tutorial/winSteps'
import { boardGeom } from '../../src/ui/board/geom'
import { LABEL_H, placeCallout, type CalloutGeom } from '../../src/ui/tutorial/callout'

const map = loadMap(borodinoMapData)
const ctx = { map }
/** Half a counter's side (src/ui/board/counterStyle.ts: 58). */
const HALF = 29

/** The state at the start of every step of lesson 2, played by its script. */
function stepStates(): Map<string, GameState> {
  const out = new Map<string, GameState>()
  let s = lessonGame(TUTORIAL_WIN, allUnits, commanders)
  for (const step of WIN_STEPS) {
    if (step.skip?.(s)) continue
    out.set(step.id, s)
    const scripted = step.expects ? WIN_SCRIPT[step.id] : undefined
    if (!scripted) continue
    const r = apply(ctx, s, scripted(ctx, s))
    if (!r.ok) throw new Error(`${step.id} refused`)
    s = r.state
  }
  return out
}

/** Counters (other than at `at`) the callout's label or shaft covers. */
function covered(c: CalloutGeom, label: string, state: GameState, at: string): string[] {
  const g = boardGeom(map)
  const hit: string[] = []
  for (const u of Object.values(state.units)) {
    if (!u.hex || u.hex === at) continue
    const h = hexId(map, u.hex)
    const x = g.x[h] ?? 0
    const y = g.y[h] ?? 0
    const inside = (px: number, py: number) => Math.abs(px - x) < HALF && Math.abs(py - y) < HALF
    const labelHits =
      label !== '' &&
      c.tailX - c.w / 2 < x + HALF &&
      c.tailX + c.w / 2 > x - HALF &&
      c.labelY0 < y + HALF &&
      c.labelY0 + LABEL_H > y - HALF
    let shaftHits = false
    for (let i = 0; i <= 20; i++)
      shaftHits ||= inside(c.tailX + ((c.tipX - c.tailX) * i * 0.9) / 20, c.tailY + ((c.tipY - c.tailY) * i * 0.9) / 20)
    if (labelHits || shaftHits) hit.push(u.id)
  }
  return hit
}

describe('the lesson callout', () => {
  const states = stepStates()
  for (const id of ['w-surround', 'w-bad-roll', 'w-destroy'])
    it(`covers no counter in lesson 2, step ${id}, in either language`, () => {
      const step = WIN_STEPS.find((s) => s.id === id)
      const state = states.get(id)
      const at = step && state ? step.pointAt?.(state) : undefined
      expect(at, id).toBeTruthy()
      if (!state || !at) return
      for (const lang of ['ru', 'en'] as const) {
        const label = TUTORIAL_TEXT[lang][id]?.callout ?? ''
        const c = placeCallout(map, state, at, label)
        expect(c).not.toBeNull()
        if (c) expect(covered(c, label, state, at), `${lang} ${id}`).toEqual([])
      }
    })

  it('comes from the upper left when nothing is in the way', () => {
    const state = states.get('w-score')
    if (!state) throw new Error('no first step')
    const empty = { ...state, units: {}, commanders: {} }
    const c = placeCallout(map, empty, '1519', 'Label')
    expect(c && c.tailX < c.tipX && c.tailY < c.tipY).toBe(true)
  })
})
