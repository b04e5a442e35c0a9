// Borodino's play-by-mail strip: the shared strip (MailBar) bound to the game store's exchange and its words.
import type { Side } from '../../engine'
import { formatRefusal } from '../../i18n'
import { gameStore, useGame } from '../../store/app'
import { mail, MAX_TURN_CHARS, pbmStatus, TURN_EXTENSION } from '../../store/pbm'
import { review, useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { useGameActions, useUiActions } from '../storeActions'
import { usePbmStatus } from './usePbmStatus'
import { MailBar } from './MailBar'

const other = (s: Side): Side => (s === 'fr' ? 'ru' : 'fr')

export function PbmBar() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const status = usePbmStatus()
  const { say } = useUiActions()
  const { showHandover } = useGameActions()
  // The other side's last turn shown again (the hand-over screen, with its step-by-step replay): offered while this
  // player is to move, has not moved yet and is not already watching it.
  const unmoved = useGame((g) => g.pbm !== null && review.handoverStart(g.pbm.ledger.me as Side) !== null)
  const reviewing = useReview((r) => r.active)
  const again = status.kind === 'play' && unmoved && !reviewing ? status.me : null
  return (
    <MailBar
      status={status}
      b={{
        words: t.pbm,
        other,
        outgoing: () => mail().outgoing(),
        sent: () => mail().sent(),
        status: () => pbmStatus(gameStore.getState()),
        open: (text) => mail().open(text),
        extension: TURN_EXTENSION,
        maxChars: MAX_TURN_CHARS,
        refusal: (r) => formatRefusal(r, lang),
        say,
      }}
      showTurn={
        again
          ? {
              label: t.pbm.again(other(again)),
              hint: t.pbm.againHint,
              onClick: () => showHandover(again),
            }
          : null
      }
    />
  )
}
