// The technical detail of a Borodino save problem in the reader's language: a refused command on replay is
// «№n (type) — rule: the refusal's words»; any other detail is shown as the reader wrote it (a field, a size).
import type { SaveProblem } from '../core'
import type { Refusal } from '../engine'
import { formatRefusal } from './formatRefusal'
import type { Lang } from './lang'

export function saveProblemDetail(p: SaveProblem<Refusal>, lang: Lang): string {
  if (p.command && p.refusal) {
    // The refusal without its final full stop: the line is one clause of the list.
    const words = formatRefusal(p.refusal, lang).replace(/\.$/, '')
    return `№${p.command.index} (${p.command.type}) — ${p.refusal.rule ?? p.refusal.code}: ${words}`
  }
  return p.detail ?? ''
}
