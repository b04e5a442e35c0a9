// Command shape and hostile input: malformed commands are named refusals, ids are looked up as own keys.
import { describe, expect, test } from 'vitest'
import {
  apply,
  attackPreview,
  legalFacings,
  legalMoves,
  newGame,
  shapeRefusal,
  type PhCommand,
} from '../../src/phalanx/index'
import { ctx, field, position } from './helpers'

const refusalOf = (cmd: unknown) => {
  const s = newGame(field)
  const before = JSON.stringify(s)
  const out = apply(ctx, s, cmd as PhCommand)
  expect(JSON.stringify(s)).toBe(before)
  if (out.ok) throw new Error('accepted')
  return out.refusal
}

describe('PH-SEQ.1 command shape', () => {
  test('PH-SEQ.1 unknown command types, including prototype names, are refused as command.unknown', () => {
    for (const cmd of [
      null,
      undefined,
      7,
      'move',
      [],
      {},
      { type: 'constructor' },
      { type: '__proto__' },
      { type: 'toString' },
      { type: 3 },
      { type: 'fly' },
    ]) {
      expect(refusalOf(cmd)).toMatchObject({ rule: 'PH-SEQ.1', code: 'command.unknown' })
    }
    expect(refusalOf({ type: 'y'.repeat(100_000) }).params.type).toHaveLength(32)
  })

  test('PH-SEQ.1 wrong field types, huge numbers and oversize lists are refused as command.malformed, naming the fields', () => {
    const cases: Array<[unknown, string[]]> = [
      [{ type: 'move', unit: 5, path: ['0508'] }, ['unit']],
      [{ type: 'move', unit: 'S-H1', path: '0508' }, ['path']],
      [{ type: 'move', unit: 'S-H1', path: [] }, ['path']],
      [{ type: 'move', unit: 'S-H1', path: Array(17).fill('0508') }, ['path']],
      [{ type: 'move', unit: 'S-H1', path: ['0508'], facing: 1e308 }, ['facing']],
      [{ type: 'move', unit: 'S-H1', path: ['0508'], facing: 6 }, ['facing']],
      [{ type: 'move', unit: 'S-H1', path: ['0508'], facing: Number.NaN }, ['facing']],
      [{ type: 'face', unit: 'S-H1', facing: 0.5 }, ['facing']],
      [{ type: 'face', unit: 'S-H1', facing: '2' }, ['facing']],
      [{ type: 'face', unit: 'S-H1' }, ['facing']],
      [{ type: 'attack', target: 'N-H1', attackers: 'S-H1' }, ['attackers']],
      [{ type: 'attack', target: ['N-H1'], attackers: [1] }, ['target', 'attackers']],
      [{ type: 'attack', target: 'x'.repeat(33), attackers: [] }, ['target']],
    ]
    for (const [cmd, fields] of cases)
      expect(refusalOf(cmd)).toEqual({
        rule: 'PH-SEQ.1',
        code: 'command.malformed',
        params: { type: (cmd as { type: string }).type, fields },
      })
    // A field inherited from the prototype is not a field of the command.
    const sneaky = Object.create({ unit: 'S-H1', path: ['0508'], facing: 0 }) as Record<string, unknown>
    sneaky.type = 'move'
    expect(shapeRefusal(sneaky)).toMatchObject({ code: 'command.malformed' })
  })

  test('PH-UNIT.1 unit ids are own keys only: __proto__, constructor and friends are unknown units', () => {
    const s = position({ units: { 'S-H1': '0606/F12', 'N-H1': '0605/F6' }, phase: 'attack' })
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(refusalOf({ type: 'move', unit: id, path: ['0508'], facing: 0 })).toMatchObject({
        code: 'unit.unknown',
        params: { unit: id },
      })
      expect(apply(ctx, s, { type: 'attack', target: id, attackers: ['S-H1'] })).toMatchObject({
        ok: false,
        refusal: { code: 'unit.unknown' },
      })
      expect(apply(ctx, s, { type: 'attack', target: 'N-H1', attackers: [id] })).toMatchObject({
        ok: false,
        refusal: { code: 'unit.unknown' },
      })
      expect(legalMoves(ctx, newGame(field), id)).toMatchObject({ ok: false, refusal: { code: 'unit.unknown' } })
      expect(legalFacings({ ...s, phase: 'facing' }, id)).toMatchObject({
        ok: false,
        refusal: { code: 'unit.unknown' },
      })
      expect(attackPreview(ctx, s, id, ['S-H1'])).toMatchObject({ ok: false, refusal: { code: 'unit.unknown' } })
    }
    // Hex codes too: a prototype name is not a hex.
    expect(refusalOf({ type: 'move', unit: 'S-H1', path: ['__proto__'], facing: 0 })).toMatchObject({
      code: 'move.off-board',
    })
  })
})
