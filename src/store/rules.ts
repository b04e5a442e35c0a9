// Painting the first screen needs the game's state and data, not the rules that change it: the engine's command
// code and the queries behind a selection (rulesCode.ts) are their own chunk, fetched right after the first
// board paint, or before the store is built when an autosave is to be replayed. First-screen code reaches them
// here: `rulesCode()` is null until they have arrived (a component draws nothing of them yet and is told when
// they come, useRules.ts); `rules()` is for paths that only run once they are there.
import type * as Code from './rulesCode'
import { loadOnce } from './loadOnce'

export type RulesCode = typeof Code

let code: RulesCode | null = null
const listeners = new Set<() => void>()
const notify = (): void => {
  for (const l of listeners) l()
}
let arrived: (c: RulesCode) => void = () => undefined
const arrival = new Promise<RulesCode>((resolve) => (arrived = resolve))

/** Makes the rules available at once (tests; a start that already has them). */
export function provideRules(c: RulesCode): void {
  code = c
  arrived(c)
  notify()
}

/** Settles when the rules have arrived, without asking for them (whoever needs them first does). */
export const whenRules = (): Promise<RulesCode> => arrival

/** The rules when they have been loaded, else null. */
export const rulesCode = (): RulesCode | null => code

/** True while they are being fetched (not before the first ask, nor after a failed fetch: a command asks again). */
export const rulesWaiting = (): boolean => code === null && fetchRules.loading()

/** The rules, for code that runs only after they were loaded (a command was already applied, a lazy part). */
export function rules(): RulesCode {
  if (!code) throw new Error('the rules are not loaded: await loadRules() first')
  return code
}

const fetchRules = loadOnce(
  () =>
    import('./rulesCode').then((m) => {
      provideRules(m)
      return m
    }),
  notify,
)

/** Loads the rules (once; a failed fetch is tried again on the next call). */
export function loadRules(): Promise<RulesCode> {
  return code ? Promise.resolve(code) : fetchRules.load()
}

/** Called when the rules arrive, or a fetch of them begins or fails (for useSyncExternalStore). */
export function subscribeRules(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
