// «Снимок поля»: the picture of the board as it stands, previewed, to download as PNG or SVG.
import { useEffect, useState } from 'react'
import { PICTURE_STRINGS } from '../../i18n/picture'
import { useUi } from '../../store/ui'
import { Modal } from './Modal'
import { useUiActions } from '../storeActions'
import { currentPicture, downloadPng, downloadSvg, type Picture } from '../pictureFile'

type Made = { pic: Picture; name: string; preview: string } | 'failed' | null

export function PictureDialog() {
  const lang = useUi((s) => s.lang)
  const w = PICTURE_STRINGS[lang].dialog
  const { openDialog } = useUiActions()
  const [made, setMade] = useState<Made>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    // Made once the dialog opens (and again in the other language); the preview is the SVG itself.
    let live = true
    let url = ''
    currentPicture().then(
      ({ pic, name }) => {
        url = URL.createObjectURL(new Blob([pic.svg], { type: 'image/svg+xml' }))
        if (live) setMade({ pic, name, preview: url })
        else URL.revokeObjectURL(url)
      },
      () => live && setMade('failed'),
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [lang])
  const ready = made && made !== 'failed' ? made : null
  const [pngFailed, setPngFailed] = useState(false)
  const png = () => {
    if (!ready) return
    setBusy(true)
    setPngFailed(false)
    // A PNG that cannot be drawn (a canvas too large for a phone, say) leaves the picture and its SVG as they were.
    downloadPng(ready.pic, ready.name).then(
      () => setBusy(false),
      () => {
        setBusy(false)
        setPngFailed(true)
      },
    )
  }
  return (
    <Modal title={w.title} onClose={() => openDialog(null)} testId="picture-dialog" wide>
      <p>{w.lead}</p>
      {pngFailed && (
        <p className="error" role="alert" data-testid="picture-png-failed">
          {w.pngFailed}
        </p>
      )}
      {made === 'failed' ? (
        <p className="error" role="alert" data-testid="picture-failed">
          {w.failed}
        </p>
      ) : ready ? (
        <img
          src={ready.preview}
          alt={w.alt}
          data-testid="picture-preview"
          data-width={ready.pic.width}
          data-height={ready.pic.height}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '55vh', margin: '0 auto', objectFit: 'contain' }}
        />
      ) : (
        <p className="muted">{w.loading}</p>
      )}
      <div className="row center">
        <button
          type="button"
          className="primary"
          data-testid="export-picture-png"
          disabled={!ready || busy}
          onClick={png}
        >
          {busy ? w.loading : w.png}
        </button>
        <button
          type="button"
          data-testid="export-picture-svg"
          disabled={!ready}
          onClick={() => ready && downloadSvg(ready.pic, ready.name)}
        >
          {w.svg}
        </button>
        <button type="button" onClick={() => openDialog(null)}>
          {w.close}
        </button>
      </div>
    </Modal>
  )
}
