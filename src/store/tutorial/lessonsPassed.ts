// Which lessons of both games the person has played to their last step, kept across visits, so the lessons list can
// tick them. A lost write only loses the tick (nothing of a game depends on it), so a failure is not reported.
import { create } from 'zustand'
import { browserStorage, tryWrite } from '../game'
import { onStart } from '../app'

const KEY = 'borodino:lessons-passed'

export const useLessonsPassed = create<{ passed: readonly string[] }>(() => ({ passed: [] }))

function read(): string[] {
  try {
    const v = JSON.parse(browserStorage().getItem(KEY) ?? '[]') as unknown
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 50) : []
  } catch {
    return []
  }
}

/** Marks a lesson (its id: a Borodino lesson's, or «phalanx») as played to its end. */
export function markLessonPassed(id: string): void {
  // What another tab of the game ticked meanwhile is kept: the stored list is read again before it is written.
  const now = [...new Set([...read(), ...useLessonsPassed.getState().passed])]
  const passed = now.includes(id) ? now : [...now, id]
  useLessonsPassed.setState({ passed })
  tryWrite(browserStorage(), KEY, JSON.stringify(passed))
}

onStart(() => useLessonsPassed.setState({ passed: read() }))
