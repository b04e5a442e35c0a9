// Parsing a save's text with its limits checked first: the size, then how deeply arrays and objects nest.
// JSON.parse itself copes with any depth, but everything after it that walks the value (a shape check, a
// message quoting it, JSON.stringify) recurses: a file nested thousands deep would overflow the stack there.

/** No save of either game nests deeper than a few levels (version 1 Borodino files, the deepest, reach 6). */
export const MAX_DEPTH = 32

export type Parsed =
  { ok: true; value: unknown } | { ok: false; code: 'not-json' | 'too-large' | 'too-deep'; detail?: string }

/** Whether arrays and objects nest deeper than `limit` in a JSON text; strings are skipped, nothing is parsed. */
export function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

const kb = (chars: number): string => `${Math.round(chars / 1000)} KB`

/** A save's text as a value, or why it cannot be one: not text, too large, too deep, not JSON. Never throws. */
export function parseLimited(text: unknown, maxChars: number): Parsed {
  if (typeof text !== 'string') return { ok: false, code: 'not-json' }
  if (text.length > maxChars) return { ok: false, code: 'too-large', detail: `${kb(text.length)} > ${kb(maxChars)}` }
  if (nestsDeeper(text, MAX_DEPTH)) return { ok: false, code: 'too-deep', detail: `> ${MAX_DEPTH}` }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, code: 'not-json' }
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A value quoted in a message, never long (the value is at most MAX_DEPTH deep: it came through parseLimited). */
export function quote(v: unknown): string {
  let s: string
  try {
    s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))
  } catch {
    s = typeof v
  }
  return s.length > 40 ? `${s.slice(0, 40)}…` : s
}
