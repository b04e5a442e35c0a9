// Each store's actions, for components: `const { openDialog, say } = useUiActions()`. A store's actions are the
// functions among its fields, made once with the store and never replaced, so taking them never re-renders a
// component. State is read with a selector per value (`useUi((s) => s.lang)`). The stores declare their actions as
// methods, so a selector that returns one (`(s) => s.openDialog`) is refused by @typescript-eslint/unbound-method;
// `actionsOf` picks them by their type instead (none of them uses `this`).
import { shallow } from 'zustand/shallow'
import { useGame } from '../store/app'
import type { GameStore } from '../store/game'
import { useReview } from '../store/review'
import { useTutorial } from '../store/tutorial'
import { useActiveGame, useUi, type UiStore } from '../store/ui'

/** A store's actions: its fields that are functions. */
export type Actions<S> = { [K in keyof S as S[K] extends (...args: never[]) => unknown ? K : never]: S[K] }

/** The actions of a store's state. */
export function actionsOf<S extends object>(s: S): Actions<S> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(s)) if (typeof v === 'function') out[k] = v
  return out as Actions<S>
}

/**
 * One store's selector of its actions: they are picked once per change of the store (not once per component that
 * takes them), and the object stays the same while they are the same functions, so no component re-renders for them.
 */
export function actionsSelector<S extends object>(): (s: S) => Actions<S> {
  let seen: S | null = null
  let actions: Actions<S> | null = null
  return (s) => {
    if (s !== seen || !actions) {
      const next = actionsOf(s)
      if (!actions || !shallow(actions, next)) actions = next
      seen = s
    }
    return actions
  }
}

type ReviewStore = ReturnType<typeof useReview.getState>
type TutorialStore = ReturnType<typeof useTutorial.getState>
type ActiveGame = ReturnType<typeof useActiveGame.getState>

const gameActions = actionsSelector<GameStore>()
const uiActions = actionsSelector<UiStore>()
const reviewActions = actionsSelector<ReviewStore>()
const tutorialActions = actionsSelector<TutorialStore>()
const activeGameActions = actionsSelector<ActiveGame>()

export const useGameActions = (): Actions<GameStore> => useGame(gameActions)
export const useUiActions = (): Actions<UiStore> => useUi(uiActions)
export const useReviewActions = (): Actions<ReviewStore> => useReview(reviewActions)
export const useTutorialActions = (): Actions<TutorialStore> => useTutorial(tutorialActions)
export const useActiveGameActions = (): Actions<ActiveGame> => useActiveGame(activeGameActions)
