// The rules code for a first-screen component: null in the moments between the first paint and its arrival
// (src/store/rules.ts), after which the component renders again with it.
import { useSyncExternalStore } from 'react'
import { rulesCode, subscribeRules, type RulesCode } from '../store/rules'

export const useRules = (): RulesCode | null => useSyncExternalStore(subscribeRules, rulesCode, rulesCode)
