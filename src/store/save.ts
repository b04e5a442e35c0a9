// The save file: format, schema check and a replay check against the scenario.
import type { Command } from '../engine'
import type { GameState } from '../engine'
import type { Bundle } from './bundle'
import type { Bilingual } from '../engine'
import { replay } from './replay'
import { deepEqual } from './deepEqual'
import type { LogEntry } from './log'

export const SAVE_FORMAT = 'borodino-save'
export const SAVE_VERSION = 1

export interface SaveFile {
  format: typeof SAVE_FORMAT
  version: typeof SAVE_VERSION
  scenarioId: string
  seed: number
  commands: Command[]
  state: GameState
  savedAt?: string
}

/** One thing wrong with a save; the UI turns the code into words. */
export interface SaveProblem {
  code:
    | 'not-json' | 'not-object' | 'foreign' | 'newer-version' | 'bad-version' | 'field'
    | 'unknown-scenario' | 'replay-refused' | 'replay-mismatch'
  detail?: string
  /** The detail in the player's language, where it comes from the rules (a refused command). */
  text?: Bilingual
}

export type SaveCheck = { ok: true; save: SaveFile; log: LogEntry[] } | { ok: false; problems: SaveProblem[] }

export function makeSave(scenarioId: string, seed: number, commands: Command[], state: GameState): SaveFile {
  return { format: SAVE_FORMAT, version: SAVE_VERSION, scenarioId, seed, commands, state, savedAt: new Date().toISOString() }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Schema check only: lists every field that is missing or of the wrong kind. */
export function checkSchema(raw: unknown): SaveProblem[] {
  if (!isObj(raw)) return [{ code: 'not-object' }]
  if (raw.format !== SAVE_FORMAT) return [{ code: 'foreign', detail: typeof raw.format === 'string' ? raw.format : JSON.stringify(raw.format ?? '—') }]
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) return [{ code: 'bad-version', detail: String(raw.version) }]
  if (raw.version > SAVE_VERSION) return [{ code: 'newer-version', detail: String(raw.version) }]
  const p: SaveProblem[] = []
  const field = (name: string, ok: boolean, want: string): void => {
    if (!ok) p.push({ code: 'field', detail: `${name}: ${want}` })
  }
  field('scenarioId', typeof raw.scenarioId === 'string' && raw.scenarioId !== '', 'string')
  field('seed', typeof raw.seed === 'number' && Number.isInteger(raw.seed), 'integer')
  field('commands', Array.isArray(raw.commands), 'array')
  if (Array.isArray(raw.commands)) {
    raw.commands.forEach((c, i) => field(`commands[${i}]`, isObj(c) && typeof c.type === 'string', 'object with "type"'))
  }
  field('state', isObj(raw.state), 'object')
  if (isObj(raw.state)) {
    const s = raw.state
    field('state.turn', typeof s.turn === 'number', 'number')
    field('state.side', s.side === 'fr' || s.side === 'ru', '"fr" | "ru"')
    field('state.phase', typeof s.phase === 'string', 'string')
    field('state.units', isObj(s.units), 'object')
    field('state.commanders', isObj(s.commanders), 'object')
    field('state.losses', isObj(s.losses), 'object')
    if (s.scenarioId !== raw.scenarioId) p.push({ code: 'field', detail: 'state.scenarioId ≠ scenarioId' })
  }
  return p
}

/** Full check: the schema, then a replay of the commands from the scenario must give the stored state. */
export function validateSave(text: string, bundle: Bundle): SaveCheck {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problems: [{ code: 'not-json' }] }
  }
  const problems = checkSchema(raw)
  if (problems.length) return { ok: false, problems }
  const save = raw as SaveFile
  if (!bundle.scenarios.some((s) => s.id === save.scenarioId)) return { ok: false, problems: [{ code: 'unknown-scenario', detail: save.scenarioId }] }
  const r = replay(bundle, save.scenarioId, save.seed, save.commands)
  if (!r.ok) return { ok: false, problems: [{ code: 'replay-refused', detail: r.detail, text: r.text }] }
  if (!deepEqual(r.state, save.state)) return { ok: false, problems: [{ code: 'replay-mismatch', detail: firstDifference(r.state, save.state) }] }
  return { ok: true, save: { ...save, state: r.state }, log: r.log }
}

function firstDifference(a: unknown, b: unknown, path = 'state'): string {
  if (deepEqual(a, b)) return ''
  if (isObj(a) && isObj(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!deepEqual(a[k], b[k])) return firstDifference(a[k], b[k], `${path}.${k}`)
    }
  }
  return path
}
