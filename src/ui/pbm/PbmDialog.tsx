// The menu's «Игра по переписке»: start a game at a distance as either side (the scenario in progress, from its
// start), join one from the first file an opponent sent, or leave the exchange and go on at one screen.
import { useRef, useState } from 'react'
import type { Side } from '../../engine'
import { useGame } from '../../store/app'
import { mail, TURN_EXTENSION, type TurnProblem } from '../../store/pbm'
import { Modal } from '../dialogs/Modal'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { openTurnFile } from './openFile'
import { PbmProblems } from './PbmProblems'

export function PbmDialog() {
  const t = useT()
  const w = t.pbm
  const { openDialog, say } = useUiActions()
  const inGame = useGame((g) => g.pbm !== null)
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<TurnProblem[]>([])
  const [leaving, setLeaving] = useState(false)
  const close = () => openDialog(null)
  const start = async (side: Side) => {
    const r = await mail().start(side)
    if (!r) return say(w.notKept)
    close()
    say(r.kept ? `${w.started} ${w.kept(r.kept)}` : w.started)
  }
  const join = async (f: File) => {
    const p = await openTurnFile(f, { join: true })
    setProblems(p)
    if (p.length) return
    close()
    say(w.joined)
  }
  return (
    <Modal title={w.title} onClose={close} testId="pbm-dialog">
      <p>{w.intro}</p>
      <div className="row">
        {(['fr', 'ru'] as const).map((s) => (
          <button key={s} type="button" data-testid={`pbm-start-${s}`} onClick={() => void start(s)}>
            {w.startAs(s)}
          </button>
        ))}
      </div>
      <p className="muted small">{w.startNote}</p>
      <div className="row">
        <button type="button" data-testid="pbm-join" onClick={() => input.current?.click()}>
          {w.join}
        </button>
        <input
          ref={input}
          type="file"
          accept={`${TURN_EXTENSION},application/json`}
          data-testid="pbm-join-input"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0]
            e.target.value = ''
            if (f) void join(f)
          }}
        />
      </div>
      <p className="muted small">{w.joinNote}</p>
      {problems.length > 0 && <PbmProblems problems={problems} onClose={() => setProblems([])} />}
      {inGame && (
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
                    mail().leave()
                    close()
                    say(w.left)
                  }}
                >
                  {w.leave}
                </button>
                <button type="button" onClick={() => setLeaving(false)}>
                  {w.leaveCancel}
                </button>
              </>
            ) : (
              <button type="button" data-testid="pbm-leave" onClick={() => setLeaving(true)}>
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
