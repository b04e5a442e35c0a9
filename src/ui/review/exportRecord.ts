// "Export the record": the move list as a Markdown file in the game's language.
import { bundle, gameStore } from '../../store/app'
import { useUi } from '../../store/ui'
import { download, recordMarkdown } from './format'

export function exportRecord(): void {
  // A plain function for the buttons that export: the record and the language as they are when one is pressed.
  const g = gameStore.getState()
  const lang = useUi.getState().lang
  const scenarioName = bundle.scenarios.find((s) => s.id === g.scenarioId)?.name[lang] ?? g.scenarioId
  const text = recordMarkdown({ scenarioName, seed: g.seed, commands: g.commands, log: g.log, state: g.state, lang })
  download(`borodino-${g.scenarioId}-${g.seed}-${lang}.md`, text, 'text/markdown;charset=utf-8')
}
