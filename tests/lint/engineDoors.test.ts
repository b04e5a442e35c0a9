// The engine's doors keep their shape (docs/ARCHITECTURE.md, "The engine's doors"): the app's door
// (src/engine/index.ts) stays at most 60 names, the rules' tables (tables.ts) hold constants only, and no name is
// given by two doors. Names are counted as TypeScript sees the module's exports, types included; a namespace
// (Movement, Combat, Setup, Coach) is one name.
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as tables from '../../src/engine/tables'

const ROOT = join(__dirname, '..', '..')
const DOORS = { app: 'src/engine/index.ts', tables: 'src/engine/tables.ts', ai: 'src/engine/ai.ts' } as const

/** The most names the app's door may give; a need beyond it is grouped, or belongs to another door. */
const APP_DOOR_MAX = 60

const program = ts.createProgram(
  Object.values(DOORS).map((d) => join(ROOT, d)),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    noEmit: true,
    strict: true,
  },
)
const checker = program.getTypeChecker()

function exportedNames(door: string): string[] {
  const file = program.getSourceFile(join(ROOT, door))
  const module = file && checker.getSymbolAtLocation(file)
  if (!module) throw new Error(`${door} is not a module`)
  return checker.getExportsOfModule(module).map((s) => s.name)
}

describe("the engine's doors", { timeout: 60_000 }, () => {
  const app = exportedNames(DOORS.app)

  it(`the app's door gives at most ${APP_DOOR_MAX} names (now ${app.length})`, () => {
    expect(app.length).toBeGreaterThan(20) // the count itself works
    expect(app.length).toBeLessThanOrEqual(APP_DOOR_MAX)
  })

  it('the rules’ tables are constants, not code', () => {
    const functions = Object.entries(tables).flatMap(([name, value]) => (typeof value === 'function' ? [name] : []))
    expect(Object.keys(tables).length).toBeGreaterThan(10)
    expect(functions).toEqual([])
  })

  it('no name is given by two doors', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const door of Object.values(DOORS))
      for (const name of exportedNames(door)) {
        const other = seen.get(name)
        if (other) twice.push(`${name}: ${other} and ${door}`)
        else seen.set(name, door)
      }
    expect(twice).toEqual([])
  })
})
