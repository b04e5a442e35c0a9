// Checked lookups for tests compiled with noUncheckedIndexedAccess: a missing value fails the test
// with a message saying what was missing, instead of a TypeError a few calls later.

/** The value, or a failure naming what was expected to be there. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, found ${String(value)}`)
  return value
}

/** The element at index i (negative counts from the end), or a failure naming the index and the length. */
export function at<T>(items: readonly T[], i: number): T {
  const k = i < 0 ? items.length + i : i
  if (k < 0 || k >= items.length) throw new Error(`expected an element at index ${i}, found ${items.length} element(s)`)
  return items[k] as T
}
