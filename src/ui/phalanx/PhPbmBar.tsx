// «Фаланга»'s play-by-mail strip over the board: the shared strip (src/ui/pbm) bound to the Phalanx exchange.
import { shallow } from 'zustand/shallow'
import { useRef } from 'react'
import { phalanxStore, usePh } from '../../store/phalanx'
import { phMail, phMailStatus, type PhMailStatus } from '../../store/phalanxMail'
import { MailBar } from '../pbm'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'
import { otherPh, phMailCommon } from './phMailBinding'

export function PhPbmBar() {
  const t = usePhT()
  const { say } = usePhUiActions()
  const last = useRef<PhMailStatus>({ kind: 'off' })
  const status = usePh((g) => {
    const s = phMailStatus(g)
    // The same status as a new object would redraw on every change of the store.
    if (!shallow(s, last.current)) last.current = s
    return last.current
  })
  return (
    <MailBar
      status={status}
      b={{
        ...phMailCommon(t),
        words: t.mail,
        other: otherPh,
        outgoing: () => phMail().outgoing(),
        sent: () => phMail().sent(),
        status: () => phMailStatus(phalanxStore.getState()),
        say,
      }}
    />
  )
}
