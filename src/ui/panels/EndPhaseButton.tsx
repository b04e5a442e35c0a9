// "End phase": disabled with the engine's reason when the rules forbid it. It goes the way the e key goes (the board's
// controller), so a phase end that costs something is asked about first whichever way it is ended. Right after the
// phase changes it rests for a moment: a second click meant for the phase just ended (the rally roll ends the rally
// phase by itself) must not end the next one unseen.
import { useEffect, useMemo, useRef, useState } from 'react'
import { isGameOver, whyCannotEndPhase, type Phase } from '../../engine'
import type { TermId } from '../../i18n/content/glossary'
import { bundle, useGame } from '../../store/app'
import { mayAct } from '../../store/pbm'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { formatRefusal } from '../../i18n'
import { emit } from '../board/host'
import { useTermProps } from '../termTitle'

/** How long the button rests after a phase change: longer than a double click, shorter than reading the panel. */
const REST_MS = 600

/** The glossary entry of the phase the button ends (at the end of the game the button is gone). */
const PHASE_TERM: Record<Phase, TermId> = {
  setup: 'setup',
  rally: 'rally',
  movement: 'movement',
  combat: 'combat',
  over: 'turn-phase',
}

export function EndPhaseButton() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  // By mail, outside this player's own turn nothing is his to end (the strip over the board says what is awaited).
  const waiting = useGame((s) => !mayAct(s))
  const termProps = useTermProps()
  const why = useMemo(() => whyCannotEndPhase(bundle.ctx, state), [state])
  const phaseKey = `${state.turn}-${state.side}-${state.phase}`
  const seen = useRef(phaseKey)
  const [resting, setResting] = useState(false)
  useEffect(() => {
    if (seen.current === phaseKey) return
    seen.current = phaseKey
    setResting(true)
    const id = setTimeout(() => setResting(false), REST_MS)
    return () => clearTimeout(id)
  }, [phaseKey])
  if (isGameOver(state)) return null
  return (
    <div className="end-phase">
      <button
        type="button"
        className="primary"
        data-testid="end-phase"
        disabled={!!why || resting || waiting}
        // The phase's name is a term: its definition, after the reason the button is disabled, if any.
        {...termProps(PHASE_TERM[state.phase], why ? formatRefusal(why, lang) : null)}
        onClick={() => emit({ kind: 'endPhase' })}
      >
        {t.panel.endPhase}: {t.phase[state.phase]} →
      </button>
      {why && (
        <p className="why" data-testid="end-phase-why">
          {formatRefusal(why, lang)} <RuleLink id={why.rule} />
        </p>
      )}
    </div>
  )
}
