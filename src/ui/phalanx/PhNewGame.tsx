// New Phalanx game: who plays each side (a person or the computer at a level), who goes first
// (PH-SETUP.2) and the optional rules (PH-OPT.1, PH-INT.12). A game by mail in progress is never replaced unasked:
// a second click confirms, and the game is first kept as a named save (keepMail.ts).
import { useState } from 'react'
import type { Side } from '../../phalanx'
import { HUMANS, PLAYERS, type Player, phalanxStore, usePh } from '../../store/phalanx'
import { Modal } from '../dialogs/Modal'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'
import { keepMailGame, mailInProgress, mailKeepName } from './keepMail'

export function startPhalanxGame(
  first: Side | 'random',
  randomDefence = false,
  strategosDouble = false,
  players: Record<Side, Player> = HUMANS,
): void {
  const seed = Math.floor(Math.random() * 100000)
  const side: Side = first === 'random' ? (Math.random() < 0.5 ? 'south' : 'north') : first
  usePhUi.getState().reset()
  usePhUi.getState().setTutorial(null)
  phalanxStore
    .getState()
    .newGame({ first: side, seed, randomDefence, strategosCountsDoubleForBreak: strategosDouble }, players)
}

export function PhNewGame() {
  const t = usePhT()
  const n = t.ui.newGame
  const [first, setFirst] = useState<Side | 'random'>('south')
  const [opt, setOpt] = useState(false)
  const [dbl, setDbl] = useState(false)
  // The setting of the game in progress is offered again (a person who played the computer goes on doing so), or
  // what the opener offers (after the lesson: a person against the computer).
  const current = usePh((s) => s.players)
  const offer = usePhUi((s) => s.offer)
  const [players, setPlayers] = useState<Record<Side, Player>>(() => ({ ...(offer ?? current) }))
  const { open, say } = usePhUiActions()
  const close = () => open(null)
  const byMail = usePh(mailInProgress)
  // The name the game by mail will be kept under, found when the player is asked.
  const [keepAs, setKeepAs] = useState<string | null>(null)
  const begin = () => {
    if (byMail && keepAs === null) {
      setKeepAs(mailKeepName(t.lang))
      return
    }
    if (byMail && keepAs !== null && !keepMailGame(keepAs)) {
      say(t.mail.notKept)
      return
    }
    close()
    startPhalanxGame(first, opt, dbl, players)
    if (byMail && keepAs !== null) say(t.mail.kept(keepAs))
  }
  return (
    <Modal title={n.title} onClose={close} testId="new-game-dialog">
      <fieldset className="ph-players">
        <legend>{n.players}</legend>
        {(['south', 'north'] as const).map((s) => (
          <label key={s}>
            {t.ph.side[s]}
            <select
              data-testid={`ph-player-${s}`}
              value={players[s]}
              onChange={(e) => setPlayers({ ...players, [s]: e.target.value as Player })}
            >
              {PLAYERS.map((k) => (
                <option key={k} value={k}>
                  {k === 'human' ? n.human : n.level[k]}
                </option>
              ))}
            </select>
          </label>
        ))}
        <p className="muted small">{n.playersNote}</p>
      </fieldset>
      <fieldset className="scenarios">
        <legend>{n.first}</legend>
        {(['south', 'north', 'random'] as const).map((s) => (
          <label key={s}>
            <input
              type="radio"
              name="ph-first"
              data-testid={`ph-first-${s}`}
              checked={first === s}
              onChange={() => setFirst(s)}
            />{' '}
            {n.firstSide[s]}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <input type="checkbox" checked={opt} onChange={(e) => setOpt(e.target.checked)} /> {n.randomDefence}
      </label>
      <label className="field">
        <input type="checkbox" checked={dbl} onChange={(e) => setDbl(e.target.checked)} /> {n.strategosDouble}
      </label>
      {keepAs === null && <p className="muted small">{n.warn}</p>}
      {keepAs !== null && (
        <p className="ph-warn" role="alert" data-testid="new-game-mail-sure">
          {t.mail.newSure(keepAs)}
        </p>
      )}
      <div className="row">
        {keepAs === null ? (
          <button type="button" className="primary" data-testid="start-game" onClick={begin}>
            {n.start}
          </button>
        ) : (
          <button type="button" className="primary" data-testid="start-game-confirm" onClick={begin}>
            {t.mail.newConfirm}
          </button>
        )}
        <button type="button" onClick={close}>
          {n.cancel}
        </button>
      </div>
    </Modal>
  )
}
