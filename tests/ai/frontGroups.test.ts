// The front's shape as scripts/ai-ground.ts reports it (issue 29): which units are in the front, and how they group.
import { describe, expect, test } from 'vitest'
import { FRONT_DEPTH, frontShape } from '../../scripts/frontGroups'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'

const ctx = ctxOf(openMap(16, 10))
const french = { id: 'fr1', side: 'fr' as const, hex: '0105', str: 5 }
const shape = (...hexes: string[]): ReturnType<typeof frontShape> =>
  frontShape(
    ctx,
    testGame({ units: [french, ...hexes.map((hex, i) => ({ id: `ru${i}`, side: 'ru' as const, hex }))] }),
    'ru',
  )
const shapeOf = (units: TestUnit[]): ReturnType<typeof frontShape> =>
  frontShape(ctx, testGame({ units: [french, ...units] }), 'ru')

describe('the shape of the Russian front', () => {
  test('two units with one empty hex between them are one group, with two hexes between them two', () => {
    // Column 4, rows 3 and 5: one hex (0404) between them; rows 3 and 6: two.
    expect(shape('0403', '0405')).toEqual({ units: 2, groups: 1, largest: 2 })
    expect(shape('0403', '0406')).toEqual({ units: 2, groups: 2, largest: 1 })
  })

  test('a chain joins units farther apart than two hexes into one group', () => {
    expect(shape('0402', '0404', '0406', '0408')).toEqual({ units: 4, groups: 1, largest: 4 })
  })

  test(`a unit more than ${FRONT_DEPTH} hexes from the enemy is not in the front`, () => {
    // 0105 to 0805 is seven hexes, to 0905 eight.
    expect(shape('0805')).toEqual({ units: 1, groups: 1, largest: 1 })
    expect(shape('0905')).toEqual({ units: 0, groups: 0, largest: 0 })
  })

  test('a demoralized unit and a limbered battery exert no zone (ZOC.2) and do not join a line', () => {
    const line = (middle: Partial<TestUnit>): TestUnit[] => [
      { id: 'n', side: 'ru', hex: '0403' },
      { id: 'm', side: 'ru', hex: '0405', ...middle },
      { id: 's', side: 'ru', hex: '0407' },
    ]
    expect(shapeOf(line({}))).toEqual({ units: 3, groups: 1, largest: 3 })
    expect(shapeOf(line({ demoralized: true }))).toEqual({ units: 2, groups: 2, largest: 1 })
    expect(shapeOf(line({ type: 'artillery', limbered: true }))).toEqual({ units: 2, groups: 2, largest: 1 })
    expect(shapeOf(line({ type: 'artillery' }))).toEqual({ units: 3, groups: 1, largest: 3 })
  })
})
