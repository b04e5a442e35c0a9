// The third lesson's text describes fixed outcomes (its seed was found by scripts/tutorial-seed.ts coach): replay
// its script through the engine and check every one, the hint it teaches, and what its text says would happen
// had the player put I-5 in III-25's way.
import { describe, expect, it } from 'vitest'
import { allUnits, borodinoMapData, commanders } from '../../src/data/bundled'
import { apply, Coach, loadMap, type Command, type GameState } from '../../src/engine'
import { hint } from '../../src/ai/hint'
import { TUTORIAL_TEXT } from '../../src/i18n/content/tutorial'
import { lessonGame, TUTORIAL_COACH } from '../../src/tutorial/game'
import { playLesson } from '../../src/tutorial/playLesson'
import { coachOutcomes, coachStartClaims } from '../../src/tutorial/coachOutcomes'
import { COACH_SCRIPT } from '../../src/tutorial/coachScript'
import { C, COACH_STEPS, RETREAT_HEX } from '../../src/tutorial/coachSteps'

const ctx = { map: loadMap(borodinoMapData) }
const start = (): GameState => lessonGame(TUTORIAL_COACH, allUnits, commanders)
const untilStep = (id: string) =>
  COACH_STEPS.slice(
    0,
    COACH_STEPS.findIndex((s) => s.id === id),
  )

describe('lesson 3: the coach', () => {
  it('gives every outcome its text describes', () => {
    expect(coachStartClaims(ctx, start())).toEqual([])
    const run = playLesson(ctx, start(), COACH_STEPS, COACH_SCRIPT)
    expect(run.refused).toBeUndefined()
    expect(run.visited).toEqual(COACH_STEPS.map((s) => s.id))
    expect(coachOutcomes(run)).toEqual([])
    expect(run.state.units[C.attacker]!.hex).toBe(RETREAT_HEX)
    expect(run.state.commanders[C.commander]!.status).toBe('active')
  })

  it('the hint at its step is the attack the step waits for, at every level', () => {
    const before = playLesson(ctx, start(), untilStep('c-hint'), COACH_SCRIPT).state
    const step = COACH_STEPS.find((s) => s.id === 'c-hint')!
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const cmd = hint(ctx, before, 'fr', { level, seed: 7 })
      expect(cmd && step.expects!(cmd, before), level).toBe(true)
    }
  })

  it('had I-5 gone into 1217, the same roll destroys III-25 (CBT.9), as the retreat step says', () => {
    let s = start()
    const play = (cmd: Command) => {
      const out = apply(ctx, s, cmd)
      if (!out.ok) throw new Error(out.refusal.code)
      s = out.state
      return out.events
    }
    play({ type: 'move', unit: C.mover, path: ['1219', '1218', RETREAT_HEX] })
    play(COACH_SCRIPT['c-commander']!(ctx, s))
    play({ type: 'endPhase' })
    const events = play(COACH_SCRIPT['c-hint']!(ctx, s))
    expect(events.find((e) => e.type === 'combat-resolved')).toMatchObject({ result: 'A1' })
    expect(events.find((e) => e.type === 'unit-destroyed')).toMatchObject({ unit: C.attacker, cause: 'no-retreat' })
  })

  it('ending the movement phase with Davout still alone captures him (CMD.5)', () => {
    const run = playLesson(ctx, start(), untilStep('c-commander'), COACH_SCRIPT)
    const out = apply(ctx, run.state, { type: 'endPhase' })
    expect(out.ok && out.events.some((e) => e.type === 'commander-captured' && e.commander === C.commander)).toBe(true)
  })

  it('has a text for every step in both languages', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const st of COACH_STEPS) expect(TUTORIAL_TEXT[lang][st.id]?.todo, `${lang} ${st.id}`).toBeTruthy()
  })
})

describe('CBT.9 the attacker’s own risk, summed over the table (unitsAtRisk)', () => {
  it('with I-5 in 1217, III-25 is lost on A1 (a two-hex retreat may pass through a friend, CBT.10); with 1217 free, never', () => {
    const atCombat = (moverTo: string) => {
      let s = start()
      for (const cmd of [
        {
          type: 'move',
          unit: C.mover,
          path: moverTo === RETREAT_HEX ? ['1219', '1218', RETREAT_HEX] : ['1219', moverTo],
        },
        COACH_SCRIPT['c-commander']!(ctx, s),
        { type: 'endPhase' },
      ] as Command[]) {
        const out = apply(ctx, s, cmd)
        if (!out.ok) throw new Error(out.refusal.code)
        s = out.state
      }
      const q = Coach.attackConsequences(ctx, s, { defender: C.target, attackers: [C.attacker], batteries: [] })
      if (!q.ok) throw new Error(q.refusal.code)
      return q.consequences
    }
    const blocked = atCombat(RETREAT_HEX)
    const lost = Coach.unitsAtRisk(blocked, 'fr')
    const a1 = blocked.results
      .filter((r) => r.result === 'A1')
      .reduce((p, r) => p + Coach.fractionValue(r.probability), 0)
    expect(lost.map((r) => r.unit)).toEqual([C.attacker])
    expect(a1).toBeGreaterThan(0)
    expect(Coach.fractionValue(lost[0]!.probability.low)).toBeCloseTo(a1, 10)
    expect(Coach.fractionValue(lost[0]!.probability.high)).toBeCloseTo(a1, 10)
    expect(Coach.unitsAtRisk(atCombat('1218'), 'fr')).toEqual([])
  })
})
