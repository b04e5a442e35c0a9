// Reading a Borodino save file back: the schema, each command rebuilt, then a replay that must give the recorded
// state (older versions compared in their own shape, legacyState.ts). The limits, the kind and the version are the
// saves layer's (saves/read.ts).
import type { Command, Refusal } from '../../../engine'
import type { Bundle } from '../bundle'
import { replay } from './replay'
import { deepEqual, stateDigest, isRecord, quote, readSave, type ReadResult, type SaveCodec } from '../../saves'
import { decodeCommand } from './commandCodec'
import { hasCurrentShape, stateV2 } from './legacyState'
import { HUMANS, readPlayers } from '../players'
import { readDice, readPbm } from '../pbm'
import { BORODINO_SAVES, type LoadedSave, type SaveCheck, type SaveProblem } from './save'
import type { LogEntry } from '../log'
import { clampInt } from '../../../core'

type Read = ReadResult<{ save: LoadedSave; log: LogEntry[] }, SaveProblem>

/** Schema check only: lists every field that is missing or of the wrong kind (the kind and version are checked). */
export function checkSchema(raw: Readonly<Record<string, unknown>>, version: number): SaveProblem[] {
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
  if (version === 1) {
    if (Array.isArray(raw.commands)) {
      const cs: unknown[] = raw.commands
      // Index by index: a hole in the list is a missing command, not one to skip.
      for (let i = 0; i < cs.length; i++) {
        const c = cs[i]
        field(`commands[${i}]`, isRecord(c) && typeof c.type === 'string', 'object with "type"')
      }
    }
    field('state', isRecord(raw.state), 'object')
    if (isRecord(raw.state)) {
      const s = raw.state
      field('state.turn', typeof s.turn === 'number', 'number')
      field('state.side', s.side === 'fr' || s.side === 'ru', '"fr" | "ru"')
      field('state.phase', typeof s.phase === 'string', 'string')
      field('state.units', isRecord(s.units), 'object')
      field('state.commanders', isRecord(s.commanders), 'object')
      field('state.losses', isRecord(s.losses), 'object')
      if (s.scenarioId !== raw.scenarioId) p.push({ code: 'field', detail: 'state.scenarioId ≠ scenarioId' })
    }
  } else {
    field('check', typeof raw.check === 'string', 'string')
  }
  if (version >= 4) {
    field('dice', readDice(raw.dice) !== null, '[[command, seed], …]')
    field('pbm', readPbm(raw.pbm) !== null, 'the play-by-mail exchange')
  }
  return p.slice(0, 10)
}

/** Borodino's save kind with its check: the schema, each command rebuilt, the replay and its fingerprint. */
export function borodinoCodec(bundle: Bundle): SaveCodec<{ save: LoadedSave; log: LogEntry[] }, Refusal> {
  return { ...BORODINO_SAVES, check: (file, version) => check(bundle, file, version) }
}

/** Full check of a save's text: a game, or every problem found (never an exception). */
export function validateSave(text: unknown, bundle: Bundle): SaveCheck {
  const r = readSave(borodinoCodec(bundle), text)
  return r.ok ? { ok: true, save: r.game.save, log: r.game.log } : r
}

function check(bundle: Bundle, raw: Readonly<Record<string, unknown>>, version: number): Read {
  const problems = checkSchema(raw, version)
  if (problems.length) return { ok: false, problems }
  const file = raw as { scenarioId: string; seed: number; commands: unknown[]; state?: unknown; check?: string }
  if (!bundle.scenarios.some((s) => s.id === file.scenarioId))
    return { ok: false, problems: [{ code: 'unknown-scenario', detail: quote(file.scenarioId) }] }
  // Every command is rebuilt from its known fields: whatever else a file carries is dropped here.
  const commands: Command[] = []
  for (let i = 0; i < file.commands.length; i++) {
    const d = decodeCommand(bundle.map, file.commands[i])
    if (!d.ok) return { ok: false, problems: [{ code: 'bad-command', detail: `№${i + 1}: ${d.problem}` }] }
    commands.push(d.command)
  }
  const dice = (version >= 4 ? readDice(raw.dice) : null) ?? []
  const pbm = (version >= 4 ? readPbm(raw.pbm) : null) ?? null
  const r = replay(bundle, file.scenarioId, file.seed, commands, dice)
  if (!r.ok) return { ok: false, problems: [r.problem] }
  if (version === 1) {
    // Compared in the shape of the build that wrote it: version 2's, or today's for a file written now.
    const recorded = hasCurrentShape(file.state) ? r.state : stateV2(r.state)
    if (!deepEqual(recorded, file.state))
      return { ok: false, problems: [{ code: 'replay-mismatch', detail: firstDifference(recorded, file.state) }] }
  } else {
    const digest = stateDigest(version === 2 ? stateV2(r.state) : r.state)
    if (digest !== file.check)
      return { ok: false, problems: [{ code: 'replay-mismatch', detail: `check ${quote(file.check)} ≠ ${digest}` }] }
  }
  const players = readPlayers(raw.players) ?? HUMANS
  // Metadata, not the game: a count that is not a whole number in range is read as none rather than refused.
  const hints = clampInt(raw.hints, 0, 1_000_000) ?? 0
  const save: LoadedSave = {
    scenarioId: file.scenarioId,
    seed: file.seed,
    commands,
    state: r.state,
    players,
    hints,
    dice,
    pbm,
  }
  return { ok: true, game: { save, log: r.log } }
}

function firstDifference(a: unknown, b: unknown, path = 'state'): string {
  if (deepEqual(a, b)) return ''
  if (isRecord(a) && isRecord(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!deepEqual(a[k], b[k])) return firstDifference(a[k], b[k], `${path}.${k}`)
    }
  }
  return path
}
