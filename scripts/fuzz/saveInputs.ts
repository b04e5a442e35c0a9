// Hostile save texts, one at a time from a seed: what a hostile or unlucky player could bring to either game's
// loader (a crafted file, a damaged browser storage). Kinds are drawn evenly; each is built from a valid save.
import type { Rand } from '../../src/core'

export const INPUT_KINDS = [
  'random-text',
  'random-json',
  'field-replaced',
  'commands-replaced',
  'truncated',
  'byte-flipped',
  'deep-in-commands',
  'deep-in-field',
  'deep-alone',
  'too-large',
  'prototype-keys',
  'valid',
] as const
export type InputKind = (typeof INPUT_KINDS)[number]

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!
const int = (r: Rand, max: number): number => Math.floor(r() * (max + 1))
const ODD = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  'NaN',
  '-1',
  '1e309',
  '𝔉',
  'é',
]

function randomString(r: Rand, max: number): string {
  let s = ''
  const n = int(r, max)
  for (let i = 0; i < n; i++)
    s += r() < 0.8 ? String.fromCharCode(32 + int(r, 94)) : String.fromCodePoint(int(r, 0x10ffff))
  return s
}

function randomJson(r: Rand, depth: number): unknown {
  const k = int(r, depth > 0 ? 7 : 4)
  switch (k) {
    case 0:
      return null
    case 1:
      return r() < 0.5
    case 2:
      return pick(r, [0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, int(r, 1000)])
    case 3:
      return pick(r, ODD)
    case 4:
      return randomString(r, 20)
    case 5:
    case 6: {
      const a: unknown[] = []
      for (let i = int(r, 4); i > 0; i--) a.push(randomJson(r, depth - 1))
      return a
    }
    default: {
      const o: Record<string, unknown> = {}
      for (let i = int(r, 4); i > 0; i--) o[r() < 0.3 ? pick(r, ODD) : randomString(r, 8)] = randomJson(r, depth - 1)
      return o
    }
  }
}

const nest = (d: number): string => '['.repeat(d) + ']'.repeat(d)

/** One hostile text of `kind`, built from a valid save's text. */
export function hostileText(kind: InputKind, r: Rand, valid: string, maxChars: number): string {
  const file = JSON.parse(valid) as Record<string, unknown>
  const keys = Object.keys(file)
  switch (kind) {
    case 'random-text':
      return randomString(r, 300)
    case 'random-json':
      return JSON.stringify(randomJson(r, 5)) ?? 'null'
    case 'field-replaced':
      return JSON.stringify({ ...file, [pick(r, keys)]: randomJson(r, 4) })
    case 'commands-replaced': {
      const cs = Array.isArray(file.commands) ? [...(file.commands as unknown[])] : []
      const i = int(r, cs.length)
      cs.splice(i, r() < 0.5 ? 1 : 0, randomJson(r, 3))
      return JSON.stringify({ ...file, commands: cs })
    }
    case 'truncated':
      return valid.slice(0, int(r, valid.length - 1))
    case 'byte-flipped': {
      const i = int(r, valid.length - 1)
      return valid.slice(0, i) + String.fromCharCode(valid.charCodeAt(i) ^ (1 << int(r, 6))) + valid.slice(i + 1)
    }
    case 'deep-in-commands':
      return valid.replace('"commands":[', `"commands":[${nest(1 + int(r, 100_000))},`)
    case 'deep-in-field': {
      const d = 1 + int(r, 100_000)
      return JSON.stringify({ ...file, extra: null }).replace(
        '"extra":null',
        `"extra":${'{"a":'.repeat(d)}1${'}'.repeat(d)}`,
      )
    }
    case 'deep-alone':
      return nest(1 + int(r, 100_000))
    case 'too-large':
      return JSON.stringify({ ...file, extra: 'x'.repeat(maxChars) })
    case 'prototype-keys':
      return JSON.stringify({ ...file, [pick(r, ODD)]: randomJson(r, 2) }).replace('"format"', `"${pick(r, ODD)}"`)
    case 'valid':
      return valid
  }
}
