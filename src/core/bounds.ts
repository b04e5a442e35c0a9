// Numbers that reach a game from outside its rules (a review position from a key or a list, a turn, a delay, a
// setting from a link) are checked where they enter: a position is a whole number within its range, or nothing.

/**
 * `v` as a whole number in [min, max]: a fraction is cut to its whole part and a number outside the range is
 * brought to its nearer end (±Infinity included); null when `v` is not a number at all (NaN, a string, undefined),
 * which the caller refuses (does nothing).
 */
export function clampInt(v: unknown, min: number, max: number): number | null {
  if (typeof v !== 'number' || Number.isNaN(v)) return null
  const whole = Number.isFinite(v) ? Math.trunc(v) : v
  return Math.min(max, Math.max(min, whole))
}
