// The second lesson's text describes fixed outcomes (its seed was found by scripts/tutorial-seed.ts): replay its
// script through the engine and check every one, whichever retreat hex the player picks.
import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { allUnits, borodinoMapData, commanders } from '../../src/data/bundled'
import { Combat, loadMap, Movement, type Command, type GameState } from '../../src/engine'
import { TUTORIAL_TEXT } from '../../src/i18n/content/tutorial'
import { lessonGame, TUTORIAL_WIN } from '../../src/tutorial/game'
import { playLesson } from '../../src/tutorial/playLesson'
import { winOutcomes } from '../../src/tutorial/winOutcomes'
import { WIN_SCRIPT } from '../../src/tutorial/winScript'
import { HILL_HEX, W, WIN_STEPS } from '../../src/tutorial/winSteps'

const ctx = { map: loadMap(borodinoMapData) }
const start = (): GameState => lessonGame(TUTORIAL_WIN, allUnits, commanders)

describe('lesson 2: how to win', () => {
  it('gives every outcome its text describes', () => {
    const run = playLesson(ctx, start(), WIN_STEPS, WIN_SCRIPT)
    expect(run.refused).toBeUndefined()
    expect(run.visited).toEqual(WIN_STEPS.map((s) => s.id))
    expect(winOutcomes(run)).toEqual([])
    expect(run.state.units[W.target]!.status).toBe('destroyed')
    expect(run.state.pending).toEqual([])
  })

  it('holds whichever retreat hex III-25 takes', () => {
    const first = playLesson(ctx, start(), WIN_STEPS.slice(0, 7), WIN_SCRIPT).state
    const hexes = at(Combat.retreatChoices(ctx, first), 0).hexes
    expect(hexes.length).toBeGreaterThan(0)
    for (let i = 0; i < hexes.length; i++) {
      const pick = (cmd: Command): Command => (cmd.type === 'retreat' ? { ...cmd, hex: at(hexes, i) } : cmd)
      expect(winOutcomes(playLesson(ctx, start(), WIN_STEPS, WIN_SCRIPT, pick))).toEqual([])
    }
  })

  it('shows what its stoppers step says: the battery cannot move, the hill is out of its fire (MOVE.7, ART.2)', () => {
    const s = start()
    const r = Movement.unitReach(ctx, s, W.battery)
    expect(!r.ok && r.refusal.rule).toBe('MOVE.7')
    expect(Combat.batteryFireArc(ctx, s, W.battery).find((a) => a.hex === HILL_HEX)?.why).toBe('higher')
  })

  it('the attack overlay marks IV-23 at the start (the step that switches it on)', () => {
    expect(Combat.attackOptions(ctx, start()).map((o) => o.target)).toEqual([W.target])
  })

  it('has a text for every step in both languages', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const st of WIN_STEPS) expect(TUTORIAL_TEXT[lang][st.id]?.todo, `${lang} ${st.id}`).toBeTruthy()
  })
})
