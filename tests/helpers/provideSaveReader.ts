// Vitest setup: the app loads the save reader and the rules on demand (src/store/saveReading.ts, rules.ts); tests
// that build game stores, apply commands and read saves synchronously get them up front. Tests of the on-demand
// loading reset the modules and so start without them (tests/store/startupReader.test.ts, rulesOnDemand.test.ts).
import { provideSaveReader } from '../../src/store/saveReading'
import { validateSave } from '../../src/store/saveReader'
import { provideRules } from '../../src/store/rules'
import * as rulesCode from '../../src/store/rulesCode'

provideSaveReader(validateSave)
provideRules(rulesCode)
