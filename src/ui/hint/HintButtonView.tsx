// The hint button of either game: «Hint (h)», or while the computer thinks the seconds passing (pressed again, it
// cancels the request). The game's button says when it is shown and what asking and cancelling do.
import { useEffect, useState } from 'react'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { decimalOf, type Lang } from '../../i18n'
import type { HintStatus } from '../../store/hint'

/** The thinking time so far, in tenths of a second. */
function Elapsed({ since, say, lang }: { since: number; say: (s: string) => string; lang: Lang }) {
  const [now, setNow] = useState(() => performance.now())
  useEffect(() => {
    const id = setInterval(() => setNow(performance.now()), 200)
    return () => clearInterval(id)
  }, [])
  return <>{say(decimalOf(Math.max(0, now - since) / 1000, lang))}</>
}

export function HintButtonView({
  status,
  since,
  onAsk,
  onCancel,
}: {
  status: HintStatus
  since: number | null
  onAsk: () => void
  onCancel: () => void
}) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const thinking = status === 'thinking'
  return (
    <button
      type="button"
      className={thinking ? 'hint-button thinking' : 'hint-button'}
      data-testid="hint"
      data-state={status}
      aria-busy={thinking}
      title={thinking ? t.hint.cancel : `${t.hint.button} (h)`}
      onClick={thinking ? onCancel : onAsk}
    >
      {thinking ? (
        <>
          <span className="ai-spinner" aria-hidden="true" />{' '}
          <Elapsed since={since ?? 0} say={t.hint.thinking} lang={lang} />
        </>
      ) : (
        <>{t.hint.button} (h)</>
      )}
    </button>
  )
}
