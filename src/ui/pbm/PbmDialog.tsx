// Borodino's «Игра по переписке» in the menu: the shared dialog (MailDialog) bound to the game store's exchange. A
// game at a distance starts from the scenario in progress, from its start.
import { formatRefusal } from '../../i18n'
import { useGame } from '../../store/app'
import { mail, MAX_TURN_CHARS, TURN_EXTENSION } from '../../store/pbm'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { MailDialog } from './MailDialog'

export function PbmDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { openDialog, say } = useUiActions()
  const inGame = useGame((g) => g.pbm !== null)
  return (
    <MailDialog
      b={{
        words: t.pbm,
        sides: ['fr', 'ru'] as const,
        inGame,
        start: (side) => mail().start(side),
        join: (text) => mail().open(text, { join: true }),
        leave: () => mail().leave(),
        extension: TURN_EXTENSION,
        maxChars: MAX_TURN_CHARS,
        refusal: (r) => formatRefusal(r, lang),
        say,
        close: () => openDialog(null),
      }}
    />
  )
}
