// Once, when the first French turn of a game played by two people ends: the Russians move now — the person
// plays them too, hands the screen over, or gives them to the computer from here.
import { useState } from 'react'
import { firstTurnOf, isGameOver } from '../../engine'
import { useGame } from '../../store/app'
import { withAi } from '../../store/ai'
import { bothHuman } from '../../store/game'
import { useT } from '../useT'

const SEEN_KEY = 'borodino:solo-note-seen'

const seen = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(SEEN_KEY) === '1'
  } catch {
    return true
  }
}

export function SoloNotice() {
  const t = useT()
  const show = useGame(
    (s) =>
      s.mode === 'game' &&
      bothHuman(s.players) &&
      // At a distance each player has his own side: nothing to hand over or give the computer.
      s.pbm === null &&
      !isGameOver(s.state) &&
      s.state.turn === firstTurnOf(s.state) &&
      s.state.side === 'ru' &&
      !s.state.pending.length,
  )
  const [closed, setClosed] = useState(seen)
  if (!show || closed) return null
  const close = () => {
    try {
      globalThis.localStorage?.setItem(SEEN_KEY, '1')
    } catch {
      /* no storage: shown once per visit */
    }
    setClosed(true)
  }
  return (
    <div className="board-note solo-note" role="status" data-testid="solo-note">
      <b>{t.teach.solo.title}</b>
      <p>{t.teach.solo.text}</p>
      <div className="row">
        <button type="button" className="primary" data-testid="solo-note-ok" onClick={close}>
          {t.teach.solo.ok}
        </button>
        <button
          type="button"
          data-testid="solo-note-computer"
          onClick={() => {
            close()
            withAi((c) => c.takeOver('ru'))
          }}
        >
          {t.teach.solo.computer}
        </button>
      </div>
    </div>
  )
}
