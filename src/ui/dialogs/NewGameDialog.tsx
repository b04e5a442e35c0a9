// New game: a scenario, who plays each side, and a dice seed. A game by mail in progress is never replaced unasked:
// a second click confirms, and the game is first kept as a named save with its exchange (as «Фаланга»'s New game).
import { TermLink } from '../TermLink'
import { useState } from 'react'
import { bundle, useGame } from '../../store/app'
import { isValidSeed } from '../../store/game'
import { keepMailGame, mailInProgress, mailKeepName } from '../../store/pbm'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { Modal } from './Modal'
import { TutorialButtons } from '../tutorial/TutorialDialog'
import { PlayersFields } from '../ai/PlayersFields'
import { openPhalanx, showBriefing } from './welcomeActions'
import { ScenarioFacts } from './ScenarioFacts'
import { ScenarioThumb } from './ScenarioThumb'
import { useGamesSoon } from '../useGamesSoon'
import { useGameActions, useUiActions } from '../storeActions'

/** The second game is offered beside the scenarios; it has no dice seed (it is diceless). */
const PHALANX = 'phalanx'

export function NewGameDialog() {
  useGamesSoon()
  const t = useT()
  const lang = useUi((s) => s.lang)
  // The scenario (and variant) of the game in progress is offered again; a lesson's, or none, gives the first one.
  const playing = useGame((s) => s.state.scenarioId)
  const [scenario, setScenario] = useState(
    () => bundle.scenarios.find((s) => s.id === playing && !s.hidden)?.id ?? bundle.scenarios[0]!.id, // never empty
  )
  const [seed, setSeed] = useState(() => String(Math.floor(Math.random() * 100000)))
  // The players of the game in progress are offered again (one who plays the French against Easy keeps doing so).
  const current = useGame((s) => s.players)
  const [players, setPlayers] = useState(() => current)
  const { newGame } = useGameActions()
  const { openDialog, clearAttack, selectUnit, say } = useUiActions()
  const byMail = useGame(mailInProgress)
  // The name the game by mail will be kept under, found when the player is asked.
  const [keepAs, setKeepAs] = useState<string | null>(null)
  // A seed must be a whole number: anything else is named next to the field, and no game starts.
  const seedOk = seed.trim() !== '' && isValidSeed(Number(seed))
  const [seedShown, setSeedShown] = useState(false)
  const close = () => openDialog(null)
  const start = () => {
    if (scenario === PHALANX) {
      openPhalanx('new')
      return
    }
    if (!seedOk) {
      setSeedShown(true)
      return
    }
    if (byMail && keepAs === null) return setKeepAs(mailKeepName())
    if (byMail && keepAs !== null && !keepMailGame(keepAs)) return say(t.pbm.notKept)
    if (newGame(scenario, Number(seed), players)) {
      clearAttack()
      selectUnit(null)
      close()
      showBriefing(scenario)
      if (keepAs !== null) say(t.pbm.kept(keepAs))
    }
  }
  return (
    <Modal title={t.newGame.title} onClose={close} testId="new-game-dialog">
      <div className="tutorial-offer">
        <p>{t.tutorial.intro}</p>
        <TutorialButtons />
      </div>
      <fieldset className="scenarios">
        <legend>{t.newGame.scenario}</legend>
        {bundle.scenarios
          .filter((s) => !s.hidden && !s.variantOf)
          .map((s) => (
            <div key={s.id} className="scenario-choice">
              <ScenarioThumb
                info={s}
                lang={lang}
                label={t.score.facts.thumb(s.name[lang])}
                onPick={() => setScenario(s.id)}
              />
              <label>
                <input
                  type="radio"
                  name="scenario"
                  value={s.id}
                  data-testid={`scenario-${s.id}`}
                  checked={scenario === s.id || scenario.startsWith(`${s.id}:`)}
                  onChange={() => setScenario(s.id)}
                />{' '}
                {s.name[lang]}
              </label>
              <ScenarioFacts info={s} chosen={scenario} onVariant={setScenario} />
            </div>
          ))}
        <label>
          <input
            type="radio"
            name="scenario"
            value={PHALANX}
            data-testid="scenario-phalanx"
            checked={scenario === PHALANX}
            onChange={() => setScenario(PHALANX)}
          />{' '}
          {t.welcome.phalanx} — {t.welcome.phalanxSub}
        </label>
      </fieldset>
      {scenario !== PHALANX && <PlayersFields value={players} onChange={setPlayers} />}
      <label className="field">
        <TermLink term="seed">{t.newGame.seed}</TermLink>
        <input
          type="number"
          step={1}
          data-testid="seed"
          value={seed}
          aria-invalid={!seedOk}
          aria-describedby={seedOk ? undefined : 'seed-error'}
          onChange={(e) => {
            setSeed(e.target.value)
            setSeedShown(true)
          }}
        />
        <button type="button" onClick={() => setSeed(String(Math.floor(Math.random() * 100000)))}>
          {t.newGame.random}
        </button>
      </label>
      {!seedOk && seedShown && (
        <p className="error small" id="seed-error" role="alert" data-testid="seed-error">
          {t.newGame.seedBad}
        </p>
      )}
      {keepAs === null ? (
        <p className="muted small">{t.newGame.warn}</p>
      ) : (
        <p className="pbm-warn" role="alert" data-testid="new-game-mail-sure">
          {t.pbm.newSure(keepAs)}
        </p>
      )}
      <p className="muted small" data-testid="both-sides-note">
        {t.teach.solo.newGame}
      </p>
      <div className="row">
        {keepAs === null ? (
          <button type="button" className="primary" data-testid="start-game" onClick={start}>
            {t.newGame.start}
          </button>
        ) : (
          <button type="button" className="primary" data-testid="start-game-confirm" onClick={start}>
            {t.pbm.newConfirm}
          </button>
        )}
        <button type="button" onClick={close}>
          {t.newGame.cancel}
        </button>
      </div>
    </Modal>
  )
}
