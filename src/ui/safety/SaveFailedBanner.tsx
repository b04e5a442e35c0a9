// Shown while the game cannot be saved in the browser (storage full or refused), until a save works.
import { useGame } from '../../store/app'
import { useT } from '../useT'
import { downloadGame } from '../download'

export function SaveFailedBanner() {
  const t = useT()
  const failed = useGame((s) => s.saveFailed)
  if (!failed) return null
  return (
    <div className="save-failed" role="alert" data-testid="save-failed-banner">
      <span>{t.safety.saveFailed[failed]}</span>
      <button type="button" className="primary" data-testid="save-failed-download" onClick={() => downloadGame()}>
        {t.safety.download}
      </button>
    </div>
  )
}
