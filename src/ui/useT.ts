// The current language's strings (every one of them: a language is one chunk, loaded before the first render).
import { stringsFor, type Strings } from '../i18n'
import { useUi } from '../store/ui'

export function useT(): Strings {
  return stringsFor(useUi((s) => s.lang))
}
