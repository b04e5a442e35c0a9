// Vitest setup: the app fetches the tutorial's lesson controller with the tutorial's chunk (src/ui/features.ts);
// tests that start lessons synchronously get it up front. tests/store/lazyGames.test.ts resets the modules and so
// starts without it.
import { provideTutorial } from '../../src/store/tutorial/tutorialStatus'
import { tutorialController } from '../../src/store/tutorial/tutorial'

provideTutorial(tutorialController)
