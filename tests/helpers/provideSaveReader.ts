// Vitest setup: the app loads the save reader on demand (src/store/saveReading.ts); tests that build game stores
// and read saves synchronously get it up front. Tests of the on-demand loading reset the modules and so start
// without it (tests/store/startupReader.test.ts).
import { provideSaveReader } from '../../src/store/saveReading'
import { validateSave } from '../../src/store/saveReader'

provideSaveReader(validateSave)
