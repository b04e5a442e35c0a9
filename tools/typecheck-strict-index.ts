// Type-checks the files tsconfig.strict-index.json lists with noUncheckedIndexedAccess and reports only
// their own errors. `tsc -p` would also report every file they import, and almost everything imports the
// engine's index, which pulls in every rule: a folder could not be listed before the whole tree is clean.
// Files not listed are still checked, without the flag, by `tsc -p tsconfig.json`.
// Usage: npx tsx tools/typecheck-strict-index.ts (part of `npm run typecheck`).
import path from 'node:path'
import ts from 'typescript'

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
}

function report(diagnostics: readonly ts.Diagnostic[]): void {
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics
  process.stdout.write(format(diagnostics, formatHost))
}

const config = ts.getParsedCommandLineOfConfigFile(path.resolve('tsconfig.strict-index.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    report([d])
    process.exit(2)
  },
})
if (!config) process.exit(2)

const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
const listed = new Set(config.fileNames.map((f) => path.resolve(f)))
const diagnostics = [
  ...config.errors,
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...program
    .getSourceFiles()
    .filter((sf) => listed.has(path.resolve(sf.fileName)))
    .flatMap((sf) => [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]),
]
report(diagnostics)
if (diagnostics.length > 0) {
  console.error(`${diagnostics.length} error(s) in the files tsconfig.strict-index.json lists.`)
  process.exit(1)
}
