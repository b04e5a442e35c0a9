// The worst graded decisions of each turn, costliest first (at most three a turn), turns in order.
import type { JudgedDecision } from '../../store/review'

export function worstOfTurns(
  results: readonly JudgedDecision[],
  n = 3,
): Array<{ turn: number; worst: JudgedDecision[] }> {
  const byTurn = new Map<number, JudgedDecision[]>()
  for (const r of results) if (r.grade) byTurn.set(r.turn, [...(byTurn.get(r.turn) ?? []), r])
  return [...byTurn.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([turn, list]) => ({
      turn,
      worst: [...list].sort((a, b) => b.loss - a.loss || a.start - b.start).slice(0, n),
    }))
}
