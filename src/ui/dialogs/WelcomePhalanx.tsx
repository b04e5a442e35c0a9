// The welcome's offer of the second game, «Фаланга»: its lesson or a game at once (its screens load then).
import type { PhalanxStart } from '../../store/ui'
import { useT } from '../useT'

export function WelcomePhalanx({ onOpen }: { onOpen: (start: PhalanxStart) => void }) {
  const t = useT()
  return (
    <section className="welcome-phalanx" data-testid="welcome-phalanx-offer">
      <p>{t.welcome.phalanxWhat}</p>
      <div className="welcome-choices">
        <button
          type="button"
          className="welcome-choice"
          data-testid="welcome-phalanx-tutorial"
          onClick={() => onOpen('tutorial')}
        >
          <b>{t.welcome.phalanxTutorial}</b>
          <span>{t.welcome.phalanxTutorialSub}</span>
        </button>
        <button type="button" className="welcome-choice" data-testid="welcome-phalanx" onClick={() => onOpen('new')}>
          <b>{t.welcome.phalanx}</b>
          <span>{t.welcome.phalanxSub}</span>
        </button>
      </div>
    </section>
  )
}
