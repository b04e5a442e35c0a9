// Once, when the first French phase of a game ends: there is no computer opponent yet, so in a solo game the
// player also plays the Russians (said plainly, promising nothing that does not exist).
import { useState } from 'react'
import { isGameOver } from '../../engine'
import { useGame } from '../../store/app'
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
      !isGameOver(s.state) &&
      s.state.turn === 1 &&
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
    <div className="solo-note" role="status" data-testid="solo-note">
      <b>{t.teach.solo.title}</b>
      <p>{t.teach.solo.text}</p>
      <button type="button" className="primary" data-testid="solo-note-ok" onClick={close}>
        {t.teach.solo.ok}
      </button>
    </div>
  )
}
