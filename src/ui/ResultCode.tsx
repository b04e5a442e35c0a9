// A combat result code (CBT.7) as a small badge: the letter bold and the digit in its own box, so that
// the Cyrillic «З1» never reads as the number 31. The full meaning is in the title.
import type { CombatResult } from '../engine'
import { RESULT_LABEL } from '../i18n'
import { useUi } from '../store/ui'
import { useT } from './useT'

export function ResultCode({ code }: { code: CombatResult }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const label = RESULT_LABEL[code][lang]
  const [head, ...rest] = [...label]
  return (
    <span className="rcode" title={t.combat.resultNames[code]} data-result={code}>
      <span className="rc-l">{head}</span>
      {rest.length > 0 && <span className="rc-n">{rest.join('')}</span>}
    </span>
  )
}
