// "Export the record": the move list as a Markdown file in the game's language, the board picture at its end.
import { PICTURE_STRINGS } from '../../i18n/picture'
import { bundle, gameStore } from '../../store/app'
import { useUi } from '../../store/ui'
import { currentPicture, dataUrl, picturePng } from '../pictureFile'
import { download, recordMarkdown } from './format'

/**
 * The board as it stands as a Markdown image: a PNG data URL, so the record needs no file beside it (viewers that
 * render data URLs show it; SVG ones are refused more often, as SVG may carry script). Half size keeps the record
 * under a megabyte; the menu's picture is the full-size one to post.
 */
async function pictureSection(lang: 'ru' | 'en'): Promise<string> {
  const { pic } = await currentPicture()
  const url = await dataUrl(await picturePng(pic, 0.5))
  const alt = pic.lines.slice(0, 2).join(' — ').replace(/[[\]]/g, '')
  return `\n## ${PICTURE_STRINGS[lang].recordHead}\n\n![${alt}](${url})\n`
}

export function exportRecord(): void {
  // A plain function for the buttons that export: the record and the language as they are when one is pressed.
  const g = gameStore.getState()
  const lang = useUi.getState().lang
  const scenarioName = bundle.scenarios.find((s) => s.id === g.scenarioId)?.name[lang] ?? g.scenarioId
  const text = recordMarkdown({ scenarioName, seed: g.seed, commands: g.commands, log: g.log, state: g.state, lang })
  const save = (picture: string) =>
    download(`borodino-${g.scenarioId}-${g.seed}-${lang}.md`, text + picture, 'text/markdown;charset=utf-8')
  // A picture that cannot be made (the map's file did not load) leaves the record as it was, without it.
  pictureSection(lang).then(save, () => save(''))
}
