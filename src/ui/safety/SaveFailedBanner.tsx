// Shown while the Borodino game cannot be saved in the browser (storage full or refused), until a save works.
import { useGame } from '../../store/app'
import { useT } from '../useT'
import { downloadGame } from '../download'
import { SaveFailedBanner as Banner } from '../saves/AutosaveNotices'

export function SaveFailedBanner() {
  const t = useT()
  const failed = useGame((s) => s.saveFailed)
  return <Banner failed={failed} w={t.safety} onDownload={downloadGame} />
}
