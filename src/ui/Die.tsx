// A six-sided die face with pips; `rolling` tumbles it onto its face once when it appears (the roll just made; not
// with reduced motion, see app.css).
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
}

export function Die({ value, size = 26, rolling = false }: { value: number; size?: number; rolling?: boolean }) {
  return (
    <svg
      className={rolling ? 'die rolling' : 'die'}
      data-rolling={rolling || undefined}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      data-die={value}
      role="img"
      aria-label={`🎲 ${value}`}
    >
      <rect x="1.5" y="1.5" width="37" height="37" rx="7" fill="#fffdf7" stroke="#3a2a18" strokeWidth="2.5" />
      {(PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x * 10} cy={y * 10} r="3.6" fill="#2a1a0a" />
      ))}
    </svg>
  )
}
