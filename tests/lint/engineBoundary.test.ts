// The lint rule that keeps one door into the engine: outside src/engine, only its index may be imported.
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// The project's own config; the type-aware rules are switched off because the in-memory files
// below are not part of the TypeScript project (the import rule needs no types).
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] })

async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

// Loading the config and its TypeScript parser takes seconds, more on a busy machine.
describe('engine boundary (lint)', { timeout: 120_000 }, () => {
  test('a deep import from the UI is an error', async () => {
    const errors = await boundaryErrors(
      'src/ui/Deep.ts',
      "import { apply } from '../engine/core/apply'\nexport const f = apply\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/through src\/engine/)
  })

  test('a deep import from the store, a script or a new top-level module is an error', async () => {
    for (const path of ['src/store/Deep.ts', 'scripts/deep.ts', 'src/newModule/deep.ts']) {
      const spec = path.startsWith('scripts') ? '../src/engine/map/map' : '../engine/map/map'
      expect(await boundaryErrors(path, `import { loadMap } from '${spec}'\nexport const f = loadMap\n`)).toHaveLength(
        1,
      )
    }
  })

  test('the index is allowed', async () => {
    expect(await boundaryErrors('src/ui/Ok.ts', "import { apply } from '../engine'\nexport const f = apply\n")).toEqual(
      [],
    )
  })

  test('inside the engine, modules import each other freely', async () => {
    expect(
      await boundaryErrors('src/engine/combat/x.ts', "import { apply } from '../core/apply'\nexport const f = apply\n"),
    ).toEqual([])
  })
})
