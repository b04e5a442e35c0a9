// Every id of the Phalanx spec has a test named after it: rules, interpretations, worked examples
// and the further rule tests.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { PH_INTERPRETATION_IDS, PH_RULE_IDS } from '../../src/phalanx/index'

const EXAMPLES = [
  ...Array.from({ length: 12 }, (_, i) => `PH-EX.${i + 1}`),
  'PH-EX.6-C',
  'PH-EX.7-C',
  'PH-EX.8-C',
  'PH-EX.10-C1',
  'PH-EX.10-C2',
  'PH-EX.11-C',
]
const FURTHER = Array.from({ length: 12 }, (_, i) => `PH-TEST.${i + 1}`)

const titles = readdirSync(__dirname)
  .filter((f) => f.endsWith('.test.ts'))
  .flatMap((f) =>
    [...readFileSync(join(__dirname, f), 'utf8').matchAll(/\btest\(\s*(['"`])(.*?)\1\s*,/g)].map((m) => m[2]!),
  )

const named = (id: string): boolean =>
  titles.some((t) => new RegExp(`(^|\\s)${id.replace(/[.]/g, '\\.')}(?![\\d-])`).test(t))

describe('PH spec coverage', () => {
  test('PH-SEQ.1 every PH rule, interpretation, worked example and further test has a test named by its id', () => {
    const missing = [...PH_RULE_IDS, ...PH_INTERPRETATION_IDS, ...EXAMPLES, ...FURTHER].filter((id) => !named(id))
    expect(missing).toEqual([])
  })
})
