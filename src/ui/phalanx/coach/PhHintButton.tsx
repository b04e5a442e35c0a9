// «Фаланга»'s hint button: asks the computer player (at the computer opponent's level, or Normal between two people)
// for what it would do next on the person's side. Shown only when a person is to act in a live game with hints on.
import { phHintSide, useHintsEnabled } from '../../../store/hint'
import { mayAct, usePh } from '../../../store/phalanx'
import { HintButtonView } from '../../hint/HintButtonView'
import { usePhUi } from '../phUi'
import { askPhHint, phHint, usePhHint } from './phHint'

/** Whether a hint can be asked now: hints on, a person to act, not in the review or the tutorial. */
export function usePhHintAvailable(): boolean {
  const enabled = useHintsEnabled()
  // At a distance, only in this player's own turn.
  const side = usePh((g) => (mayAct(g) ? phHintSide(g) : null))
  const busy = usePhUi((s) => s.review !== null || s.tutorial !== null)
  return enabled && side !== null && !busy
}

export function PhHintButton() {
  const available = usePhHintAvailable()
  const status = usePhHint((v) => v.status)
  const since = usePhHint((v) => v.since)
  if (!available) return null
  return <HintButtonView status={status} since={since} onAsk={askPhHint} onCancel={() => phHint.close()} />
}
