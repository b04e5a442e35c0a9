// The battle record's words in the current language.
import { REVIEW_STRINGS, type ReviewStrings } from '../../i18n/review'
import { useUi } from '../../store/ui'

export function useRT(): ReviewStrings {
  return REVIEW_STRINGS[useUi((s) => s.lang)]
}
