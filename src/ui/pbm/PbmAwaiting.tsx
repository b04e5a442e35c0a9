// Borodino's side panel while the other side plays at a distance: no phase's controls (they could not be used), only
// what is awaited and where to do it — the strip over the field sends and opens the turn files (as «Фаланга»'s).
import { useGame } from '../../store/app'
import { pbmStatus } from '../../store/pbm'
import { useT } from '../useT'

/** What this player awaits at a distance, as one string (a selector's value is compared by identity); '' for none. */
export const awaited = (g: Parameters<typeof pbmStatus>[0]): '' | 'wait-fr' | 'wait-ru' | 'send' | 'opening' => {
  const s = pbmStatus(g)
  if (s.kind === 'wait') return s.me === 'fr' ? 'wait-ru' : 'wait-fr'
  if (s.kind === 'send') return s.file < 0 ? 'opening' : 'send'
  return ''
}

export function PbmAwaiting() {
  const a = useT().pbm.awaiting
  const what = useGame(awaited)
  if (!what) return null
  return (
    <section className="panel pbm-awaiting" data-testid="pbm-awaiting" data-awaiting={what} role="status">
      <p>{what === 'wait-fr' ? a.wait('fr') : what === 'wait-ru' ? a.wait('ru') : a[what]}</p>
    </section>
  )
}
