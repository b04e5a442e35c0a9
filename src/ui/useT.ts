// The current language's strings.
import { STRINGS, type Strings } from '../i18n'
import { useUi } from '../store/uiStore'

export function useT(): Strings {
  return STRINGS[useUi((s) => s.lang)]
}

