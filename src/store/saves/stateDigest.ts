// A short fingerprint of a game state, kept in saves instead of the whole state: a save's commands
// replayed from its scenario must give a state with the same fingerprint (SEQ.4). Not a security
// measure, only a check that the file was not altered and the rules replay it the same way.

/** JSON with every object's keys sorted: the same state gives the same text whatever the key order. */
function canonical(v: unknown, out: string[]): void {
  if (v === null || typeof v !== 'object') {
    out.push(v === undefined ? 'null' : JSON.stringify(v))
    return
  }
  if (Array.isArray(v)) {
    out.push('[')
    v.forEach((x, i) => {
      if (i) out.push(',')
      canonical(x, out)
    })
    out.push(']')
    return
  }
  const o = v as Record<string, unknown>
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
  out.push('{')
  keys.forEach((k, i) => {
    out.push(i ? ',' : '', JSON.stringify(k), ':')
    canonical(o[k], out)
  })
  out.push('}')
}

/** Two 32-bit FNV-1a style hashes of the state's canonical JSON text, as 16 hex digits. */
export function stateDigest(state: unknown): string {
  const parts: string[] = []
  canonical(state, parts)
  const text = parts.join('')
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15)
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}
