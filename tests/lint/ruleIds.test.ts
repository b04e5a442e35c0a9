// Every rule id the code, tests and docs cite resolves inside the repository: it has a text in both languages in
// the in-game rules references (tools/rules-source.ts), and docs/rules.md and docs/phalanx-rules.md are what
// tools/rules-doc.ts writes from them. And no file of the project refers to files outside it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RULE_IDS } from '../../src/engine/tables'
import { SECTION_IDS } from '../../src/i18n/content/rules/types'
import { PH_NOTE_GROUPS, PH_RULE_IDS } from '../../src/phalanx'
import { generatedDocs } from '../../tools/rules-doc'
import { ruleIdsWithText } from '../../tools/rules-source'

const ROOT = join(__dirname, '..', '..')

/** Build output, installed packages and test reports: not the project's own files. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'ci-results', 'playwright-report', '.vite'])

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return []
    const p = join(dir, name)
    return statSync(p).isDirectory() ? files(p) : [p]
  })
}

const TEXT = /\.(tsx?|mjs|js|json|md|css|html|txt|ya?ml|svg)$|^[^.]*$/

/**
 * A cited rule id: a Borodino section's id (MOVE.4, CBT.10, ZOC.4, SCN.2) or any PH- id (PH-CBT.5, PH-INT.12,
 * PH-OPT.1, PH-SETUP.2, PH-EX.10-C1), not inside a longer word or id.
 */
const CITED = new RegExp(
  `(?<![\\w.-])(?:(?:${SECTION_IDS.join('|')})\\.\\d+|PH-[A-Z]+\\.\\d+(?:-C\\d*)?)(?![\\w.]\\d|\\w)`,
  'g',
)

function citations(): Map<string, Set<string>> {
  const where = new Map<string, Set<string>>()
  for (const dir of ['src', 'tests', 'docs', 'tools', 'scripts']) {
    for (const file of files(join(ROOT, dir))) {
      if (!TEXT.test(basename(file))) continue
      for (const m of readFileSync(file, 'utf8').matchAll(CITED)) {
        const set = where.get(m[0]) ?? new Set<string>()
        set.add(relative(ROOT, file))
        where.set(m[0], set)
      }
    }
  }
  for (const name of ['README.md', 'CONTRIBUTING.md'])
    for (const m of readFileSync(join(ROOT, name), 'utf8').matchAll(CITED)) {
      const set = where.get(m[0]) ?? new Set<string>()
      set.add(name)
      where.set(m[0], set)
    }
  return where
}

describe('rule ids', () => {
  const known = ruleIdsWithText()

  it('every id of src/engine/core/rules.ts and src/phalanx/rules.ts has its text in both languages', () => {
    const ids = [...RULE_IDS, ...PH_RULE_IDS, ...Object.values(PH_NOTE_GROUPS).flat()]
    expect(ids.filter((id) => !known.has(id))).toEqual([])
    expect(known.size).toBe(ids.length)
  })

  it('every rule id cited in src/, tests/, docs/, tools/, scripts/ and the READMEs is in the rules source', () => {
    const cited = citations()
    expect(cited.size).toBeGreaterThan(100)
    const unknown = [...cited]
      .filter(([id]) => !known.has(id))
      .map(([id, where]) => `${id} (cited in ${[...where].sort().join(', ')})`)
    expect(unknown).toEqual([])
  })

  it('the pattern finds ids in the forms the project writes them, and nothing else', () => {
    const found = (s: string) => [...s.matchAll(CITED)].map((m) => m[0])
    expect(found('MOVE.3–MOVE.5, (CBT.10), ZOC.4: SCN.2')).toEqual(['MOVE.3', 'MOVE.5', 'CBT.10', 'ZOC.4', 'SCN.2'])
    expect(found('PH-INT.12 PH-OPT.1 PH-SETUP.2 PH-EX.6-C PH-EX.10-C2')).toEqual([
      'PH-INT.12',
      'PH-OPT.1',
      'PH-SETUP.2',
      'PH-EX.6-C',
      'PH-EX.10-C2',
    ])
    expect(found('MAP.1 inside PH-MAP.1 and v1.MOVE.2x, SEQ.4.1')).toEqual(['MAP.1', 'PH-MAP.1'])
  })

  it('docs/rules.md and docs/phalanx-rules.md are what npm run rules:doc writes from the in-game texts', async () => {
    for (const doc of await generatedDocs()) {
      expect(readFileSync(join(ROOT, doc.path), 'utf8') === doc.text, `${doc.path} is stale: npm run rules:doc`).toBe(
        true,
      )
    }
  })
})

describe('the repository stands alone', () => {
  it('no file refers to the outside specifications or to a folder beside the repository', () => {
    // Spelled in parts, so that this file does not name them itself.
    const outside = [
      ['..', '/shared'],
      ['RULES', '-SPEC'],
      ['PHALANX', '-SPEC'],
      ['ENGINEERING', '-NOTES'],
    ].map((p) => p.join(''))
    const hits: string[] = []
    for (const file of files(ROOT)) {
      const text = readFileSync(file, 'latin1')
      for (const word of outside) if (text.includes(word)) hits.push(`${relative(ROOT, file)}: ${word}`)
    }
    expect(hits).toEqual([])
  })
})
