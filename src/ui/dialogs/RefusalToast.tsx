// The engine's refusal of the last command, with its rule. It sits over the board only (never the side panel),
// beside the tutorial card when there is one, and goes away when the player selects something else.
import { useEffect } from 'react'
import { gameStore, useGame } from '../../store/app'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/ui'
import { formatRefusal } from '../../i18n'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'

function dismiss(): void {
  // Called by a store subscription (before any render has the new selection) and by the ×: what is shown now.
  if (gameStore.getState().refusal) gameStore.getState().clearRefusal()
  if (useUi.getState().explanation) useUi.getState().explain(null)
}

export function RefusalToast() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  // The engine's refusal of the last command, or the UI's explanation of the last click: the newer one
  // (a command, refused or not, clears the explanation; see startApp).
  const refusal = useGame((s) => s.refusal)
  const explanation = useUi((s) => s.explanation)
  const r = explanation ?? refusal
  const tutorial = useTutorial((s) => s.active)
  // A refusal is about the last click: a new selection makes it stale.
  useEffect(
    () =>
      useUi.subscribe((s, p) => {
        if (
          s.selectedUnit === p.selectedUnit &&
          s.selectedCommander === p.selectedCommander &&
          s.defender === p.defender
        )
          return
        dismiss()
      }),
    [],
  )
  if (!r) return null
  // Most refusals already begin with "Нельзя:" / "Not allowed:"; the others get it here.
  const text = formatRefusal(r, lang)
  const said = /^(Нельзя|Not allowed)[:\s]/.test(text)
  return (
    <div
      className={tutorial ? 'toast board-toast beside-tutorial' : 'toast board-toast'}
      role="alert"
      data-testid="refusal"
      data-code={r.code}
      data-rule={r.rule}
    >
      {/* Not a rule's answer (a command the app could not carry out): no "Not allowed", no rule to link. */}
      {!said && r.rule && <b>{t.refusal}: </b>}
      {text}
      {r.rule && (
        <>
          {' — '}
          <RuleLink id={r.rule} />
        </>
      )}
      <button type="button" className="close" onClick={dismiss} aria-label={t.dismiss}>
        ×
      </button>
    </div>
  )
}

/** A short note from the UI (e.g. "game loaded"); it fades after a few seconds unless it stays (a note of a fetch
 * still going on). Shown above an open dialog. */
export function MessageToast() {
  const msg = useUi((s) => s.message)
  const stays = useUi((s) => s.messageStays)
  const { say } = useUiActions()
  useEffect(() => {
    if (!msg || stays) return
    const id = setTimeout(() => say(null), 4000)
    return () => clearTimeout(id)
  }, [msg, stays, say])
  if (!msg) return null
  return (
    <div className="toast ok-toast message-toast" role="status" data-testid="message">
      {msg}
    </div>
  )
}
