// The Phalanx stores' actions, for its components, as src/ui/storeActions.ts gives Borodino's:
// `const { open, say } = usePhUiActions()`; state is read with a selector per value (`usePhUi((s) => s.dialog)`).
import { usePh, type PhGame } from '../../store/phalanx'
import { actionsSelector, type Actions } from '../storeActions'
import { usePhUi, type PhUi } from './phUi'

const phActions = actionsSelector<PhGame>()
const phUiActions = actionsSelector<PhUi>()

export const usePhActions = (): Actions<PhGame> => usePh(phActions)
export const usePhUiActions = (): Actions<PhUi> => usePhUi(phUiActions)
