// What the setup section answers (SCN.*): the deployment zones of a free setup, the checks on a finished setup,
// a suggested one, and the shapes of placements and setup rules. The app's door gives it as the namespace `Setup`
// (Setup.validateSetup, Setup.SetupRules …).
export { type CommanderPlacement, type Placement, type SetupRules } from '../core/state'
export { deploymentZone, forbiddenTerrain, setupZoneHexes, validateSetup, type SetupViolation } from './setup'
export { suggestSetup } from './setupSuggest'
