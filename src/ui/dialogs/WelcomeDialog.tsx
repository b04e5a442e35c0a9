// The first visit (no saved game): what the game is, and three ways in — the tutorial, the historical
// scenario, the hypothetical one with free setup (named as New game names them, from the scenario files). Closing it starts the same scenario with fresh dice.
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

export function WelcomeDialog() {
  useGamesSoon()
  const historical = bundle.scenarios.find((s) => !s.hidden && !s.setup) ?? bundle.scenarios[0]! // the bundle always has scenarios
  const hypothetical = bundle.scenarios.find((s) => !s.hidden && s.setup)
  const t = useT()
  const saved = useTutorial((s) => s.saved[0] ?? null)
  const lang = useUi((s) => s.lang)
  const { setLang, openRule } = useUiActions()
  const { start } = useTutorialActions()
  const [players, setPlayers] = useState(HUMANS)
  return (
    <Modal title={t.welcome.title} onClose={() => closeWelcome(players)} testId="welcome-dialog">
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
      <div className="welcome-phalanx" data-testid="welcome-phalanx-offer">
        <p>{t.welcome.phalanxWhat}</p>
        <div className="welcome-choices">
          <button
            type="button"
            className="welcome-choice primary"
            data-testid="welcome-phalanx-tutorial"
            onClick={() => openPhalanx('tutorial')}
          >
            <b>{t.welcome.phalanxTutorial}</b>
            <span>{t.welcome.phalanxTutorialSub}</span>
          </button>
          <button
            type="button"
            className="welcome-choice"
            data-testid="welcome-phalanx"
            onClick={() => openPhalanx('new')}
          >
            <b>{t.welcome.phalanx}</b>
            <span>{t.welcome.phalanxSub}</span>
          </button>
        </div>
      </div>
      <p className="welcome-what">{t.welcome.what}</p>
      <PlayersFields value={players} onChange={setPlayers} />
      <div className="welcome-choices">
        <button
          type="button"
          className="welcome-choice primary"
          data-testid="welcome-tutorial"
          onClick={() => start(saved !== null)}
        >
          <b>{t.welcome.tutorial}</b>
          <span>{t.welcome.tutorialSub}</span>
        </button>
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
      <p className="muted welcome-rules">
        {t.welcome.rulesNote}{' '}
        <button type="button" className="link-btn" data-testid="welcome-rules" onClick={() => openRule('MAP.1')}>
          {t.menu.rules}
        </button>
      </p>
    </Modal>
  )
}
