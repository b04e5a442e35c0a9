// Vitest setup: the app loads the save reader, the rules, the scenarios other than the starting one, the lessons
// and the lesson controller on demand (src/store/saveReading.ts, rules.ts, scenarioSources.ts, tutorialStatus.ts);
// tests that build game stores, apply commands, start those games and read saves synchronously get them up front.
// Tests of the on-demand loading reset the modules and so start without them (tests/store/startupReader.test.ts,
// lazyGames.test.ts, rulesOnDemand.test.ts).
import { provideSaveReader } from '../../src/store/game/save/saveReading'
import { validateSave } from '../../src/store/game/save/saveReader'
import { provideRules } from '../../src/store/rules'
import * as rulesCode from '../../src/store/rulesCode'
import { provideScenarios } from '../../src/store/game/scenarioSources'
import { hypotheticalScenario } from '../../src/data/bundled'
import { LESSON_DATA } from '../../src/tutorial/game'
import { provideTutorial } from '../../src/store/tutorial/tutorialStatus'
import { tutorialController } from '../../src/store/tutorial/tutorial'

provideSaveReader(validateSave)
provideRules(rulesCode)
provideScenarios([hypotheticalScenario], LESSON_DATA)
provideTutorial(tutorialController)
