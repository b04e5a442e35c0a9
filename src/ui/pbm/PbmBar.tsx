// Borodino's play-by-mail strip: the shared strip (MailBar) bound to the game store's exchange and its words.
import type { Side } from '../../engine'
import { formatRefusal } from '../../i18n'
import { gameStore } from '../../store/app'
import { mail, MAX_TURN_CHARS, pbmStatus, TURN_EXTENSION } from '../../store/pbm'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { usePbmStatus } from './usePbmStatus'
import { MailBar } from './MailBar'

const other = (s: Side): Side => (s === 'fr' ? 'ru' : 'fr')

export function PbmBar() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const status = usePbmStatus()
  const { say } = useUiActions()
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
    />
  )
}
