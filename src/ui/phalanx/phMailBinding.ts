// What «Фаланга» gives the shared play-by-mail strip and dialog (src/ui/pbm): its exchange, its turn file's kind, its
// sides and how it words a refused command.
import type { PhRefusal, Side } from '../../phalanx'
import { phMail, PH_MAX_TURN_CHARS, PH_TURN_EXTENSION } from '../../store/phalanxMail'
import type { PhT } from './usePhT'

export const otherPh = (s: Side): Side => (s === 'south' ? 'north' : 'south')

export const phMailCommon = (t: PhT) => ({
  open: (text: string) => phMail().open(text),
  extension: PH_TURN_EXTENSION,
  maxChars: PH_MAX_TURN_CHARS,
  refusal: (r: PhRefusal) => `${r.rule}: ${t.ph.refusal[r.code](r.params, t.ph.unitName)}`,
})
