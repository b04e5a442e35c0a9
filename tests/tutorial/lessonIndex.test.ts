// The first screen's index of the lessons and the scenario files' heads must tell the same as the data they stand
// for: the lessons' ids, names and step counts, the scenarios' ids, names, kinds, maps and setup rules.
import { describe, expect, it } from 'vitest'
import { LESSONS } from '../../src/tutorial/lessonIndex'
import { LESSON_DATA } from '../../src/tutorial/game'
import { LESSON_STEPS } from '../../src/tutorial/lessons'
import { scenarioHeads } from '../../src/store/game/scenarioSources'
import { historicalScenario, hypotheticalScenario } from '../../src/data/bundled'

describe('the first screen’s index of lessons and scenarios', () => {
  it('lists every lesson with its id, name and number of steps', () => {
    expect(LESSONS.map((l) => ({ id: l.id, name: l.name }))).toEqual(
      LESSON_DATA.map((l) => ({ id: l.id, name: l.name })),
    )
    expect(LESSONS.map((l) => l.steps)).toEqual(LESSON_STEPS.map((s) => s.length))
  })

  it('has every scenario file’s head and nothing of its placements', () => {
    const heads = [...scenarioHeads].sort((a, b) => a.id.localeCompare(b.id))
    const full = [historicalScenario, hypotheticalScenario].sort((a, b) => a.id.localeCompare(b.id))
    expect(heads).toEqual(full.map(({ id, name, kind, mapId, setup }) => ({ id, name, kind, mapId, setup })))
    for (const h of heads) expect(h).not.toHaveProperty('placements')
  })
})
