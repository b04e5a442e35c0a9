// The play-by-mail strip over the board, whichever game's: whose move it is and what is awaited, «Отправить ход» once
// this player's turn is over, «Открыть ход» for the other side's file. Drawn only in a play-by-mail game; each game
// binds it to its store, its words and its sides (PbmBar for Borodino, src/ui/phalanx's for «Фаланга»).
import { useRef, useState } from 'react'
import type { MailProblem, MailStatus } from '../../store/mail'
import { sendFile } from './sendFile'
import { openPicked } from './openFile'
import { TurnFileInput } from './TurnFileInput'
import { PbmProblems, type ProblemWords } from './PbmProblems'

export interface MailBarWords<S extends string> extends ProblemWords {
  title: string
  send: string
  sendAgain: string
  open: string
  you: (s: S) => string
  status: { play: string; send: string; opening: string; wait: (s: S) => string; over: string }
  saved: (name: string) => string
  opened: (s: S) => string
  /** Said when the opening's answer arrives (it carries no moves): this player moves now, or sends his file first. */
  answered: string
  answeredSend: string
}

/** What a game gives the strip: its exchange's actions, its turn file's kind, and how it says things. */
export interface MailBinding<S extends string, R> {
  words: MailBarWords<S>
  other: (s: S) => S
  outgoing: () => Promise<{ name: string; text: string } | null>
  /** The file was shared or downloaded (a cancelled share sent nothing: the file stays due). */
  sent: () => void
  /** Where the game stands now (read after a file was opened, to say what comes next). */
  status: () => MailStatus<S>
  open: (text: string) => Promise<Array<MailProblem<R>>>
  extension: string
  maxChars: number
  refusal: (r: R) => string
  say: (note: string) => void
}

/** A button a game adds to the strip: «Фаланга»'s «see the opponent's turn again». */
export interface MailBarExtra {
  label: string
  hint: string
  onClick: () => void
}

export function MailBar<S extends string, R>({
  status,
  b,
  showTurn,
}: {
  status: MailStatus<S>
  b: MailBinding<S, R>
  showTurn?: MailBarExtra | null
}) {
  const w = b.words
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<Array<MailProblem<R>>>([])
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
          ? w.status.wait(b.other(status.me))
          : w.status.over
  const canSend = status.kind === 'send' || (status.kind !== 'play' && status.outbox)
  const canOpen = status.kind === 'wait'
  const send = async () => {
    setBusy(true)
    try {
      const out = await b.outgoing()
      if (!out) return
      const how = await sendFile(out.name, out.text, w.title)
      if (how !== 'cancelled') b.sent()
      if (how === 'downloaded') b.say(w.saved(out.name))
    } finally {
      setBusy(false)
    }
  }
  const open = async (f: File) => {
    setBusy(true)
    try {
      const p = await openPicked(f, b.maxChars, b.open)
      setProblems(p)
      if (p.length) return
      // An opening's answer carries no moves: what comes next is this player's move, or his own file to send first.
      const now = b.status()
      if (status.kind === 'wait' && status.file < 0) b.say(now.kind === 'play' ? w.answered : w.answeredSend)
      else b.say(w.opened(b.other(status.me)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={`pbm-bar side-${status.me}`} data-testid="pbm-bar">
      <span className="pbm-status" data-testid="pbm-status" data-pbm-status={status.kind} aria-live="polite">
        <b>{w.title}.</b> {w.you(status.me)} {text}
      </span>
      {showTurn && (
        <button type="button" data-testid="pbm-show-turn" title={showTurn.hint} onClick={showTurn.onClick}>
          {showTurn.label}
        </button>
      )}
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
      <TurnFileInput ref={input} extension={b.extension} testId="pbm-open-input" onFile={(f) => void open(f)} />
      {problems.length > 0 && (
        <PbmProblems problems={problems} words={w} refusal={b.refusal} onClose={() => setProblems([])} />
      )}
    </div>
  )
}
