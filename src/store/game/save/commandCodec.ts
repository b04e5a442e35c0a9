// A compact text form of a command for saves: «m fr-I-5 0812+0135» is a move of fr-I-5 from 0812
// by the hex directions 0, 1, 3, 5. Saves are mostly movement, so this keeps a whole game small.
// Anything the short form cannot carry exactly is saved as the command object itself.
import { type Command, type GameMap, rebuildCommand } from '../../../engine'

const CODE: Record<Command['type'], string> = {
  move: 'm',
  moveCommander: 'c',
  limber: 'l',
  unlimber: 'u',
  endPhase: 'e',
  rally: 'r',
  attack: 'a',
  fire: 'f',
  retreat: 't',
  chooseLosses: 'x',
  advance: 'v',
  place: 'p',
  placeCommander: 'k',
}
const TYPE_OF = new Map(Object.entries(CODE).map(([t, c]) => [c, t as Command['type']]))

/** A word the short form can carry: no spaces, commas or plus signs, and not the «none» mark. */
const plain = (s: unknown): s is string => typeof s === 'string' && /^[^\s,+]+$/.test(s) && s !== '-'
const list = (xs: readonly string[]): string | null => (xs.length === 0 ? '' : xs.every(plain) ? xs.join(',') : null)

function encodePath(map: GameMap, path: readonly string[]): string | null {
  if (!path.length || !path.every(plain)) return null
  const geo = map.geo
  let dirs = ''
  for (let i = 1; i < path.length; i++) {
    const a = geo.byCode.get(path[i - 1]!) // i - 1 and i index the path
    const b = geo.byCode.get(path[i]!)
    if (a === undefined || b === undefined) return path.join(',')
    let d = 0
    while (d < 6 && geo.neighbor[a * 6 + d] !== b) d++
    if (d === 6) return path.join(',')
    dirs += d
  }
  const first = path[0]! // the path is not empty (checked above)
  return dirs ? `${first}+${dirs}` : first
}

function decodePath(map: GameMap, text: string): string[] | null {
  const plus = text.indexOf('+')
  if (plus < 0) return text.split(',')
  const geo = map.geo
  const first = text.slice(0, plus)
  const start = geo.byCode.get(first)
  if (start === undefined) return null
  let h: number = start
  const out = [first]
  for (const ch of text.slice(plus + 1)) {
    const d = ch.charCodeAt(0) - 48
    const n: number = d >= 0 && d < 6 ? geo.neighbor[h * 6 + d]! : -1 // h is a hex id, d a direction
    if (n < 0) return null
    h = n
    out.push(geo.codes[n]!)
  }
  return out
}

// Commands in the store never change: each is encoded once.
const encoded = new WeakMap<Command, string | Command>()

/** The short form of a command, or the command itself when the short form cannot carry it exactly. */
export function encodeCommand(map: GameMap, c: Command): string | Command {
  let e = encoded.get(c)
  if (e === undefined) encoded.set(c, (e = encodeOnce(map, c)))
  return e
}

function encodeOnce(map: GameMap, c: Command): string | Command {
  const words = ((): Array<string | null> | null => {
    switch (c.type) {
      case 'move':
        return [c.unit, encodePath(map, c.path)]
      case 'moveCommander':
        return [c.commander, encodePath(map, c.path)]
      case 'limber':
      case 'unlimber':
        return [c.unit]
      case 'endPhase':
      case 'rally':
        return []
      case 'attack':
        return c.batteries === undefined
          ? [c.defender, list(c.attackers)]
          : [c.defender, list(c.attackers), list(c.batteries)]
      case 'fire':
        return [c.target, list(c.batteries)]
      case 'retreat':
        return [c.unit, c.hex]
      case 'chooseLosses':
        return [list(c.units)]
      case 'advance':
        return c.unit === null ? (c.hex === undefined ? ['-'] : null) : c.hex === undefined ? [c.unit] : [c.unit, c.hex]
      case 'place':
        return [c.unit, c.hex ?? '-', ...(c.limbered === undefined ? [] : [c.limbered ? '1' : '0'])]
      case 'placeCommander':
        return [c.commander, c.hex ?? '-']
      default:
        return null
    }
  })()
  if (!words || words.some((w) => w === null)) return c
  const text = [CODE[c.type], ...(words as string[])].join(' ')
  // Only what decodes back to the same command is written short.
  const back = decodeCommand(map, text)
  return back.ok && JSON.stringify(back.command) === JSON.stringify(rebuilt(c)) ? text : c
}

const rebuilt = (c: Command): Command | null => {
  const r = rebuildCommand(c)
  return r.ok ? r.command : null
}

/** Why a saved command could not be read: its number and what is wrong. */
export interface CommandProblem {
  index: number
  what: string
}

/** A command from its saved form (short text or object), rebuilt from its known fields only. */
/** A saved command read back, or what is wrong with it (a technical detail for the save's problem list). */
export type Decoded = { ok: true; command: Command } | { ok: false; problem: string }

export function decodeCommand(map: GameMap, saved: unknown): Decoded {
  if (typeof saved !== 'string') {
    const r = rebuildCommand(saved)
    return r.ok ? r : { ok: false, problem: r.refusal.code }
  }
  if (saved.length > 2000) return { ok: false, problem: 'too long' }
  const [code = '', ...w] = saved.split(' ') // split gives one item at least
  const type = TYPE_OF.get(code)
  if (!type) return { ok: false, problem: `unknown command "${code.slice(0, 20)}"` }
  const ids = (s: string | undefined): string[] | undefined =>
    s === undefined ? undefined : s === '' ? [] : s.split(',')
  const hexOrNull = (s: string | undefined): string | null | undefined => (s === '-' ? null : s)
  let raw: Record<string, unknown>
  switch (type) {
    case 'move':
      raw = { type, unit: w[0], path: w[1] === undefined ? undefined : decodePath(map, w[1]) }
      break
    case 'moveCommander':
      raw = { type, commander: w[0], path: w[1] === undefined ? undefined : decodePath(map, w[1]) }
      break
    case 'limber':
    case 'unlimber':
      raw = { type, unit: w[0] }
      break
    case 'endPhase':
    case 'rally':
      raw = { type }
      break
    case 'attack':
      raw = { type, defender: w[0], attackers: ids(w[1]), batteries: ids(w[2]) }
      break
    case 'fire':
      raw = { type, target: w[0], batteries: ids(w[1]) }
      break
    case 'retreat':
      raw = { type, unit: w[0], hex: w[1] }
      break
    case 'chooseLosses':
      raw = { type, units: ids(w[0]) }
      break
    case 'advance':
      raw = w[0] === '-' ? { type, unit: null } : { type, unit: w[0], hex: w[1] }
      break
    case 'place':
      raw = { type, unit: w[0], hex: hexOrNull(w[1]), limbered: w[2] === undefined ? undefined : w[2] === '1' }
      break
    case 'placeCommander':
      raw = { type, commander: w[0], hex: hexOrNull(w[1]) }
      break
  }
  for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k]
  const r = rebuildCommand(raw)
  return r.ok ? r : { ok: false, problem: r.refusal.code }
}
