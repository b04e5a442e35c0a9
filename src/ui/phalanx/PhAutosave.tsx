// The Phalanx autosave's notices: the shared ones (ui/saves) with this game's words: an autosave that cannot be
// read (kept until the player decides) and an autosave that could not be written.
import { usePh } from '../../store/phalanx'
import { BrokenAutosave, SaveFailedBanner, downloadText } from '../saves'
import { phGameFile, phProblemDetail } from './PhSaves'
import { usePhT } from './usePhT'
import { usePhActions } from './phStoreActions'

export function PhAutosave() {
  const t = usePhT()
  const broken = usePh((s) => s.brokenAutosave)
  const failed = usePh((s) => s.saveFailed)
  const { markSaved, discardBrokenAutosave } = usePhActions()
  const download = () => {
    const f = phGameFile()
    downloadText(f.name, f.text)
    markSaved()
  }
  return (
    <>
      <SaveFailedBanner failed={failed} w={t.ui.autosave} onDownload={download} />
      <BrokenAutosave
        broken={broken}
        w={t.ui.autosave}
        problemWords={t.ui.saves}
        detail={(p) => phProblemDetail(t, p)}
        fileName="phalanx-autosave.json"
        onDiscard={() => discardBrokenAutosave()}
      />
    </>
  )
}
