// The play-by-mail strip over the board: whose move it is and what is awaited, «Отправить ход» once this player's
// turn is over, «Открыть ход» for the other side's file. Drawn only in a play-by-mail game.
import { useRef, useState } from 'react'
import type { Side } from '../../engine'
import { mail, TURN_EXTENSION, type TurnProblem } from '../../store/pbm'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { usePbmStatus } from './usePbmStatus'
import { sendFile } from './sendFile'
import { openTurnFile } from './openFile'
import { PbmProblems } from './PbmProblems'

const other = (s: Side): Side => (s === 'fr' ? 'ru' : 'fr')

export function PbmBar() {
  const t = useT()
  const w = t.pbm
  const status = usePbmStatus()
  const { say } = useUiActions()
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<TurnProblem[]>([])
  const [busy, setBusy] = useState(false)
  if (status.kind === 'off') return null
  const text =
    status.kind === 'play'
      ? w.status.play
      : status.kind === 'send'
        ? status.file < 0
          ? w.status.opening
          : w.status.send
        : status.kind === 'wait'
          ? w.status.wait(other(status.me))
          : w.status.over
  const canSend = status.kind === 'send' || (status.kind !== 'play' && status.outbox)
  const canOpen = status.kind === 'wait'
  const send = async () => {
    setBusy(true)
    try {
      const out = await mail().outgoing()
      if (!out) return
      const how = await sendFile(out.name, out.text, w.title)
      // A share the player cancelled sent nothing: the file stays due.
      if (how !== 'cancelled') mail().sent()
      if (how === 'downloaded') say(w.saved(out.name))
    } finally {
      setBusy(false)
    }
  }
  const open = async (f: File) => {
    setBusy(true)
    try {
      const p = await openTurnFile(f)
      setProblems(p)
      // The opening's answer carries no moves: it only makes the dice of this player's first turn.
      if (!p.length) say(status.kind === 'wait' && status.file < 0 ? w.answered : w.opened(other(status.me)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={`pbm-bar side-${status.me}`} data-testid="pbm-bar">
      <span className="pbm-status" data-testid="pbm-status" data-pbm-status={status.kind} aria-live="polite">
        <b>{w.title}.</b> {w.you(status.me)} {text}
      </span>
      <button
        type="button"
        className={status.kind === 'send' ? 'primary' : undefined}
        data-testid="pbm-send-turn"
        disabled={!canSend || busy}
        onClick={() => void send()}
      >
        {status.kind === 'send' || status.kind === 'play' ? w.send : w.sendAgain}
      </button>
      <button
        type="button"
        className={canOpen ? 'primary' : undefined}
        data-testid="pbm-open-turn"
        disabled={!canOpen || busy}
        onClick={() => input.current?.click()}
      >
        {w.open}
      </button>
      <input
        ref={input}
        type="file"
        accept={`${TURN_EXTENSION},application/json`}
        data-testid="pbm-open-input"
        hidden
        onChange={(e) => {
          const f = e.target.files?.[0]
          e.target.value = ''
          if (f) void open(f)
        }}
      />
      {problems.length > 0 && <PbmProblems problems={problems} onClose={() => setProblems([])} />}
    </div>
  )
}
