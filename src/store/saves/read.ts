// Reading a save's text for any game: the limits (size, depth), JSON, the kind and version, then the game's own
// check and replay. Whatever the text holds, the answer is a game or a list of problems, never an exception.
import type { SaveProblem } from '../../core'
import { problem, type Lineage, type ReadResult, type SaveCodec, type SaveKind } from './codec'
import { isRecord, parseLimited, quote } from './json'

/** The file as a checked record of the codec's kind and a version it reads, or the first problem with it. */
export function parseFile<R>(
  codec: SaveKind,
  text: unknown,
): { ok: true; file: Record<string, unknown>; version: number } | { ok: false; problem: SaveProblem<R> } {
  const p = parseLimited(text, codec.maxChars)
  if (!p.ok) return { ok: false, problem: problem<R>(p.code, p.detail) }
  const raw = p.value
  if (!isRecord(raw)) return { ok: false, problem: problem<R>('not-object') }
  if (raw.format !== codec.format) return { ok: false, problem: problem<R>('foreign', quote(raw.format ?? '—')) }
  const v = raw.version
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    return { ok: false, problem: problem<R>('bad-version', quote(v)) }
  if (v > codec.version) return { ok: false, problem: problem<R>('newer-version', String(v)) }
  return { ok: true, file: raw, version: v }
}

export function readSave<G, R>(codec: SaveCodec<G, R>, text: unknown): ReadResult<G, SaveProblem<R>> {
  try {
    const f = parseFile<R>(codec, text)
    return f.ok ? codec.check(f.file, f.version) : { ok: false, problems: [f.problem] }
  } catch (e) {
    // A bug in a game's check must not take the game in progress with it: it is a problem like any other.
    return { ok: false, problems: [problem<R>('broken', e instanceof Error ? e.message : String(e))] }
  }
}

/** Which game a saved text holds (its start and commands), or null when it cannot be read as this codec's file. */
export function lineageOf(codec: SaveKind, text: unknown): Lineage | null {
  try {
    const f = parseFile(codec, text)
    return f.ok ? codec.lineage(f.file) : null
  } catch {
    return null
  }
}

/** How a saved text stands to a game: the same game, an earlier point of it, or another game. */
export function relation(codec: SaveKind, savedText: unknown, game: Lineage): 'same' | 'earlier' | 'other' {
  const saved = lineageOf(codec, savedText)
  if (!saved || saved.start !== game.start || saved.commands.length > game.commands.length) return 'other'
  for (let i = 0; i < saved.commands.length; i++)
    if (JSON.stringify(saved.commands[i]) !== JSON.stringify(game.commands[i])) return 'other'
  return saved.commands.length === game.commands.length ? 'same' : 'earlier'
}
