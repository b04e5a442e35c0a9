// The shape of each command, checked before any rule: a malformed command (from a corrupt save, a
// script, a bug) is refused by name, and the rules code can trust the fields it reads.
import { commandType, failingFields, isListOf, isString, quoteGiven, type FieldCheck } from '../../core'
import type { Command } from './commands'
import { refuse, refused, type Answer, type Refusal } from './refusal'

type Field = 'string' | 'string?' | 'string|null' | 'strings' | 'strings?' | 'boolean?'

const SHAPES: { [K in Command['type']]: Record<string, Field> } = {
  move: { unit: 'string', path: 'strings' },
  moveCommander: { commander: 'string', path: 'strings' },
  limber: { unit: 'string' },
  unlimber: { unit: 'string' },
  endPhase: {},
  rally: {},
  attack: { defender: 'string', attackers: 'strings', batteries: 'strings?' },
  fire: { batteries: 'strings', target: 'string' },
  retreat: { unit: 'string', hex: 'string' },
  chooseLosses: { units: 'strings' },
  advance: { unit: 'string|null', hex: 'string?' },
  place: { unit: 'string', hex: 'string|null', limbered: 'boolean?' },
  placeCommander: { commander: 'string', hex: 'string|null' },
}

const isStrings = (v: unknown): boolean => isListOf(v, isString)

function fits(v: unknown, f: Field): boolean {
  switch (f) {
    case 'string':
      return typeof v === 'string'
    case 'string?':
      return v === undefined || typeof v === 'string'
    case 'string|null':
      return v === null || typeof v === 'string'
    case 'strings':
      return isStrings(v)
    case 'strings?':
      return v === undefined || isStrings(v)
    case 'boolean?':
      return v === undefined || typeof v === 'boolean'
  }
}

/** The field checks of each command, built once: every command of a game is checked. */
const CHECKS = Object.fromEntries(
  Object.entries(SHAPES).map(([type, shape]) => [
    type,
    Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, (v: unknown) => fits(v, f)])),
  ]),
) as { [K in Command['type']]: Record<string, FieldCheck> }

/** Null when `cmd` is a well-formed command; otherwise a refusal naming what is wrong. */
export function shapeRefusal(cmd: unknown): Refusal | null {
  const type = commandType(cmd, SHAPES)
  if (type === null) {
    const given = (cmd as { type?: unknown } | null)?.type
    return refuse(null, 'command.unknown', { given: quoteGiven(given) })
  }
  const shape = SHAPES[type]
  const bad = failingFields(cmd as object, CHECKS[type]).map((k) => `${k} (${shape[k]})`)
  if (bad.length === 0) return null
  return refuse(null, 'command.malformed', { type, fields: bad })
}

/**
 * A fresh command built from the known fields of `raw` only (what is not in the command's shape is
 * dropped, lists are copied), or the refusal saying what is wrong: how saves read their commands.
 */
export function rebuildCommand(raw: unknown): Answer<{ command: Command }> {
  const why = shapeRefusal(raw)
  if (why) return refused(why)
  const src = raw as Record<string, unknown>
  const type = src.type as Command['type']
  const out: Record<string, unknown> = { type }
  for (const k of Object.keys(SHAPES[type])) {
    const v = src[k]
    if (v !== undefined) out[k] = Array.isArray(v) ? [...(v as string[])] : v
  }
  return { ok: true, command: out as Command }
}
