// The scenarios' data, by id. The starting game's scenario (historical.json) is part of the first screen; every
// other scenario file and the tutorial's lessons are their own chunks, fetched when one of those games starts or a
// save is read (a save may name any scenario). What the menus show (ids, names, kinds, setup zones) is there at
// once: each file's head only.
import type { ScenarioData } from '../../engine'
import type { TutorialData } from '../../tutorial/game'
import { LESSONS } from '../../tutorial/lessonIndex'
import { loadOnce, type LoadOnce } from '../loadOnce'
import historical from '../../data/scenarios/historical.json'

// The heads come through a query the build answers (vite.config.ts, scenario-heads): only those keys of each file.
const heads = import.meta.glob<ScenarioHead>('../../data/scenarios/*.json', {
  eager: true,
  query: '?head',
  import: 'default',
})
// Every file but the starting one, fetched on demand.
const later = import.meta.glob<ScenarioData>(['../../data/scenarios/*.json', '!../../data/scenarios/historical.json'], {
  import: 'default',
})

/** What is known of a scenario file before its data is fetched. */
export type ScenarioHead = Pick<ScenarioData, 'id' | 'name' | 'kind' | 'mapId' | 'setup'>

export const scenarioHeads: readonly ScenarioHead[] = Object.values(heads)

const loaded = new Map<string, ScenarioData>([[historical.id, historical as ScenarioData]])
let lessons: readonly TutorialData[] | null = null

/** A scenario's data when it is there (the starting one always is), else undefined. */
export const scenarioData = (id: string): ScenarioData | undefined => loaded.get(id)
/** A lesson's data when the lessons are there, else undefined. */
export const lessonData = (id: string): TutorialData | undefined => lessons?.find((l) => l.id === id)

/** Makes data available at once (tests; they start every game synchronously). */
export function provideScenarios(scenarios: readonly ScenarioData[], lessonList: readonly TutorialData[]): void {
  for (const s of scenarios) loaded.set(s.id, s)
  lessons = lessonList
}

/** True when starting `id` needs nothing fetched (its data is there, or the id is unknown and newGame refuses it). */
export function scenarioReady(id: string): boolean {
  if (loaded.has(id)) return true
  if (LESSONS.some((l) => l.id === id)) return lessons !== null
  return !scenarioHeads.some((h) => h.id === id)
}

const scenarioFetches = new Map<string, LoadOnce<void>>()

const fetchLessons = loadOnce(() => import('../../tutorial/game').then((m) => void (lessons = m.LESSON_DATA)))
const loadLessons = (): Promise<void> => (lessons ? Promise.resolve() : fetchLessons.load())

/**
 * Fetches what starting `id` needs, so that the bundle's synchronous newGame can start it. Resolves at once for
 * data already there and for an unknown id (newGame then refuses it); rejects when the fetch fails.
 */
export function loadScenario(id: string): Promise<void> {
  if (loaded.has(id)) return Promise.resolve()
  if (LESSONS.some((l) => l.id === id)) return loadLessons()
  const path = Object.keys(heads)
    .find((p) => heads[p]?.id === id)
    ?.replace(/\?head$/, '')
  const load = path ? later[path] : undefined
  if (!load) return Promise.resolve()
  let fetch = scenarioFetches.get(id)
  if (!fetch) scenarioFetches.set(id, (fetch = loadOnce(() => load().then((data) => void loaded.set(id, data)))))
  return fetch.load()
}

/** Fetches every scenario and lesson: reading a save replays it from the data of the scenario it names. */
export function loadAllScenarios(): Promise<void> {
  return Promise.all([...scenarioHeads.map((h) => loadScenario(h.id)), loadLessons()]).then(() => undefined)
}
