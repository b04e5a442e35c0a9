// Finds a dice seed for a lesson by search (never by mocking the dice): the first seed whose scripted play gives
// every outcome the lesson's text describes. Usage: npx tsx scripts/tutorial-seed.ts [win|coach] [max]
import { allUnits, borodinoMapData, commanders } from '../src/data/bundled'
import { loadMap } from '../src/engine'
import { lessonGame, TUTORIAL_COACH, TUTORIAL_WIN } from '../src/tutorial/game'
import { playLesson } from '../src/tutorial/playLesson'
import { winOutcomes } from '../src/tutorial/winOutcomes'
import { WIN_SCRIPT } from '../src/tutorial/winScript'
import { WIN_STEPS } from '../src/tutorial/winSteps'
import { coachOutcomes } from '../src/tutorial/coachOutcomes'
import { COACH_SCRIPT } from '../src/tutorial/coachScript'
import { COACH_STEPS } from '../src/tutorial/coachSteps'

const LESSONS = {
  win: { data: TUTORIAL_WIN, steps: WIN_STEPS, script: WIN_SCRIPT, outcomes: winOutcomes },
  coach: { data: TUTORIAL_COACH, steps: COACH_STEPS, script: COACH_SCRIPT, outcomes: coachOutcomes },
} as const

const name = (process.argv[2] ?? 'win') as keyof typeof LESSONS
const lesson = LESSONS[name]
if (!lesson) throw new Error(`no lesson "${name}": win or coach`)
const ctx = { map: loadMap(borodinoMapData) }
const max = Number(process.argv[3] ?? 20000)
for (let seed = 1; seed <= max; seed++) {
  const run = playLesson(ctx, lessonGame(lesson.data, allUnits, commanders, seed), lesson.steps, lesson.script)
  if (run.refused) continue
  if (!lesson.outcomes(run).length) {
    console.log(JSON.stringify({ lesson: name, seed }))
    process.exit(0)
  }
}
console.log('no seed found')
process.exit(1)
