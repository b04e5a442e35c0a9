// Every "(N MP)" a lesson's task line promises for its move must be what the board shows when that step is
// reached (a map correction once changed 1519 to 5 MP while the text still said 6).
import { describe, expect, it } from 'vitest'
import { allUnits, borodinoMapData, commanders } from '../../src/data/bundled'
import { hexId, loadMap, Movement, type GameState } from '../../src/engine'
import { TUTORIAL_TEXT } from '../../src/i18n/content/tutorial'
import { lessonGame, TUTORIAL_WIN, tutorialGame } from '../../src/tutorial/game'
import { playLesson } from '../../src/tutorial/playLesson'
import { SCRIPT, type Scripted } from '../../src/tutorial/script'
import { STEPS, type TutorialStep } from '../../src/tutorial/steps'
import { WIN_SCRIPT } from '../../src/tutorial/winScript'
import { WIN_STEPS } from '../../src/tutorial/winSteps'

const ctx = { map: loadMap(borodinoMapData) }
const CLAIM = { ru: /(\d{4})\s*\((\d+)\s*ОП\)/, en: /(\d{4})\s*\((\d+)\s*MP\)/ }

function claims(start: () => GameState, steps: readonly TutorialStep[], script: Readonly<Record<string, Scripted>>) {
  const found: { step: string; lang: string; hex: string; said: number; shown: number }[] = []
  steps.forEach((step, i) => {
    for (const lang of ['ru', 'en'] as const) {
      const m = TUTORIAL_TEXT[lang][step.id]?.todo.match(CLAIM[lang])
      if (!m) continue
      const s = playLesson(ctx, start(), steps.slice(0, i), script).state
      const cmd = script[step.id]!(ctx, s)
      if (cmd.type !== 'move') throw new Error(`${step.id}: an MP claim on a step that is not a move`)
      const r = Movement.unitReach(ctx, s, cmd.unit)
      if (!r.ok) throw new Error(`${step.id}: ${r.refusal.code}`)
      found.push({ step: step.id, lang, hex: m[1]!, said: Number(m[2]), shown: r.reach.cost[hexId(ctx.map, m[1]!)]! })
    }
  })
  return found
}

describe('the lessons’ MP claims match the board', () => {
  it('lesson 1', () => {
    const c = claims(() => tutorialGame(allUnits, commanders), STEPS, SCRIPT)
    expect(c.length).toBeGreaterThan(0)
    for (const x of c) expect(x.shown, `${x.step} ${x.lang} ${x.hex}`).toBe(x.said)
  })
  it('lesson 2: the cavalry ride to 1519', () => {
    const c = claims(() => lessonGame(TUTORIAL_WIN, allUnits, commanders), WIN_STEPS, WIN_SCRIPT)
    expect(c.map((x) => x.step)).toContain('w-surround')
    for (const x of c) expect(x.shown, `${x.step} ${x.lang} ${x.hex}`).toBe(x.said)
  })
})
