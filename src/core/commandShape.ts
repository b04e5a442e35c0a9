// Command-shape checks, before any rule: input from a save, a script or a bug that is not a well-formed
// command is refused by name. Each ruleset lists its commands' fields; these helpers read them.

/** A check of one field's value (undefined when the field is absent). */
export type FieldCheck = (v: unknown) => boolean

/** The command's `type` when it is a plain object whose type is an own key of `shapes`, else null. */
export function commandType<K extends string>(cmd: unknown, shapes: Readonly<Record<K, unknown>>): K | null {
  if (cmd === null || typeof cmd !== 'object' || Array.isArray(cmd)) return null
  const type = (cmd as { type?: unknown }).type
  return typeof type === 'string' && Object.hasOwn(shapes, type) ? (type as K) : null
}

/** The fields of `cmd` that fail their checks (own keys only: `__proto__` is never read as a field). */
export function failingFields(cmd: object, shape: Readonly<Record<string, FieldCheck>>): string[] {
  const record = cmd as Record<string, unknown>
  return Object.entries(shape)
    .filter(([k, check]) => !check(Object.hasOwn(record, k) ? record[k] : undefined))
    .map(([k]) => k)
}

/**
 * Whether `v` is an array whose every element passes `check`, holes included: `Array.prototype.every` skips the
 * holes of a sparse array, which would let `[, 'x']` through as a list of ids.
 */
export function isListOf<T>(v: unknown, check: (x: unknown) => x is T): v is T[]
export function isListOf(v: unknown, check: (x: unknown) => boolean): v is unknown[]
export function isListOf(v: unknown, check: (x: unknown) => boolean): v is unknown[] {
  if (!Array.isArray(v)) return false
  const list: unknown[] = v
  for (let i = 0; i < list.length; i++) if (!(i in list) || !check(list[i])) return false
  return true
}

/** A value a caller gave as a command's type, quoted briefly for a refusal (never walked: it may be anything). */
export const quoteGiven = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : typeof v)

export const isString = (x: unknown): x is string => typeof x === 'string'
