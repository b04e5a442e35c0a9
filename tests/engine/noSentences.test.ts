// The engine answers with codes and facts; every word a player reads lives in src/i18n.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const walk = (d: string): string[] =>
  readdirSync(d).flatMap((f) => {
    const p = join(d, f)
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : []
  })
const files = walk('src/engine').map((path) => ({ path, src: readFileSync(path, 'utf8') }))

/** The source without comments (a `//` inside a string such as a URL is not expected in the engine). */
const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
/** String and template literals, except developer diagnostics tagged `dev` (data-file problems, see core/diagnostic.ts). */
const literals = (src: string) =>
  [...code(src).matchAll(/(dev)?('(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*")/g)]
    .filter((m) => !m[1])
    .map((m) => m[2] ?? '')

const CYRILLIC = /[А-Яа-яЁё]/
/** Four or more words in a row: a sentence or a phrase meant for a reader, not an identifier or a code. */
const ENGLISH_PHRASE = /[A-Za-z]+(?:[ ,]+[a-z]+){3,}/

describe('no sentences in the engine', () => {
  test('the scan finds the engine and its literals', () => {
    expect(files.length).toBeGreaterThan(40)
    expect(literals("const a = 'one two three four'; const b = dev`five six seven eight`")).toEqual([
      "'one two three four'",
    ])
  })

  test('no Cyrillic anywhere in the engine’s code (comments aside)', () => {
    const found = files.flatMap(({ path, src }) =>
      literals(src)
        .filter((l) => CYRILLIC.test(l))
        .map((l) => `${path}: ${l}`),
    )
    expect(found).toEqual([])
  })

  test('no English sentences in the engine’s strings', () => {
    const found = files.flatMap(({ path, src }) =>
      literals(src)
        .filter((l) => ENGLISH_PHRASE.test(l))
        .map((l) => `${path}: ${l}`),
    )
    expect(found).toEqual([])
  })
})
