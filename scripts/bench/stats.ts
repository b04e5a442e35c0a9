// Percentiles and rounding shared by the benchmark and profile scripts.

/** The p-th percentile of the samples, nearest rank; undefined when there are none. */
export function percentile(xs: readonly number[], p: number): number | undefined {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}

/** The p-th percentile; throws when there are no samples: a run that measured nothing must not print a figure. */
export function pct(xs: readonly number[], p: number): number {
  const v = percentile(xs, p)
  if (v === undefined) throw new Error(`p${p} of no samples: the run measured nothing`)
  return v
}

/** The middle sample, or the mean of the two middle ones; throws when there are none. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const h = s.length >> 1
  if (!s.length) throw new Error('median of no samples: the run measured nothing')
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2 // h < s.length, and h ≥ 1 when the count is even
}

/** The p-th percentile, 0 when there are no samples (a profile's column that nothing fell into). */
export const pctOr0 = (xs: readonly number[], p: number): number => percentile(xs, p) ?? 0

/** Rounded to one decimal, for the JSON lines. */
export const r1 = (x: number): number => Math.round(x * 10) / 10
