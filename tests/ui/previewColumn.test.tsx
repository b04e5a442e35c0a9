// CBT.7: the combat preview says which column a differential beyond the table is read on, in both languages.
import { beforeAll, describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Combat } from '../../src/engine'
import { resultOdds } from '../../src/engine/ai'
import { CRT_COLUMNS, MAX_DIFF, MIN_DIFF } from '../../src/engine/tables'
import { loadLang } from '../../src/i18n'
import { enMore } from '../../src/i18n/en.more'
import { PreviewView } from '../../src/ui/panels/PreviewView'

beforeAll(() => Promise.all([loadLang('ru'), loadLang('en')]))

const preview = (diff: number, index: number): Combat.AttackPreview => ({
  kind: 'melee',
  attack: { total: 30, lines: [] },
  defence: { total: 30 - diff, lines: [] },
  diff,
  clampedDiff: Math.max(MIN_DIFF, Math.min(MAX_DIFF, diff)),
  column: { index, label: CRT_COLUMNS[index] ?? '' },
  odds: resultOdds(diff),
})

// A server render reads the UI store's initial state: the Russian panel. The English words are checked as text.
const html = (p: Combat.AttackPreview) => renderToStaticMarkup(<PreviewView p={p} />)

describe('CBT.7 column beyond the table', () => {
  it('a differential of +25 names the last column that applies', () => {
    const p = preview(25, CRT_COLUMNS.length - 1)
    expect(html(p)).toContain('разность +25 за краем таблицы — действует крайняя колонка +17…+18')
    expect(enMore.combat.columnBeyond('+25', p.column.label)).toBe(
      'a differential of +25 is beyond the table: the column at its end, +17…+18, applies',
    )
  })
  it('a differential of −12 names the first column', () => {
    expect(html(preview(-12, 0))).toContain('разность -12 за краем таблицы — действует крайняя колонка −10…−9')
  })
  it('a differential inside the table gets no note', () => {
    const inside = html(preview(17, CRT_COLUMNS.length - 1))
    expect(inside).toContain('+17…+18')
    expect(inside).not.toContain('column-beyond')
  })
})
