// Every id of the Phalanx rules reference (docs/phalanx-rules.md) has a test named after it: rules,
// interpretations, the worked game and the rule checks.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { PH_EXAMPLE_IDS, PH_INTERPRETATION_IDS, PH_RULE_IDS, PH_TEST_IDS } from '../../src/phalanx/index'

const titles = readdirSync(__dirname)
  .filter((f) => f.endsWith('.test.ts'))
  .flatMap((f) =>
    [...readFileSync(join(__dirname, f), 'utf8').matchAll(/\btest\(\s*(['"`])(.*?)\1\s*,/g)].map((m) => m[2]!),
  )

const named = (id: string): boolean =>
  titles.some((t) => new RegExp(`(^|\\s)${id.replace(/[.]/g, '\\.')}(?![\\d-])`).test(t))

describe('PH rules coverage', () => {
  test('PH-SEQ.1 every PH rule, interpretation, worked-game entry and rule check has a test named by its id', () => {
    const missing = [...PH_RULE_IDS, ...PH_INTERPRETATION_IDS, ...PH_EXAMPLE_IDS, ...PH_TEST_IDS].filter(
      (id) => !named(id),
    )
    expect(missing).toEqual([])
  })
})
