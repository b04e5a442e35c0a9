// The lint rules that keep the engine's doors: outside src/engine, the app imports only its door (index.ts) and the
// rules' tables (tables.ts); the computer players, simulations, scripts and tools may also use the AI's door (ai.ts);
// nobody imports deeper.
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// The project's own config; the type-aware rules are switched off because the in-memory files
// below are not part of the TypeScript project (the import rules need no types).
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] })

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths'])

async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '')).map((m) => m.message)
}

/** An import of `name` from the engine's module `inner` ('' for the door), written from `path`. */
function importFrom(path: string, inner: string, name = 'apply'): string {
  const up = '../'.repeat(path.split('/').length - (path.startsWith('src/') ? 2 : 1))
  const engine = path.startsWith('src/') ? `${up}engine` : `${up}src/engine`
  return `import { ${name} } from '${engine}${inner ? `/${inner}` : ''}'\nexport const f = ${name}\n`
}

const APP = [
  'src/ui/X.ts',
  'src/ui/board/X.tsx',
  'src/store/X.ts',
  'src/tutorial/X.ts',
  'src/i18n/X.ts',
  'src/worker/X.ts',
]
const AI_SIDE = ['src/ai/X.ts', 'src/sim/X.ts', 'scripts/x.ts', 'scripts/fuzz/x.ts', 'tools/x.ts', 'tools/data/x.ts']

// Loading the config and its TypeScript parser takes seconds, more on a busy machine.
describe('engine boundary (lint)', { timeout: 120_000 }, () => {
  test('a deep import from the UI is an error', async () => {
    const errors = await boundaryErrors(
      'src/ui/Deep.ts',
      "import { apply } from '../engine/core/apply'\nexport const f = apply\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/through its doors/)
  })

  test('a deep import from the store, a script, a tool, the AI or a new top-level module is an error', async () => {
    for (const path of [
      'src/store/Deep.ts',
      'scripts/deep.ts',
      'tools/deep.ts',
      'src/ai/deep.ts',
      'src/newModule/deep.ts',
    ]) {
      expect(await boundaryErrors(path, importFrom(path, 'map/map', 'loadMap')), path).toHaveLength(1)
    }
  })

  test('the app door and the tables are allowed everywhere outside the engine', async () => {
    for (const path of [...APP, ...AI_SIDE, 'src/data/x.ts', 'src/newModule/x.ts']) {
      expect(await boundaryErrors(path, importFrom(path, '')), path).toEqual([])
      expect(await boundaryErrors(path, importFrom(path, 'tables', 'CRT')), path).toEqual([])
    }
  })

  test("the AI's door is an error from the app and from a new top-level module", async () => {
    for (const path of [...APP, 'src/data/x.ts', 'src/newModule/x.ts']) {
      const errors = await boundaryErrors(path, importFrom(path, 'ai', 'startSimulation'))
      expect(errors.length, path).toBeGreaterThanOrEqual(1)
      expect(errors.join('\n'), path).toMatch(/AI's door|src\/engine\/ai\.ts/)
    }
  })

  test("the AI's door by another spelling of its path is still an error from the app (resolved paths)", async () => {
    const errors = await boundaryErrors(
      'src/ui/Sly.ts',
      "import { startSimulation } from '../engine/ai.ts'\nexport const f = startSimulation\n",
    )
    expect(errors.some((e) => /src\/engine\/ai\.ts is for the computer players/.test(e))).toBe(true)
  })

  test("the computer players, the simulations, scripts and tools may use the AI's door", async () => {
    for (const path of AI_SIDE)
      expect(await boundaryErrors(path, importFrom(path, 'ai', 'startSimulation')), path).toEqual([])
  })

  test('inside the engine, modules import each other freely', async () => {
    expect(
      await boundaryErrors('src/engine/combat/x.ts', "import { apply } from '../core/apply'\nexport const f = apply\n"),
    ).toEqual([])
  })
})
