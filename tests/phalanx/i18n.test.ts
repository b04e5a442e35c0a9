// Every refusal code and event kind the rules module can produce has a text in Russian and English.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { phalanxEn } from '../../src/i18n/phalanx.en'
import { phalanxRu } from '../../src/i18n/phalanx.ru'
import type { PhalanxStrings } from '../../src/i18n/phalanx.types'
import {
  apply,
  EVENT_KINDS,
  newGame,
  PH_RULE_IDS,
  REFUSAL_CODES,
  replay,
  type PhCommand,
  type PhEvent,
  type PhRefusal,
  type RefusalCode,
  type RefusalParams,
} from '../../src/phalanx/index'
import { playRandomGame, randomCommand } from '../../src/phalanx/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { ctx, field } from './helpers'

const LANGS: Array<[string, PhalanxStrings]> = [
  ['ru', phalanxRu],
  ['en', phalanxEn],
]
const CYRILLIC = /[А-Яа-яЁё]/

/** Params as the module sends them, one sample per code. */
const SAMPLE: Record<RefusalCode, RefusalParams> = {
  'command.unknown': { type: 'fly' },
  'command.malformed': { type: 'move', fields: ['unit', 'path'] },
  'game.over': {},
  'phase.wrong': { expected: 'attack', phase: 'movement' },
  'unit.unknown': { unit: '__proto__' },
  'unit.not-own': { unit: 'N-H1' },
  'unit.lost': { unit: 'S-C2' },
  'move.already-moved': { unit: 'S-H1' },
  'move.camp-immobile': { unit: 'S-K' },
  'move.too-long': { unit: 'S-H1', speed: 1, steps: 2 },
  'move.not-adjacent': { unit: 'S-C1', step: 2, hex: '0704' },
  'move.not-front': { unit: 'S-H1', step: 1, hex: '0606', facing: 0 },
  'move.occupied': { unit: 'S-H1', step: 1, hex: '0607', by: 'N-H1' },
  'move.off-board': { unit: 'S-H1', step: 1, hex: '0005' },
  'move.exit-facing-missing': { unit: 'S-H1' },
  'move.peltasts-no-facing': { unit: 'S-P' },
  'move.no-turning': { unit: 'S-H1', facing: 1 },
  'face.no-facing': { unit: 'S-P' },
  'face.not-on-board': { unit: 'S-H4' },
  'face.unchanged': { unit: 'S-H1', facing: 0 },
  'attack.no-attackers': {},
  'attack.target-own': { unit: 'S-H2' },
  'attack.target-not-on-board': { unit: 'N-H2' },
  'attack.attacker-not-own': { unit: 'N-H1' },
  'attack.attacker-not-on-board': { unit: 'S-H2' },
  'attack.attacker-no-strength': { unit: 'S-K' },
  'attack.not-front': { unit: 'S-H2', target: 'N-H1' },
  'attack.attacker-repeated': { unit: 'S-H1' },
  'attack.attacker-used': { unit: 'S-P' },
  'attack.target-used': { unit: 'N-H1' },
  'end.camp-deadline': { units: ['S-H5', 'S-H6'] },
}

function checkText(lang: string, text: string, what: string): void {
  expect(text, what).toMatch(/\S/)
  expect(text, what).not.toMatch(/undefined|NaN|\[object|null/)
  if (lang === 'ru') expect(text, what).toMatch(CYRILLIC)
  else expect(text, what).not.toMatch(CYRILLIC)
}

const formatRefusal = (t: PhalanxStrings, r: PhRefusal): string => t.refusal[r.code](r.params, t.unitName)
const formatEvent = (t: PhalanxStrings, e: PhEvent): string =>
  (t.event[e.kind] as (e: PhEvent, n: (id: string) => string) => string)(e, t.unitName)

/** Refusals and events the module really produces: random play interleaved with near-miss commands. */
function harvest(): { refusals: PhRefusal[]; events: PhEvent[] } {
  const refusals: PhRefusal[] = []
  const events: PhEvent[] = []
  for (let seed = 1; seed <= 4; seed++) {
    const rand = seededRand(seed)
    let s = newGame(field, { seed, randomDefence: seed % 2 === 0, maxGameTurns: 12 })
    while (!s.result) {
      const ids = Object.keys(s.units)
      const id = at(ids, Math.floor(rand() * ids.length))
      const hex = at(field.codes, at(field.hexes, Math.floor(rand() * field.hexes.length)))
      const tries: PhCommand[] = [
        { type: 'move', unit: id, path: [hex] },
        { type: 'face', unit: id, facing: 2 },
        { type: 'attack', target: id, attackers: [at(ids, Math.floor(rand() * ids.length))] },
      ]
      for (const c of tries) {
        const out = apply(ctx, s, c)
        if (!out.ok) refusals.push(out.refusal)
      }
      const out = apply(ctx, s, randomCommand(ctx, s, rand))
      if (!out.ok) throw new Error(out.refusal.code)
      events.push(...out.events)
      s = out.state
    }
  }
  // Whole games to their end, for the break and the last turn (a random army may also trap itself in its camp).
  for (let seed = 9; seed <= 11; seed++) {
    const initial = newGame(field, { seed })
    events.push(...replay(initial, playRandomGame(ctx, initial, seededRand(seed), 20_000).commands).events.flat())
  }
  return { refusals, events }
}

describe('Phalanx texts in both languages', () => {
  test('PH-SEQ.1 every refusal code, event kind and rule id has a text in Russian and English', () => {
    for (const [lang, t] of LANGS) {
      expect(Object.keys(t.refusal).sort(), lang).toEqual([...REFUSAL_CODES].sort())
      expect(Object.keys(t.event).sort(), lang).toEqual([...EVENT_KINDS].sort())
      expect(Object.keys(t.ruleName).sort(), lang).toEqual([...PH_RULE_IDS].sort())
      for (const code of REFUSAL_CODES) checkText(lang, t.refusal[code](SAMPLE[code], t.unitName), code)
      for (const id of PH_RULE_IDS) checkText(lang, t.ruleName[id], id)
    }
  })

  test('PH-SEQ.1 the refusals and events of real play read cleanly in both languages', () => {
    const { refusals, events } = harvest()
    expect(refusals.length).toBeGreaterThan(100)
    const kinds = new Set(events.map((e) => e.kind))
    for (const k of [
      'moved',
      'faced',
      'attackDeclared',
      'defenceRolled',
      'routed',
      'attackFailed',
      'phaseStarted',
      'turnStarted',
      'lastTurn',
      'unitsLostInCamp',
      'gameEnded',
    ])
      expect(kinds).toContain(k)
    for (const [lang, t] of LANGS) {
      for (const r of refusals) checkText(lang, formatRefusal(t, r), r.code)
      for (const e of events) checkText(lang, formatEvent(t, e), e.kind)
    }
  })

  test("PH-SEQ.1 the glossary has every term of the game's glossary, with a meaning, in both languages", () => {
    expect(Object.keys(phalanxRu.glossary).sort()).toEqual(Object.keys(phalanxEn.glossary).sort())
    expect(Object.keys(phalanxRu.glossary).length).toBe(28)
    for (const [lang, t] of LANGS) {
      for (const [k, g] of Object.entries(t.glossary)) {
        checkText(lang, g.term, k)
        checkText(lang, g.meaning, k)
      }
    }
    expect(phalanxRu.unitName('S-H3')).toBe('Гоплиты 3 (юг)')
    expect(phalanxEn.unitName('N-S')).toBe('Strategos (North)')
    expect(phalanxEn.unitName('constructor')).toBe('"constructor"')
  })
})
