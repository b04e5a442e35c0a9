// Exact chances of the coach: small fractions (PH-OPT.1's die has six faces), kept in lowest terms.
import type { Chance } from './types'

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** num / den in lowest terms. */
export function chance(num: number, den: number): Chance {
  const g = gcd(num, den) || 1
  return { num: num / g, den: den / g }
}

export const SURE: Chance = { num: 1, den: 1 }
export const NEVER: Chance = { num: 0, den: 1 }

/** The chance of the other outcome. */
export const otherwise = (c: Chance): Chance => chance(c.den - c.num, c.den)
