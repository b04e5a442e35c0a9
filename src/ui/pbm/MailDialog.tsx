// The menu's «Игра по переписке», whichever game's: start a game at a distance as either side, join one from the
// first file an opponent sent, or leave the exchange and go on at one screen. Each game binds it (PbmDialog for
// Borodino, src/ui/phalanx's for «Фаланга»). A new game never replaces one by mail in progress unasked.
import { useRef, useState } from 'react'
import type { MailProblem } from '../../store/mail'
import { Modal } from '../dialogs/Modal'
import { openPicked } from './openFile'
import { SureBox } from './SureBox'
import { TurnFileInput } from './TurnFileInput'
import { PbmProblems, type ProblemWords } from './PbmProblems'

export interface MailDialogWords<S extends string> extends ProblemWords {
  title: string
  intro: string
  startAs: (s: S) => string
  startNote: string
  /** Asked before a new game replaces the one by mail in progress (the side's «start as» button confirms). */
  startSure: string
  joinSure: string
  join: string
  joinNote: string
  leave: string
  leaveNote: string
  leaveSure: string
  leaveCancel: string
  started: string
  joined: string
  kept: (name: string) => string
  notKept: string
  left: string
}

export interface MailDialogBinding<S extends string, R> {
  words: MailDialogWords<S>
  sides: readonly S[]
  /** Whether a play-by-mail game is in progress (it can then be left). */
  inGame: boolean
  start: (side: S) => Promise<{ kept: string | null } | false>
  /** Opens an opponent's first file, joining its game (the strip's open never joins: docs/play-by-mail.md). */
  join: (text: string) => Promise<Array<MailProblem<R>>>
  leave: () => void
  extension: string
  maxChars: number
  refusal: (r: R) => string
  say: (note: string) => void
  close: () => void
}

export function MailDialog<S extends string, R>({ b }: { b: MailDialogBinding<S, R> }) {
  const w = b.words
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<Array<MailProblem<R>>>([])
  // While a game by mail is in progress, starting another (as a side), joining another, and leaving are each asked
  // first, one question at a time: a second, explicit click does it.
  const [question, setQuestion] = useState<{ kind: 'start'; side: S } | { kind: 'join' } | { kind: 'leave' } | null>(
    null,
  )
  const asking = question?.kind === 'start' ? question.side : null
  const joinAsking = question?.kind === 'join'
  const leaving = question?.kind === 'leave'
  const start = async (side: S) => {
    if (b.inGame && asking !== side) return setQuestion({ kind: 'start', side })
    const r = await b.start(side)
    if (!r) return b.say(w.notKept)
    b.close()
    b.say(r.kept ? `${w.started} ${w.kept(r.kept)}` : w.started)
  }
  const join = async (f: File) => {
    const p = await openPicked(f, b.maxChars, b.join)
    setProblems(p)
    if (p.length) return
    b.close()
    b.say(w.joined)
  }
  return (
    <Modal title={w.title} onClose={b.close} testId="pbm-dialog">
      <p>{w.intro}</p>
      <div className="row">
        {b.sides.map((s) => (
          <button key={s} type="button" data-testid={`pbm-start-${s}`} onClick={() => void start(s)}>
            {w.startAs(s)}
          </button>
        ))}
      </div>
      {asking !== null && (
        <SureBox
          testId="pbm-start-sure"
          text={w.startSure}
          confirm={w.startAs(asking)}
          confirmTestId="pbm-start-confirm"
          cancel={w.leaveCancel}
          onConfirm={() => void start(asking)}
          onCancel={() => setQuestion(null)}
        />
      )}
      <p className="muted small">{w.startNote}</p>
      <div className="row">
        <button
          type="button"
          data-testid="pbm-join"
          onClick={() => (!b.inGame || joinAsking ? input.current?.click() : setQuestion({ kind: 'join' }))}
        >
          {w.join}
        </button>
        <TurnFileInput ref={input} extension={b.extension} testId="pbm-join-input" onFile={(f) => void join(f)} />
      </div>
      {joinAsking && (
        <SureBox
          testId="pbm-join-sure"
          text={w.joinSure}
          confirm={w.join}
          confirmTestId="pbm-join-confirm"
          cancel={w.leaveCancel}
          onConfirm={() => input.current?.click()}
          onCancel={() => setQuestion(null)}
        />
      )}
      <p className="muted small">{w.joinNote}</p>
      {problems.length > 0 && (
        <PbmProblems problems={problems} words={w} refusal={b.refusal} onClose={() => setProblems([])} />
      )}
      {b.inGame && (
        <>
          <div className="row">
            {/* Leaving cannot be undone (the secrets are dropped): a second, explicit click confirms it. */}
            {leaving ? (
              <>
                <span>{w.leaveSure}</span>
                <button
                  type="button"
                  className="primary"
                  data-testid="pbm-leave-confirm"
                  onClick={() => {
                    b.leave()
                    b.close()
                    b.say(w.left)
                  }}
                >
                  {w.leave}
                </button>
                <button type="button" onClick={() => setQuestion(null)}>
                  {w.leaveCancel}
                </button>
              </>
            ) : (
              <button type="button" data-testid="pbm-leave" onClick={() => setQuestion({ kind: 'leave' })}>
                {w.leave}
              </button>
            )}
          </div>
          <p className="muted small">{w.leaveNote}</p>
        </>
      )}
    </Modal>
  )
}
