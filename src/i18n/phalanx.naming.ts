// Reading unit ids (S-H3, N-K, …) for both languages' unit names.
import type { Side } from '../phalanx'

export interface IdParts {
  side: Side
  kind: 'strategos' | 'hoplites' | 'cavalry' | 'peltasts' | 'camp'
  n: string
}

/** The parts of a unit id, or null when it is not one of the module's ids. */
export function idParts(id: string): IdParts | null {
  const m = /^([SN])-(S|H([1-6])|C([12])|P|K)$/.exec(id)
  if (!m) return null
  const side: Side = m[1] === 'S' ? 'south' : 'north'
  if (m[2] === 'S') return { side, kind: 'strategos', n: '' }
  if (m[3]) return { side, kind: 'hoplites', n: m[3] }
  if (m[4]) return { side, kind: 'cavalry', n: m[4] }
  return { side, kind: m[2] === 'P' ? 'peltasts' : 'camp', n: '' }
}

export const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
export const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : [])
