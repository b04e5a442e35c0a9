// The shape of each command, checked before any rule: input from a save, a script or a bug that is
// not a well-formed command is refused by name, never thrown on.
import { commandType, failingFields, isListOf, type FieldCheck } from '../core'
import type { PhCommandType } from './commands'
import { isFacing } from './facing'
import { refuse, type PhRefusal } from './refusal'

/** Generous bounds: anything longer is not a mistake a player can make, only damaged input. */
const MAX_ID = 32
const MAX_LIST = 16

type Check = FieldCheck

const id: Check = (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID
const ids =
  (min: number): Check =>
  (v) =>
    isListOf(v, id) && v.length >= min && v.length <= MAX_LIST
const optional =
  (c: Check): Check =>
  (v) =>
    v === undefined || c(v)

const SHAPES: { readonly [K in PhCommandType]: Readonly<Record<string, Check>> } = {
  move: { unit: id, path: ids(1), facing: optional(isFacing) },
  face: { unit: id, facing: isFacing },
  attack: { target: id, attackers: ids(0) },
  endPhase: {},
  agreeDraw: {},
}

/** Null when `cmd` is a well-formed command, otherwise the refusal naming what is wrong. */
export function shapeRefusal(cmd: unknown): PhRefusal | null {
  const type = commandType(cmd, SHAPES)
  if (type === null) {
    const given: unknown = cmd !== null && typeof cmd === 'object' ? (cmd as { type?: unknown }).type : undefined
    return refuse('command.unknown', { type: typeof given === 'string' ? given.slice(0, MAX_ID) : typeof given })
  }
  const fields = failingFields(cmd as object, SHAPES[type])
  return fields.length === 0 ? null : refuse('command.malformed', { type, fields })
}
