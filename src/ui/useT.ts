// The current language's strings.
import { stringsFor, type Strings } from '../i18n'
import { useUi } from '../store/uiStore'

export function useT(): Strings {
  return stringsFor(useUi((s) => s.lang))
}
