import { describe, expect, it } from 'vitest'
import { latinLabel } from '../../src/ui/labels'
import { allUnits, commanders } from '../../src/data/bundled'
import { corpsName, namedCorps } from '../../src/data/corpsNames'

describe('counter labels and corps names in both languages', () => {
  it('UNIT.2 English labels are Latin and stay distinct', () => {
    expect(['2Кир', 'VIII-2Гр', 'I-А1', '1К-1л', 'Гв-Ст', 'Каз-П', 'Р-КА1', 'IV-СГр'].map(latinLabel)).toEqual([
      '2Cu',
      'VIII-2Gr',
      'I-A1',
      '1C-1l',
      'Gd-Old',
      'Cos-P',
      'R-HA1',
      'IV-CGr',
    ])
    const latin = allUnits.map((u) => `${u.side}:${latinLabel(u.label)}`)
    expect(latin.filter((l) => /[\u0400-\u04FF]/.test(l))).toEqual([])
    expect(new Set(latin).size).toBe(new Set(allUnits.map((u) => `${u.side}:${u.label}`)).size)
  })

  it('UNIT.5 every corps of both orders of battle and every commanded corps has a name in both languages', () => {
    for (const u of allUnits) {
      expect(namedCorps(u.side)).toContain(u.corps)
      expect(corpsName(u.side, u.corps, 'en')).not.toMatch(/[\u0400-\u04FF]/)
    }
    for (const c of commanders) if (c.commands.corps) expect(namedCorps(c.side)).toContain(c.commands.corps)
  })
})
