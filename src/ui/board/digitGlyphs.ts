// The strokes of the characters the board writes as strokes (movement costs on marked hexes, hex numbers, a counter's
// strength and movement allowance: the digits, the hyphen and brackets), in a
// box 6 wide and 10 high with y downwards: a start point in the box, then relative path commands only, so a glyph can
// be placed anywhere by its start point alone and scaled by multiplying every number (no arc flags among them).
export const GLYPH_BOX = { width: 6, height: 10 } as const

export const DIGIT_GLYPHS: Readonly<Record<string, { start: readonly [number, number]; d: string }>> = {
  '0': { start: [3, 0], d: 'c-1.9 0 -3 1.9 -3 5s1.1 5 3 5s3 -1.9 3 -5s-1.1 -5 -3 -5z' },
  '1': { start: [1.2, 2], d: 'l2.3 -2v10' },
  '2': { start: [0.3, 2.2], d: 'c0.3 -1.4 1.4 -2.2 2.7 -2.2c1.6 0 2.7 1 2.7 2.5c0 1.4 -0.9 2.4 -2.2 3.6l-3.2 3.9h5.6' },
  '3': {
    start: [0.4, 1],
    d: 'c0.6 -0.7 1.5 -1 2.5 -1c1.6 0 2.7 0.9 2.7 2.4c0 1.5 -1.2 2.4 -2.8 2.4c1.8 0 3 1 3 2.6c0 1.6 -1.3 2.6 -3 2.6c-1.1 0 -2 -0.4 -2.6 -1.1',
  },
  '4': { start: [4.2, 10], d: 'v-10l-4.2 7h6' },
  '5': {
    start: [5.4, 0],
    d: 'h-4.4l-0.5 4.4c0.7 -0.6 1.5 -0.9 2.4 -0.9c1.8 0 3 1.2 3 3.2c0 2 -1.3 3.3 -3.1 3.3c-1.1 0 -2 -0.4 -2.6 -1.1',
  },
  '6': {
    start: [5, 0.8],
    d:
      'c-0.6 -0.5 -1.3 -0.8 -2.1 -0.8c-1.9 0 -2.9 2.1 -2.9 5.2c0 2.9 1 4.8 2.9 4.8c1.7 0 2.9 -1.3 2.9 ' +
      '-3.2c0 -1.9 -1.1 -3.1 -2.8 -3.1c-1.4 0 -2.5 0.9 -2.9 2.2',
  },
  '7': { start: [0.2, 0], d: 'h5.6l-3.4 10' },
  '8': {
    start: [3, 4.7],
    d:
      'c-1.5 0 -2.6 -1 -2.6 -2.35s1.1 -2.35 2.6 -2.35s2.6 1 2.6 2.35s-1.1 2.35 -2.6 2.35c-1.8 0 -3 1.1 -3 ' +
      '2.65s1.2 2.65 3 2.65s3 -1.1 3 -2.65s-1.2 -2.65 -3 -2.65z',
  },
  '9': {
    start: [1, 9.2],
    d: 'c0.6 0.5 1.3 0.8 2.1 0.8c1.9 0 2.9 -2.1 2.9 -5.2c0 -2.9 -1 -4.8 -2.9 -4.8c-1.7 0 -2.9 1.3 -2.9 3.2c0 1.9 1.1 3.1 2.8 3.1c1.4 0 2.5 -0.9 2.9 -2.2',
  },
  '-': { start: [1.2, 6.2], d: 'h3.6' },
  '(': { start: [4.2, -0.4], d: 'c-1.6 1.6 -2.5 3.4 -2.5 5.4s0.9 3.8 2.5 5.4' },
  ')': { start: [1.8, -0.4], d: 'c1.6 1.6 2.5 3.4 2.5 5.4s-0.9 3.8 -2.5 5.4' },
}

/**
 * Every glyph scaled by `scale` (every command is relative: scaling is multiplying the numbers), its numbers rounded
 * to `decimals` places (the map's 3,640 hex-number digits take one: a third less to parse, finer than any zoom shows).
 */
export function scaledGlyphs(
  scale: number,
  decimals = 2,
): Map<string, { start: readonly [number, number]; d: string }> {
  const k = 10 ** decimals
  return new Map(
    Object.entries(DIGIT_GLYPHS).map(([c, g]) => [
      c,
      {
        start: [g.start[0] * scale, g.start[1] * scale] as const,
        d: g.d.replace(/-?\d*\.?\d+/g, (n) => String(Math.round(Number(n) * scale * k) / k)),
      },
    ]),
  )
}
