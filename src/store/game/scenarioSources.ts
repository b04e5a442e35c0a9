// The scenarios' data, by id: every file in src/data/scenarios (a few KB each), and the tutorial's lessons, which are
// scenarios too (saves and replays work for them) but are not offered as a new game.
import type { ScenarioData } from '../../engine'
import { LESSON_DATA, type TutorialData } from '../../tutorial/game'

const files = import.meta.glob<ScenarioData>('../../data/scenarios/*.json', { eager: true, import: 'default' })

/** Every scenario file's data. */
export const scenarioList: readonly ScenarioData[] = Object.values(files)

const byId = new Map(scenarioList.map((s) => [s.id, s]))

/** A scenario's data, or undefined for an unknown id. */
export const scenarioData = (id: string): ScenarioData | undefined => byId.get(id)
/** A lesson's data, or undefined for an unknown id. */
export const lessonData = (id: string): TutorialData | undefined => LESSON_DATA.find((l) => l.id === id)
