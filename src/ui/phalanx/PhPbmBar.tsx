// «Фаланга»'s play-by-mail strip over the board: the shared strip (src/ui/pbm) bound to the Phalanx exchange. A turn
// file opened shows the opponent's turn at once, step by step from the position before it (as Borodino's hand-over
// replay does), and «see it again» stays on the strip while this player is to move.
import { shallow } from 'zustand/shallow'
import { useRef } from 'react'
import { phalanxStore, usePh } from '../../store/phalanx'
import { phMail, phMailStatus, type PhMailStatus } from '../../store/phalanxMail'
import { MailBar } from '../pbm'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'
import { otherPh, phMailCommon } from './phMailBinding'
import { lastMailTurn } from './mailTurn'
import { usePhUi, type MailTurn } from './phUi'

/** Opens the other side's file; when it brought commands (not the opening's answer), shows them from their start. */
async function openTurn(text: string, show: (turn: MailTurn) => void) {
  const before = phalanxStore.getState().commands.length
  const problems = await phMail().open(text)
  const g = phalanxStore.getState()
  if (!problems.length && g.pbm && g.commands.length > before)
    show({ from: before, to: g.commands.length, side: otherPh(g.pbm.ledger.me as 'south' | 'north') })
  return problems
}

export function PhPbmBar() {
  const t = usePhT()
  const { say, showMailTurn } = usePhUiActions()
  const last = useRef<PhMailStatus>({ kind: 'off' })
  const status = usePh((g) => {
    const s = phMailStatus(g)
    // The same status as a new object would redraw on every change of the store.
    if (!shallow(s, last.current)) last.current = s
    return last.current
  })
  const seen = useRef<MailTurn | null>(null)
  const lastTurn = usePh((g) => {
    const turn = lastMailTurn(g)
    if (!shallow(turn, seen.current)) seen.current = turn
    return seen.current
  })
  // Offered while this player is to move and not already looking at the record.
  const reviewing = usePhUi((u) => u.review !== null)
  const again = status.kind === 'play' && !reviewing && lastTurn
  return (
    <MailBar
      status={status}
      b={{
        ...phMailCommon(t),
        open: (text) => openTurn(text, showMailTurn),
        words: t.mail,
        other: otherPh,
        outgoing: () => phMail().outgoing(),
        sent: () => phMail().sent(),
        status: () => phMailStatus(phalanxStore.getState()),
        say,
      }}
      showTurn={
        again
          ? {
              label: t.mail.turn.again(lastTurn.side),
              hint: t.mail.turn.againHint,
              onClick: () => showMailTurn(lastTurn),
            }
          : null
      }
    />
  )
}
