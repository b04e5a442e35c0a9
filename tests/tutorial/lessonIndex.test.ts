// The index of the lessons must tell the same as the lessons it stands for: their ids, names and step counts; and
// every scenario file is offered.
import { describe, expect, it } from 'vitest'
import { LESSONS } from '../../src/tutorial/lessonIndex'
import { LESSON_DATA } from '../../src/tutorial/game'
import { LESSON_STEPS } from '../../src/tutorial/lessons'
import { scenarioList } from '../../src/store/game/scenarioSources'
import { readdirSync, readFileSync } from 'node:fs'

describe('the index of lessons and scenarios', () => {
  it('lists every lesson with its id, name and number of steps', () => {
    expect(LESSONS.map((l) => ({ id: l.id, name: l.name }))).toEqual(
      LESSON_DATA.map((l) => ({ id: l.id, name: l.name })),
    )
    expect(LESSONS.map((l) => l.steps)).toEqual(LESSON_STEPS.map((s) => s.length))
  })

  it('has every scenario file', () => {
    const ids = scenarioList.map((s) => s.id).sort()
    const dir = new URL('../../src/data/scenarios/', import.meta.url)
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
    const inFiles = files.map((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { id: string }).id).sort()
    expect(inFiles.length).toBeGreaterThanOrEqual(3)
    expect(ids).toEqual(inFiles)
  })
})
