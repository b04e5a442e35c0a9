// The Russian noun form after a number: one (1, 21, 101 клетка), few (2–4, 22–24 клетки), many (0, 5–20, 25 клеток).
// Each sentence passes the three forms in the case it needs («не меньше 1 очка, 2 очков, 5 очков»).
export function pluralRu(n: number, one: string, few: string, many: string): string {
  const a = Math.abs(n)
  const d = a % 10
  const dd = a % 100
  if (!Number.isInteger(a) || (dd >= 11 && dd <= 14)) return Number.isInteger(a) ? many : few
  if (d === 1) return one
  if (d >= 2 && d <= 4) return few
  return many
}
