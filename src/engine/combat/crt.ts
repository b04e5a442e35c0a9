// The combat results table (CBT.7) as data, with its columns and exact result odds.
import type { CombatResult } from '../core/state'

export const MIN_DIFF = -10
export const MAX_DIFF = 18

/** Column headings, left to right. */
export const CRT_COLUMNS: readonly string[] = [
  '−10…−9',
  '−8…−7',
  '−6…−5',
  '−4…−3',
  '−2…−1',
  '0',
  '+1…+2',
  '+3…+4',
  '+5…+6',
  '+7…+8',
  '+9…+10',
  '+11…+12',
  '+13…+14',
  '+15…+16',
  '+17…+18',
]

/** CRT[die - 1][column]: exactly the table of CBT.7. */
export const CRT: readonly (readonly CombatResult[])[] = [
  ['AE', 'AE', 'A2', 'A2', 'A1', 'A1', 'A1', 'A1', 'A1', 'A1', 'D1', 'D1', 'EX', 'EX', 'EX'],
  ['AE', 'A2', 'A2', 'A1', 'A1', 'A1', 'A1', 'A1', 'D1', 'D1', 'D1', 'D2', 'D2', 'D2', 'D2'],
  ['A2', 'A2', 'A1', 'A1', 'A1', 'A1', 'A1', 'D1', 'D1', 'D1', 'D2', 'D2', 'D2', 'D2', 'D2'],
  ['A2', 'A2', 'A1', 'A1', 'A1', 'D1', 'D1', 'D1', 'D1', 'D2', 'D2', 'D2', 'D2', 'D2', 'DE'],
  ['A2', 'A1', 'A1', 'D1', 'D1', 'D1', 'D1', 'D1', 'D2', 'D2', 'D2', 'D2', 'D2', 'DE', 'DE'],
  ['EX', 'EX', 'D1', 'D1', 'D1', 'D1', 'D1', 'D2', 'D2', 'D2', 'D2', 'DE', 'DE', 'DE', 'DE'],
]

export const RESULTS: readonly CombatResult[] = ['AE', 'A2', 'A1', 'EX', 'D1', 'D2', 'DE']

export const clampDiff = (diff: number): number => Math.max(MIN_DIFF, Math.min(MAX_DIFF, diff))

/** The column index (0–14) for a differential, after clamping. */
export function columnOf(diff: number): number {
  const d = clampDiff(diff)
  if (d === 0) return 5
  return d < 0 ? 5 - Math.ceil(-d / 2) : 5 + Math.ceil(d / 2)
}

/** The result for a die of 1–6 (rollDie) at a differential: the row and column are always in the table. */
export function crtResult(diff: number, die: number): CombatResult {
  return CRT[die - 1]![columnOf(diff)]!
}

/** Exact odds of each result for a differential: 1/6 per die face, summed; results that cannot happen are left out. */
export function resultOdds(diff: number): Array<{ result: CombatResult; probability: number; dice: number[] }> {
  const col = columnOf(diff)
  const out: Array<{ result: CombatResult; probability: number; dice: number[] }> = []
  for (const r of RESULTS) {
    const dice: number[] = []
    for (let d = 1; d <= 6; d++) if (CRT[d - 1]![col] === r) dice.push(d)
    if (dice.length) out.push({ result: r, probability: dice.length / 6, dice })
  }
  return out
}
