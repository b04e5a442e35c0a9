// The board picture of the game in progress as files, in the browser: the live position (not a reviewed one), its
// log's last side's turn, the screen's language and the static map the board shows (the built file, fetched once a
// language); PNG by drawing the SVG as an image onto a canvas. An SVG drawn as an image loads nothing and runs
// nothing, so the picture is standalone by construction; its text is set in the system's fonts.
import { bundle, gameStore, map } from '../store/app'
import { useUi } from '../store/ui'
import { pictureSvg, turnArrows, type Picture } from './picture'
import { downloadBlob } from './saves/downloadText'

export type { Picture }

/** The SVG as an image the browser has decoded. */
function svgImage(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  const img = new Image()
  return new Promise<HTMLImageElement>((resolve, reject) => {
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('the picture’s SVG did not load as an image'))
    img.src = url
  }).finally(() => URL.revokeObjectURL(url))
}

/** The picture rasterised at `scale` pixels a unit (1: a counter 58 px wide, as the board at its default zoom). */
export async function picturePng(pic: Picture, scale = 1): Promise<Blob> {
  const img = await svgImage(pic.svg)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(pic.width * scale)
  canvas.height = Math.round(pic.height * scale)
  const g = canvas.getContext('2d')
  if (!g) throw new Error('no 2D canvas')
  g.drawImage(img, 0, 0, canvas.width, canvas.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no PNG'))), 'image/png'),
  )
}

/** A blob as a data: URL (for the picture embedded in the battle record). */
export function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(typeof r.result === 'string' ? r.result : '')
    r.onerror = () => reject(r.error ?? new Error('the picture could not be read'))
    r.readAsDataURL(blob)
  })
}

type MapKey = keyof typeof __STATIC_MAP__
const mapDocs: Partial<Record<MapKey, Promise<string>>> = {}

/** The static map's document in a language, or its hex numbers'; a failed fetch is not remembered, so the next try
 *  fetches again. */
function mapDoc(key: MapKey): Promise<string> {
  mapDocs[key] ??= fetch(`./${__STATIC_MAP__[key]}`)
    .then((r) => {
      if (!r.ok) throw new Error(`the map's image: HTTP ${r.status}`)
      return r.text()
    })
    .catch((err: unknown) => {
      delete mapDocs[key]
      throw err
    })
  return mapDocs[key]
}

/** The picture of the game as it stands, and the name its files take. */
export async function currentPicture(): Promise<{ pic: Picture; name: string }> {
  const lang = useUi.getState().lang
  const g = gameStore.getState()
  const info = bundle.scenarios.find((s) => s.id === g.scenarioId)
  const scenarioName = info ? [info.name[lang], info.variantName?.[lang]].filter(Boolean).join(' · ') : g.scenarioId
  const [mapSvg, numbersSvg] = await Promise.all([mapDoc(lang), mapDoc('numbers')])
  const pic = pictureSvg({
    map,
    mapSvg,
    numbersSvg,
    state: g.state,
    lang,
    scenarioName,
    arrows: turnArrows(g.log, g.state),
  })
  // A variant's id has a colon, which some systems refuse in a file's name.
  const id = g.scenarioId.replace(/[^\w-]+/g, '-')
  return { pic, name: `borodino-${id}-turn${g.state.turn}-${g.state.side}-${lang}` }
}

export function downloadSvg(pic: Picture, name: string): void {
  downloadBlob(`${name}.svg`, new Blob([pic.svg], { type: 'image/svg+xml' }))
}

export async function downloadPng(pic: Picture, name: string): Promise<void> {
  downloadBlob(`${name}.png`, await picturePng(pic))
}
