// Vitest setup: the app loads the save reader, the scenarios other than the starting one, the lessons and the
// lesson controller on demand (src/store/saveReading.ts, scenarioSources.ts, tutorialStatus.ts); tests that build
// game stores, start those games and read saves synchronously get them up front. Tests of the on-demand loading
// reset the modules and so start without them (tests/store/startupReader.test.ts, tests/store/lazyGames.test.ts).
import { provideSaveReader } from '../../src/store/saveReading'
import { validateSave } from '../../src/store/saveReader'
import { provideScenarios } from '../../src/store/scenarioSources'
import { hypotheticalScenario } from '../../src/data/bundled'
import { LESSON_DATA } from '../../src/tutorial/game'
import { provideTutorial } from '../../src/store/tutorialStatus'
import { tutorialController } from '../../src/store/tutorial'

provideSaveReader(validateSave)
provideScenarios([hypotheticalScenario], LESSON_DATA)
provideTutorial(tutorialController)
