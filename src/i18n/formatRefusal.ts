// Words for the engine's refusals: the engine answers with { rule, code, params }, the reader's language
// supplies the sentence. Unit labels (params `label`, `labels`) are shown in Latin letters in English.
import type { Refusal, RefusalParams } from '../engine'
import type { Lang } from './lang'
import { latinLabel } from './latin'
import type { RefusalAdds, RefusalMessages, RefusalText } from './refusalTypes'

// Each language's messages travel in its strings chunk and are added here when it loads (loadLang), so the first
// screen carries one language's only.
export const REFUSALS: Partial<Record<Lang, RefusalMessages>> = {}
const ADDS: Partial<Record<Lang, RefusalAdds>> = {}

export function addRefusals(lang: Lang, messages: RefusalMessages, adds: RefusalAdds): void {
  REFUSALS[lang] = messages
  ADDS[lang] = adds
}

const LABEL_PARAMS = new Set(['label', 'labels'])

/** The refusal's facts as text: numbers as digits, flags as 'true' or '', lists joined by commas. */
export function refusalText(params: RefusalParams, lang: Lang): RefusalText {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) {
    const latin = lang === 'en' && LABEL_PARAMS.has(k)
    const one = (x: string) => (latin ? latinLabel(x) : x)
    if (typeof v === 'boolean') out[k] = v ? 'true' : ''
    else if (typeof v === 'number') out[k] = String(v)
    else if (typeof v === 'string') out[k] = one(v)
    else out[k] = v.map(one).join(', ')
  }
  return out
}

/** The refusal as a sentence in the given language. */
export function formatRefusal(r: Refusal, lang: Lang): string {
  // Until a language has loaded (the switch waits for it), one that has.
  const l: Lang = REFUSALS[lang] ? lang : REFUSALS.ru ? 'ru' : 'en'
  const message = REFUSALS[l]?.[r.code]
  const adds = ADDS[l]
  if (message && adds) {
    const p = refusalText(r.params, l)
    return (p.retreatInto ? adds.retreatInto(p) : '') + message(p) + (p.around ? adds.around(p) : '')
  }
  // A code without a message (the messages are typed by RefusalCode, so none should arrive) shows as itself.
  return r.code
}
