// Borodino's autosave that could not be read at start: the shared notice (ui/saves) with this game's words.
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { saveProblemDetail } from '../../i18n'
import type { SaveProblem } from '../../store/game'
import { useT } from '../useT'
import { BrokenAutosave } from '../saves'
import { useGameActions } from '../storeActions'

export function BrokenAutosaveDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const broken = useGame((s) => s.brokenAutosave)
  const { discardBrokenAutosave } = useGameActions()
  return (
    <BrokenAutosave
      broken={broken}
      w={t.safety}
      problemWords={t.saves}
      detail={(p) => saveProblemDetail(p as SaveProblem, lang)}
      fileName="borodino-autosave.json"
      onDiscard={() => discardBrokenAutosave()}
    />
  )
}
