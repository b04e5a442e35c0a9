// The rules code for a first-screen component: null in the moments between the first paint and its arrival
// (src/store/rules.ts), after which the component renders again with it.
import { useSyncExternalStore } from 'react'
import { rulesCode, rulesWaiting, subscribeRules, type RulesCode } from '../store/rules'

export const useRules = (): RulesCode | null => useSyncExternalStore(subscribeRules, rulesCode, rulesCode)

/** True while the rules are being fetched (a control that needs them waits; after a failure a click asks again). */
export const useRulesWaiting = (): boolean => useSyncExternalStore(subscribeRules, rulesWaiting, rulesWaiting)
