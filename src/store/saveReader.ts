// Reading a save file back: the size, the schema, each command rebuilt, then a replay that must give the
// recorded state (older versions compared in their own shape, legacyState.ts). Its own chunk: a first visit or
// a link's fresh game never reads a save, so the first screen does without it (saveReading.ts loads it).
import type { Command } from '../engine'
import type { Bundle } from './bundle'
import { replay } from './replay'
import { deepEqual } from './deepEqual'
import { decodeCommand } from './commandCodec'
import { stateDigest } from './stateDigest'
import { hasCurrentShape, stateV2 } from './legacyState'
import { HUMANS, readPlayers } from './players'
import { MAX_SAVE_CHARS, SAVE_FORMAT, SAVE_VERSION, type SaveCheck, type SaveProblem } from './save'

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
/** A value quoted in a message, never long. */
const show = (v: unknown): string => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))
  return s.length > 40 ? `${s.slice(0, 40)}…` : s
}

/** Schema check only: lists every field that is missing or of the wrong kind. */
export function checkSchema(raw: unknown): SaveProblem[] {
  if (!isObj(raw)) return [{ code: 'not-object' }]
  if (raw.format !== SAVE_FORMAT) return [{ code: 'foreign', detail: show(raw.format ?? '—') }]
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1)
    return [{ code: 'bad-version', detail: show(raw.version) }]
  if (raw.version > SAVE_VERSION) return [{ code: 'newer-version', detail: String(raw.version) }]
  const p: SaveProblem[] = []
  const field = (name: string, ok: boolean, want: string): void => {
    if (!ok) p.push({ code: 'field', detail: `${name}: ${want}` })
  }
  field(
    'scenarioId',
    typeof raw.scenarioId === 'string' && raw.scenarioId !== '' && raw.scenarioId.length < 100,
    'string',
  )
  field('seed', typeof raw.seed === 'number' && Number.isSafeInteger(raw.seed), 'integer')
  field('commands', Array.isArray(raw.commands), 'array')
  field('players', readPlayers(raw.players) !== null, '{ fr, ru }: "human" | "easy" | "normal" | "hard"')
  if (raw.version === 1) {
    if (Array.isArray(raw.commands)) {
      raw.commands.forEach((c, i) =>
        field(`commands[${i}]`, isObj(c) && typeof c.type === 'string', 'object with "type"'),
      )
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
  } else {
    field('check', typeof raw.check === 'string', 'string')
  }
  return p.slice(0, 10)
}

/** Full check: the size, the schema, each command rebuilt, then a replay that must give the recorded state. */
export function validateSave(text: string, bundle: Bundle): SaveCheck {
  // Whatever a file holds, reading it ends in a result, never an exception.
  try {
    return validate(text, bundle)
  } catch (e) {
    return { ok: false, problems: [{ code: 'broken', detail: (e as Error)?.message ?? String(e) }] }
  }
}

function validate(text: string, bundle: Bundle): SaveCheck {
  if (typeof text !== 'string') return { ok: false, problems: [{ code: 'not-json' }] }
  if (text.length > MAX_SAVE_CHARS)
    return {
      ok: false,
      problems: [{ code: 'too-large', detail: `${Math.round(text.length / 1000)} KB > ${MAX_SAVE_CHARS / 1000} KB` }],
    }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problems: [{ code: 'not-json' }] }
  }
  const problems = checkSchema(raw)
  if (problems.length) return { ok: false, problems }
  const file = raw as {
    version: number
    scenarioId: string
    seed: number
    commands: unknown[]
    state?: unknown
    check?: string
    players?: unknown
  }
  if (!bundle.scenarios.some((s) => s.id === file.scenarioId))
    return { ok: false, problems: [{ code: 'unknown-scenario', detail: show(file.scenarioId) }] }
  // Every command is rebuilt from its known fields: whatever else a file carries is dropped here.
  const commands: Command[] = []
  for (let i = 0; i < file.commands.length; i++) {
    const d = decodeCommand(bundle.map, file.commands[i])
    if (!d.ok) return { ok: false, problems: [{ code: 'bad-command', detail: `№${i + 1}: ${d.problem}` }] }
    commands.push(d.command)
  }
  const r = replay(bundle, file.scenarioId, file.seed, commands)
  if (!r.ok) return { ok: false, problems: [r.problem] }
  if (file.version === 1) {
    // Compared in the shape of the build that wrote it: version 2's, or today's for a file written now.
    const recorded = hasCurrentShape(file.state) ? r.state : stateV2(r.state)
    if (!deepEqual(recorded, file.state))
      return { ok: false, problems: [{ code: 'replay-mismatch', detail: firstDifference(recorded, file.state) }] }
  } else {
    const digest = stateDigest(file.version === 2 ? stateV2(r.state) : r.state)
    if (digest !== file.check)
      return { ok: false, problems: [{ code: 'replay-mismatch', detail: `check ${show(file.check)} ≠ ${digest}` }] }
  }
  const players = readPlayers(file.players) ?? HUMANS
  return {
    ok: true,
    save: { scenarioId: file.scenarioId, seed: file.seed, commands, state: r.state, players },
    log: r.log,
  }
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
