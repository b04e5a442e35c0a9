// The side panel while the other side plays at a distance: no mover's controls (they could not be used), only what
// is awaited and where to do it — the strip over the field sends and opens the turn files.
import type { Side } from '../../phalanx'
import { usePh } from '../../store/phalanx'
import { phMailStatus } from '../../store/phalanxMail'
import { otherPh } from './phMailBinding'
import { usePhT } from './usePhT'

/** What this player awaits at a distance, as one string (a selector's value is compared by identity). */
const awaited = (g: Parameters<typeof phMailStatus>[0]): string => {
  const s = phMailStatus(g)
  if (s.kind !== 'wait' && s.kind !== 'send') return ''
  return `${s.kind === 'wait' ? 'wait' : s.file < 0 ? 'opening' : 'send'} ${s.me}`
}

export function PhAwaiting() {
  const t = usePhT()
  const a = t.mail.awaiting
  const what = usePh(awaited)
  if (!what) return null
  const [kind, me] = what.split(' ') as ['wait' | 'send' | 'opening', Side]
  return (
    <section className="ph-phase ph-awaiting" data-testid="ph-awaiting" data-awaiting={kind} role="status">
      <p className="ph-hint">{kind === 'wait' ? a.wait(otherPh(me)) : kind === 'opening' ? a.opening : a.send}</p>
    </section>
  )
}
