// The first visit (no saved game): what the game is and the ways in, the common case first. One first step is
// recommended (data-recommended): the lessons, or the lesson left half-way when there is one to go on with. Then a
// person alone plays the computer in one click (WelcomeSolo), two people share the screen (the historical or the
// hypothetical scenario, named as New game names them), and «Фаланга» is offered last. Closing it starts the
// scenario in view with fresh dice.
import { bundle } from '../../store/app'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { Modal } from './Modal'
import { begin, closeWelcome, openPhalanx, randomSeed } from './welcomeActions'
import { useState } from 'react'
import { PlayersFields } from '../ai/PlayersFields'
import { HUMANS } from '../../store/game'
import { useGamesSoon } from '../useGamesSoon'
import { useTutorialActions, useUiActions } from '../storeActions'
import { WelcomeSolo } from './WelcomeSolo'
import { WelcomePhalanx } from './WelcomePhalanx'
import '../../styles/welcome.css'

/** The lesson to go on with: the last one left half-way, or null. */
const resumable = (saved: ReadonlyArray<number | null>): number | null => {
  for (let i = saved.length - 1; i >= 0; i--) if (saved[i] !== null && saved[i] !== undefined) return i
  return null
}

function Languages() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { setLang } = useUiActions()
  return (
    <div className="welcome-lang" role="group" aria-label={t.welcome.language}>
      {(['ru', 'en'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang === l}
          className={lang === l ? 'active' : ''}
          data-testid={`welcome-lang-${l}`}
          onClick={() => setLang(l)}
        >
          {l === 'ru' ? 'Русский' : 'English'}
        </button>
      ))}
    </div>
  )
}

/** The one recommended first step: the lessons, or going on with the one left half-way. */
function FirstStep() {
  const t = useT()
  const saved = useTutorial((s) => s.saved)
  const { start } = useTutorialActions()
  const lesson = resumable(saved)
  const step = lesson === null ? null : saved[lesson]
  return (
    <section className="welcome-block welcome-first" aria-labelledby="welcome-first-title">
      <h3 id="welcome-first-title">{t.welcome.start}</h3>
      <div className="welcome-choices">
        {lesson !== null && step !== null && step !== undefined && (
          <button
            type="button"
            className="welcome-choice primary"
            data-testid="welcome-resume"
            data-recommended="true"
            onClick={() => start(true, lesson)}
          >
            <b>{t.welcome.resume}</b>
            <span>{t.welcome.resumeSub(step + 1, t.teach.lessons[lesson]?.name ?? '')}</span>
          </button>
        )}
        <button
          type="button"
          className={lesson === null ? 'welcome-choice primary' : 'welcome-choice'}
          data-testid="welcome-tutorial"
          data-recommended={lesson === null ? 'true' : undefined}
          onClick={() => start(false, 0)}
        >
          <b>{t.welcome.tutorial}</b>
          <span>{t.welcome.tutorialSub}</span>
        </button>
      </div>
    </section>
  )
}

export function WelcomeDialog() {
  useGamesSoon()
  const historical = bundle.scenarios.find((s) => !s.hidden && !s.setup) ?? bundle.scenarios[0]! // the bundle always has scenarios
  const hypothetical = bundle.scenarios.find((s) => !s.hidden && s.setup)
  const short = bundle.scenarios.find((s) => !s.hidden && s.episode)
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { openRule } = useUiActions()
  const [players, setPlayers] = useState(HUMANS)
  return (
    <Modal title={t.welcome.title} onClose={() => closeWelcome(players)} testId="welcome-dialog">
      <Languages />
      <p className="welcome-what">{t.welcome.what}</p>
      <FirstStep />
      {short && <WelcomeSolo scenarioId={short.id} scenarioName={short.name[lang]} short />}
      <WelcomeSolo scenarioId={historical.id} scenarioName={historical.name[lang]} />
      <section className="welcome-block welcome-hotseat" aria-labelledby="welcome-hotseat-title">
        <h3 id="welcome-hotseat-title">{t.welcome.hotseat}</h3>
        <p className="muted">{t.welcome.hotseatWhat}</p>
        <PlayersFields value={players} onChange={setPlayers} />
        <div className="welcome-choices">
          <button
            type="button"
            className="welcome-choice"
            data-testid="welcome-historical"
            onClick={() => begin(historical.id, randomSeed(), players)}
          >
            <b>{historical.name[lang]}</b>
            <span>{t.welcome.historicalSub}</span>
          </button>
          {hypothetical && (
            <button
              type="button"
              className="welcome-choice"
              data-testid="welcome-hypothetical"
              onClick={() => begin(hypothetical.id, randomSeed(), players)}
            >
              <b>{hypothetical.name[lang]}</b>
              <span>{t.welcome.hypotheticalSub}</span>
            </button>
          )}
        </div>
      </section>
      <WelcomePhalanx onOpen={openPhalanx} />
      <p className="muted welcome-rules">
        {t.welcome.rulesNote}{' '}
        <button type="button" className="link-btn" data-testid="welcome-rules" onClick={() => openRule('MAP.1')}>
          {t.menu.rules}
        </button>
      </p>
    </Modal>
  )
}
