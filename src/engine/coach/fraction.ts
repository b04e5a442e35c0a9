// Exact probabilities: reduced fractions of big integers. Dice trees multiply sixths and eighteenths
// many times over, so ordinary numbers would round; bigints never do.

/** num / den, reduced, den > 0. */
export interface Fraction {
  readonly num: bigint
  readonly den: bigint
}

/** A chance that may depend on choices a player makes later: at least `low`, at most `high`. */
export interface Bounds {
  readonly low: Fraction
  readonly high: Fraction
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y) [x, y] = [y, x % y]
  return x
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num)
  let d = BigInt(den)
  if (d < 0n) [n, d] = [-n, -d]
  const g = gcd(n, d) || 1n
  return { num: n / g, den: d / g }
}

export const ZERO: Fraction = fraction(0)
export const ONE: Fraction = fraction(1)

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den)
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den - b.num * a.den, a.den * b.den)
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den)
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den, a.den * b.num)
export const sameFraction = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den

/** The fraction as a floating-point number, for display only. */
export function fractionValue(f: Fraction): number {
  return Number(f.num) / Number(f.den)
}

export const exactly = (f: Fraction): Bounds => ({ low: f, high: f })
export const addBounds = (a: Bounds, b: Bounds): Bounds => ({ low: add(a.low, b.low), high: add(a.high, b.high) })
export const scaleBounds = (a: Bounds, f: Fraction): Bounds => ({ low: mul(a.low, f), high: mul(a.high, f) })
export const NO_CHANCE: Bounds = exactly(ZERO)
