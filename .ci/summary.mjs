// Prints one plain closing line for the whole run: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
const unit = JSON.parse(readFileSync('ci-results/vitest.json', 'utf8'))
passed += unit.numPassedTests
failed += unit.numFailedTests
if (existsSync('ci-results/e2e.json')) {
  const e2e = JSON.parse(readFileSync('ci-results/e2e.json', 'utf8'))
  passed += e2e.stats.expected
  failed += e2e.stats.unexpected
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
