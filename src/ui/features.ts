// The parts of the game a player opens later, each one chunk behind one dynamic import: the review of the battle,
// the rules reference, the tutorial, «Фаланга», and the parts of Borodino's screen the first screen does not draw
// (laterParts.ts: dialogs, the other phases' panels). Everything else is in the first chunk. The stores and loaders
// that need a feature's code are given its loader here (wireFeatures), so none of them imports the feature itself.
import { setTutorialLoader } from '../store/tutorial'
import { setRuleBookSource } from './rules/ruleBook'
import { setTutorialTextSource } from './tutorial/tutorialText'

export const loadReview = () => import('./review/reviewFeature')
export const loadRulesReference = () => import('./rules/rulesFeature')
export const loadTutorialFeature = () => import('./tutorial/tutorialFeature')
export const loadPhalanx = () => import('./phalanx/PhalanxApp')
export const loadLaterParts = () => import('./laterParts')

/** Gives the stores and loaders their features' loaders (once, before the first render). */
export function wireFeatures(): void {
  setTutorialLoader(() => loadTutorialFeature().then((m) => m.tutorialController))
  setRuleBookSource(() => loadRulesReference().then((m) => m.RULE_BOOK))
  setTutorialTextSource(() => loadTutorialFeature().then((m) => m.tutorialTextFor))
}
