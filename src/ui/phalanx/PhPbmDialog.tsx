// «Фаланга»'s «Игра по переписке» in its menu: the shared dialog (src/ui/pbm) bound to the Phalanx exchange. A game
// at a distance starts anew with the rules of the game in progress (who moves first, the dice rule).
import { usePh } from '../../store/phalanx'
import { phMail } from '../../store/phalanxMail'
import { MailDialog } from '../pbm'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'
import { phMailCommon } from './phMailBinding'

export function PhPbmDialog() {
  const t = usePhT()
  const { open, say } = usePhUiActions()
  const inGame = usePh((g) => g.pbm !== null)
  return (
    <MailDialog
      b={{
        ...phMailCommon(t),
        words: t.mail,
        sides: ['south', 'north'] as const,
        inGame,
        start: (side) => phMail().start(side),
        join: (text) => phMail().open(text, { join: true }),
        leave: () => phMail().leave(),
        say,
        close: () => open(null),
      }}
    />
  )
}
