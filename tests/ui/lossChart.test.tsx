// The end screen's loss chart: its time axis ends with the game's own last turn, and WIN.2's thresholds are drawn only
// in a game WIN.2 judges.
import { describe, expect, test } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { LossChart } from '../../src/ui/review/LossChart'
import type { TurnLosses } from '../../src/store/review'

// Losses near WIN.2's first threshold (26% of 314 ≈ 82 points), so the seed rule's chart shows it.
const data: TurnLosses[] = Array.from({ length: 9 }, (_, t) => ({ turn: t, fr: 5 * t, ru: 10 * t }))
const labels = (html: string): string[] => [...html.matchAll(/>(\d\d:\d\d)</g)].map((m) => m[1]!)

describe('the loss chart', () => {
  test('an eight-turn game: the axis ends at 09:30, not 15:30, and no WIN.2 threshold is drawn', () => {
    const html = renderToStaticMarkup(<LossChart data={data} lastTurn={8} seedBands={false} />)
    expect(labels(html).at(-1)).toBe('09:30')
    expect(html).not.toContain('26%')
  })

  test('the whole day under WIN.2: the axis runs to turn 20 and the near threshold is drawn', () => {
    const html = renderToStaticMarkup(<LossChart data={data} />)
    expect(labels(html)).toContain('15:30')
    expect(html).toContain('26%')
  })
})

describe('the final figures and the thresholds’ labels at the axis’ end', () => {
  // The whole day, ending with the Russians just over the 35% line (110 of 314): their figure is written there.
  const day: TurnLosses[] = Array.from({ length: 21 }, (_, t) => ({ turn: t, fr: 2 * t, ru: Math.round(5.6 * t) }))

  test('a threshold label that would share the final figure’s line gives way; the line and the others stay', () => {
    const html = renderToStaticMarkup(<LossChart data={day} />)
    expect(html).not.toContain('35% WIN.2')
    expect(html).toContain('26% WIN.2')
    expect(html.match(/stroke-dasharray/g)?.length).toBeGreaterThanOrEqual(2)
  })

  test('ending mid-axis, the figure is far from the labels, and every label is drawn', () => {
    // Turn 15 (84 points, at the 26% line), three quarters along the axis.
    const html = renderToStaticMarkup(<LossChart data={day.slice(0, 16)} />)
    expect(html).toContain('26% WIN.2')
  })
})
