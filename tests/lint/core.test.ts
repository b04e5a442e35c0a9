// The shared core holds nothing game-specific, and neither ruleset reaches into the other: what is
// shared is shared once (src/core), and each game's rules stay its own.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(name) ? [p] : []
  })
}

const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  )

/** Words that belong to one game: its name, its sides, unit kinds and rule ids. */
const GAME_WORDS: ReadonlyArray<[string, RegExp]> = [
  ['a game name', /borodino|бородин|phalanx|фаланг/i],
  ['a side id', /['"](?:fr|ru|south|north)['"]/],
  ['a unit kind', /infantry|cavalry|artillery|hoplite|peltast|strategos|commander/i],
  ['a rule id', /\b(?:PH-)?[A-Z]{2,6}\.\d+\b/],
]

describe('the shared core (src/core)', () => {
  const files = sources(join(ROOT, 'src', 'core'))

  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(3)
  })

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s imports only the core itself and libraries', (_name, file) => {
    const bad = importsOf(readFileSync(file, 'utf8')).filter(
      (spec) => spec.startsWith('..') || /(^|\/)(engine|phalanx|ai|ui|store|i18n)(\/|$)/.test(spec),
    )
    expect(bad).toEqual([])
  })

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s names nothing of either game', (_name, file) => {
    const text = readFileSync(file, 'utf8')
    const found = GAME_WORDS.filter(([, re]) => re.test(text)).map(([what]) => what)
    expect(found).toEqual([])
  })
})

describe('the Phalanx ruleset (src/phalanx)', () => {
  const files = sources(join(ROOT, 'src', 'phalanx'))

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s imports nothing of Borodino or the app', (_name, file) => {
    const bad = importsOf(readFileSync(file, 'utf8')).filter((spec) => {
      if (!spec.startsWith('.')) return /^(react|react-dom|zustand)(\/|$)/.test(spec)
      const target = relative(join(ROOT, 'src'), resolve(dirname(file), spec))
      return !target.startsWith('phalanx') && !target.startsWith('core')
    })
    expect(bad).toEqual([])
  })
})

describe('the Borodino engine (src/engine)', () => {
  const files = sources(join(ROOT, 'src', 'engine'))

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s holds nothing of Phalanx', (_name, file) => {
    const text = readFileSync(file, 'utf8')
    const bad = importsOf(text).filter(
      (spec) => spec.startsWith('.') && relative(join(ROOT, 'src'), resolve(dirname(file), spec)).startsWith('phalanx'),
    )
    expect(bad).toEqual([])
    expect(text).not.toMatch(/\bPH-[A-Z]+\.\d+|phalanx|hoplite|peltast|strategos/i)
  })
})

describe('the checks themselves', () => {
  it('see a Borodino import and a Borodino word', () => {
    expect(importsOf("import { apply } from '../engine'\nexport { x } from './y'")).toEqual(['../engine', './y'])
    expect(GAME_WORDS.some(([, re]) => re.test("const s: Side = 'fr' // MOVE.4"))).toBe(true)
  })
})
